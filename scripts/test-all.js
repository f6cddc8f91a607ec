#!/usr/bin/env node
/**
 * `npm test`: every suite of the project, in order, going on after a failure, then one summary line
 * `N passed, N failed` (`, N skipped` when some were skipped) for all suites together.
 * Exits 1 when anything failed.
 *
 *   1. types       tsc -p tsconfig.json --noEmit            (one test)
 *   2. lint        eslint src types mocks tests scripts     (one test; warnings do not fail it)
 *   3. jest        projects unit + server + server-pg (jest.config.js; server-pg only with PostgreSQL installed or CI=true)
 *   4. weapp       tests/weapp/jest.config.js: builds the mini program, compiles and renders every page
 *   5. e2e         tests/e2e/jest.config.js: builds H5, drives it in Chromium (skipped without Chromium)
 *   6. rn          node tests/rn/run.js, when that file exists
 *
 * RESULTS CONTRACT — every suite leaves `test-results/<suite>.json` holding
 *     { "passed": <number>, "failed": <number>, "skipped": <number> }
 * and exits non-zero when something failed. This script writes the file for the suites it runs
 * through jest; `tests/rn/run.js` writes `test-results/rn.json` itself (run from the repository
 * root, it may print whatever it likes). A suite that exits non-zero with no failure counted, or
 * leaves no results file, counts as one failed test, so a crash never passes silently.
 *
 * Run part of it: `node scripts/test-all.js weapp e2e` (suite names above).
 * `--record` (a full run only) writes the counts into docs/testing.md (scripts/recordTestCounts.js).
 */
const { spawnSync } = require('node:child_process')
const fs = require('node:fs')
const path = require('node:path')

const root = path.resolve(__dirname, '..')
const resultsDir = path.join(root, 'test-results')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** runs a command with its output shown as it comes; returns its exit code */
function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (res.error) console.error(`[test-all] could not run ${cmd}: ${res.error.message}`)
  return res.status ?? 1
}

function writeResults(suite, counts) {
  fs.writeFileSync(path.join(resultsDir, `${suite}.json`), JSON.stringify(counts) + '\n')
}

function readResults(suite) {
  try {
    const r = JSON.parse(fs.readFileSync(path.join(resultsDir, `${suite}.json`), 'utf8'))
    return { passed: Number(r.passed) || 0, failed: Number(r.failed) || 0, skipped: Number(r.skipped) || 0 }
  } catch {
    return null
  }
}

/** a command that is one test: passes when it exits 0 */
const singleCheck = (cmd, args) => (suite) => {
  const ok = run(cmd, args) === 0
  writeResults(suite, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 })
  return ok ? 0 : 1
}

/** a jest run; counts come from its --json report */
const jestRun = (args) => (suite) => {
  const report = path.join(resultsDir, `${suite}.jest.json`)
  fs.rmSync(report, { force: true })
  const code = run(bin('jest'), [...args, '--json', `--outputFile=${report}`])
  let counts = { passed: 0, failed: 0, skipped: 0 }
  try {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'))
    counts = { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests }
    // a test file that cannot even load (syntax error, failed import) counts no test: count the file
    const brokenFiles = r.testResults.filter((t) => t.status === 'failed' && t.assertionResults.length === 0).length
    counts.failed += brokenFiles
  } catch {
    // no report: jest stopped before running tests (global setup, e.g. a failed build)
  }
  writeResults(suite, counts)
  return code
}

const SUITES = [
  { name: 'types', run: singleCheck(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']) },
  { name: 'lint', run: singleCheck(bin('eslint'), ['src', 'types', 'mocks', 'tests', 'scripts']) },
  {
    name: 'jest',
    run: (suite) => {
      const skipped = require('../tests/server/postgresProject').postgresProjectSkipped()
      if (skipped) console.log(`[jest] project server-pg skipped: ${skipped}`)
      return jestRun(['--selectProjects', 'unit', 'server', ...(skipped ? [] : ['server-pg'])])(suite)
    },
  },
  { name: 'weapp', run: jestRun(['-c', 'tests/weapp/jest.config.js']) },
  {
    name: 'e2e',
    run: (suite) => {
      if (!fs.existsSync(CHROMIUM)) {
        console.log(`[e2e] skipped: no Chromium at ${CHROMIUM}; install it with: apt-get install -y chromium fonts-wqy-zenhei`)
        writeResults(suite, { passed: 0, failed: 0, skipped: 1 })
        return 0
      }
      return jestRun(['-c', 'tests/e2e/jest.config.js'])(suite)
    },
  },
  {
    name: 'rn',
    run: (suite) => {
      const runner = path.join(root, 'tests/rn/run.js')
      if (!fs.existsSync(runner)) {
        console.log('[rn] no tests/rn/run.js: no React Native suite to run')
        writeResults(suite, { passed: 0, failed: 0, skipped: 0 })
        return 0
      }
      fs.rmSync(path.join(resultsDir, `${suite}.json`), { force: true })
      return run(process.execPath, [runner])
    },
  },
]

function main() {
  const record = process.argv.includes('--record')
  const only = process.argv.slice(2).filter((a) => a !== '--record')
  const unknown = only.filter((n) => !SUITES.some((s) => s.name === n))
  if (unknown.length) {
    console.error(`unknown suite(s): ${unknown.join(', ')}; suites: ${SUITES.map((s) => s.name).join(', ')}`)
    process.exit(2)
  }
  fs.mkdirSync(resultsDir, { recursive: true })
  const rows = []
  for (const suite of SUITES.filter((s) => only.length === 0 || only.includes(s.name))) {
    console.log(`\n=== ${suite.name} ===`)
    const started = Date.now()
    const code = suite.run(suite.name)
    const counts = readResults(suite.name) ?? { passed: 0, failed: 0, skipped: 0 }
    if (code !== 0 && counts.failed === 0) counts.failed = 1
    rows.push({ name: suite.name, ...counts, seconds: (Date.now() - started) / 1000 })
  }

  const total = rows.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 })
  console.log('\nsuite    passed  failed  skipped     time')
  for (const r of rows) {
    const cells = [r.name.padEnd(8), String(r.passed).padStart(6), String(r.failed).padStart(7), String(r.skipped).padStart(8), `${r.seconds.toFixed(0)} s`.padStart(8)]
    console.log(cells.join(' '))
  }
  if (record && only.length === 0) require('./recordTestCounts').recordTestCounts(rows)
  console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`)
  process.exit(total.failed > 0 ? 1 : 0)
}

main()
