// Where the weapp runtime suite's build lives. Shared by the jest config, its global setup and the tests.
// WEAPP_DIST=<folder> reuses an existing build (quick iteration); otherwise the suite builds into a temp folder.
const os = require('node:os')
const path = require('node:path')

const root = path.resolve(__dirname, '../..')
const distDir = process.env.WEAPP_DIST
  ? path.resolve(process.env.WEAPP_DIST)
  : path.join(os.tmpdir(), `football-tips-weapp-${Buffer.from(root).toString('hex').slice(-12)}`)

/** the seeded template database (globalSetup.js); each test file's server opens a copy in memory */
const seedDb = path.join(os.tmpdir(), `football-tips-weapp-seed-${Buffer.from(root).toString('hex').slice(-12)}.db`)

module.exports = { root, distDir, seedDb }
