// Removes the run's seeded template databases and stops its private PostgreSQL (globalSetup.js made
// both). jest runs it once per server project selected: the second call finds nothing left to do.
const fs = require('node:fs')

module.exports = async function globalTeardown() {
  const dir = process.env.SEEDED_TEMPLATE_DIR
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
  const engine = globalThis.__testPostgres
  globalThis.__testPostgres = undefined
  if (engine) {
    delete process.env.TEST_POSTGRES_URL
    await engine.stop()
  }
}
