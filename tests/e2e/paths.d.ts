/** see paths.js */
export const root: string
export const h5Dir: string
export const chromiumPath: string
/** screenshots of failed tests land here */
export const resultsDir: string
