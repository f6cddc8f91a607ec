/** see paths.js */
export const root: string
export const h5Dir: string
/** the seeded template database (globalSetup.js) */
export const seedDb: string
export const chromiumPath: string
/** screenshots of failed tests land here */
export const resultsDir: string
