/** see paths.js: the repository root and the folder holding the weapp build under test */
export const root: string
export const distDir: string
/** the seeded template database; see seedTemplate.ts */
export const seedDb: string
