// The `server-pg` jest project (jest.config.js): the server suites run again with every database on
// the run's private PostgreSQL (TEST_STORAGE=postgres, read by tests/server/helpers.ts and
// seededTemplate.ts). Plain CommonJS: jest.config.js and scripts/test-all.js read it before any transform.
const fs = require('node:fs')
const path = require('node:path')

/** why the project does not run here, or null when it does: CI always runs it (its global setup fails without the engine) */
function postgresProjectSkipped() {
  if (process.env.CI === 'true') return null
  const base = '/usr/lib/postgresql'
  const installed = fs.existsSync(base) && fs.readdirSync(base).some((v) => fs.existsSync(path.join(base, v, 'bin/postgres')))
  return installed ? null : 'no PostgreSQL server binaries under /usr/lib/postgresql (apt-get install -y postgresql)'
}

const BOTH_INSIDE = 'runs SQLite and PostgreSQL side by side itself'
const NO_DATABASE = 'opens no database (source files, pure functions or Redis only): nothing in it depends on the store'
const OWN_ENGINES = 'starts its own PostgreSQL/Redis and server processes and chooses their storage itself'

/** the server suites the project leaves out, each with why (file name → reason) */
const EXCLUDED = {
  'db.sameAnswers.test.ts': BOTH_INSIDE,
  'db.stores.test.ts': BOTH_INSIDE,
  'db.schemaParity.test.ts': `${BOTH_INSIDE} (the two schemas compared)`,
  'money.invariants.test.ts': BOTH_INSIDE,
  'scale.sharedState.test.ts': BOTH_INSIDE,
  'scale.sharedClock.test.ts': 'opens its own PostgreSQL stores in the server project already (only PostgreSQL shares a clock)',
  'db.integrity.test.ts': 'about SQLite database files themselves (empty, foreign, damaged files; backups)',
  'db.preparedQuery.test.ts': "checks the query compiler on a SQLite database it opens itself (raw SQL with SQLite's ? placeholders)",
  'db.storageSetting.test.ts': `about the storage setting itself; ${NO_DATABASE}`,
  'scale.cluster.test.ts': OWN_ENGINES,
  'scale.leadership.test.ts': OWN_ENGINES,
  'scale.localEngines.test.ts': OWN_ENGINES,
  'scale.limitStore.test.ts': NO_DATABASE,
  'account.pictureMemory.test.ts': NO_DATABASE,
  'app.featureBoundaries.test.ts': NO_DATABASE,
  'app.featureTables.test.ts': NO_DATABASE,
  'app.h5FirstScreenSource.test.ts': NO_DATABASE,
  'contract.files.test.ts': NO_DATABASE,
  'db.tables.test.ts': NO_DATABASE,
  'experts.settlement.test.ts': NO_DATABASE,
  'home.shareCardSvg.test.ts': NO_DATABASE,
  'match.live.subscriptionBudget.test.ts': NO_DATABASE,
  'match.oddsFormulas.test.ts': NO_DATABASE,
  'experts.predictionIds.test.ts': "about a SQLite migration (the AUTOINCREMENT rebuild of predictions) on a SQLite database it builds itself",
  'account.pictureWorker.test.ts': 'reads the stored picture from the upload folder; on PostgreSQL the stand-in keeps uploads in the database (uploadStoreFor.ts): "expected true, received false" for the file',
  'security.images.test.ts': 'reads the stored pictures from the upload folder; on PostgreSQL the stand-in keeps uploads in the database (uploadStoreFor.ts): ENOENT',
}

/** jest's testPathIgnorePatterns for the excluded files */
const excludedPatterns = () => Object.keys(EXCLUDED).map((file) => `/tests/server/${file.replace(/\./g, '\\.')}$`)

module.exports = { EXCLUDED, excludedPatterns, postgresProjectSkipped }
