// Where the browser suite's H5 build lives. Shared by the jest config, its global setup and the harness.
// E2E_H5_DIR=<folder> reuses an existing build (made with TARO_APP_API_BASE=/ TARO_OUTPUT=<folder> npx taro build --type h5).
const os = require('node:os')
const path = require('node:path')

const root = path.resolve(__dirname, '../..')
const h5Dir = process.env.E2E_H5_DIR
  ? path.resolve(process.env.E2E_H5_DIR)
  : path.join(os.tmpdir(), `football-tips-h5-${Buffer.from(root).toString('hex').slice(-12)}`)
/** a database the server seeded once per run; each test file's server starts from a copy of it */
const seedDb = path.join(os.tmpdir(), `football-tips-e2e-seed-${Buffer.from(root).toString('hex').slice(-12)}`, 'football.db')
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const resultsDir = path.join(root, 'test-results')

module.exports = { root, h5Dir, seedDb, chromiumPath, resultsDir }
