// The server projects' run-wide setup (jest runs it once per project selected, in one process):
//  - a fresh directory for the seeded template databases (tests/server/seededTemplate.ts), so the
//    first file to seed a world keeps it for the others;
//  - one private PostgreSQL for the whole run (tests/server/testPostgres.ts) when the engine is
//    installed, or always under CI=true (where a missing engine is a failure): the suites that need a
//    plain PostgreSQL database and the `server-pg` project each take fresh databases on it.
// The workers start after it and inherit the env. jest transpiles this file and what it requires.
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { missingEngine, startPostgres } = require('../../scripts/scale/localEngines')

module.exports = async function globalSetup() {
  process.env.SEEDED_TEMPLATE_DIR ||= fs.mkdtempSync(path.join(os.tmpdir(), 'seeded-templates-'))
  if (process.env.TEST_POSTGRES_URL) return
  const missing = missingEngine('postgres')
  if (missing && process.env.CI !== 'true') {
    console.log(`[server] no private PostgreSQL for this run (its suites and the server-pg project skip): ${missing}`)
    return
  }
  const started = Date.now()
  const engine = await startPostgres()
  // read back only by globalTeardown.js, in this same process
  globalThis.__testPostgres = engine
  process.env.TEST_POSTGRES_URL = engine.url
  console.log(`[server] private PostgreSQL for this run on port ${engine.port} (${Date.now() - started} ms)`)
}
