#!/usr/bin/env node
/**
 * `npm test`: every suite of the project, in order, going on after a failure, then one summary line
 * `N passed, N failed` (`, N skipped` when some were skipped) for all suites together.
 * Exits 1 when anything failed.
 *
 *   1. types       tsc -p tsconfig.json --noEmit            (one test)
 *   2. lint        eslint src types mocks tests scripts     (one test; warnings do not fail it)
 *   3. jest        projects unit + server + server-pg (jest.config.js; server-pg only with PostgreSQL installed or CI=true),
 *                  two workers on two cores (JEST_WORKERS sets it)
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
 * With two cores or more, jest, rn and types run as one lane beside lint, weapp and e2e (`LANES`
 * below); `TEST_LANES=1` runs them one after another.
 *
 * Run part of it: `node scripts/test-all.js weapp e2e` (suite names above).
 * `--record` (a full run only) writes the counts into docs/testing.md (scripts/recordTestCounts.js).
 */
const { spawn, spawnSync } = require('node:child_process')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')

const root = path.resolve(__dirname, '..')
const resultsDir = path.join(root, 'test-results')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

const cores = () => os.availableParallelism?.() ?? os.cpus().length

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
    return { passed: Number(r.passed) || 0, failed: Number(r.failed) || 0, skipped: Number(r.skipped) || 0, seconds: Number(r.seconds) || 0 }
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
      // two workers: a worker waiting on PostgreSQL or on a seeded world leaves a core idle, and this
      // lane is the longer one (each world is still seeded once: tests/server/seededTemplate.ts)
      const workers = process.env.JEST_WORKERS || String(Math.min(2, cores()))
      return jestRun(['--selectProjects', 'unit', 'server', ...(skipped ? [] : ['server-pg']), `--maxWorkers=${workers}`])(suite)
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

/** runs the named suites one after another; writes each one's seconds beside its counts */
function runSuites(suites) {
  for (const suite of suites) {
    console.log(`\n=== ${suite.name} ===`)
    const started = Date.now()
    const code = suite.run(suite.name)
    const counts = readResults(suite.name) ?? { passed: 0, failed: 0, skipped: 0 }
    if (code !== 0 && counts.failed === 0) counts.failed = 1
    writeResults(suite.name, { ...counts, seconds: (Date.now() - started) / 1000 })
  }
}

/**
 * Two lanes, side by side, on a machine with two cores or more. One suite alone leaves a core mostly
 * idle (a build, a browser waiting on its page, a jest worker waiting on PostgreSQL), so the whole
 * run takes about the longer lane. Measured on a quiet 2-core machine (docs/testing.md): jest 687 s,
 * rn 166 s and types 45 s beside lint 25 s, weapp 210 s and e2e 684 s (2026-11-30). The
 * second lane's output goes to a file and is printed when it ends, so neither lane's log is cut
 * into the other's. `TEST_LANES=1` runs everything in one lane, in the order of SUITES.
 */
const LANES = [['jest', 'rn', 'types'], ['lint', 'weapp', 'e2e']]

function laneCount() {
  if (process.env.TEST_LANES) return Math.max(1, Number(process.env.TEST_LANES) || 1)
  return Math.min(2, cores())
}

async function runLanes(names) {
  const lanes = LANES.map((lane) => lane.filter((n) => names.includes(n))).filter((lane) => lane.length > 0)
  const runLane = (lane, index) =>
    new Promise((resolve) => {
      const log = index === 0 ? null : path.join(resultsDir, `lane-${lane.join('-')}.log`)
      const out = log ? fs.openSync(log, 'w') : 'inherit'
      console.log(`[test-all] lane ${index + 1}: ${lane.join(', ')}${log ? ` (output in ${path.relative(root, log)}, printed when it ends)` : ''}`)
      const child = spawn(process.execPath, [__filename, '--lane', ...lane], { cwd: root, stdio: ['ignore', out, out] })
      child.on('close', () => {
        if (log) {
          fs.closeSync(out)
          console.log(`\n[test-all] lane ${index + 1} (${lane.join(', ')}) ended; its output:`)
          process.stdout.write(fs.readFileSync(log, 'utf8'))
        }
        resolve()
      })
    })
  await Promise.all(lanes.map(runLane))
}

async function main() {
  const record = process.argv.includes('--record')
  const laneChild = process.argv.includes('--lane')
  const only = process.argv.slice(2).filter((a) => a !== '--record' && a !== '--lane')
  const unknown = only.filter((n) => !SUITES.some((s) => s.name === n))
  if (unknown.length) {
    console.error(`unknown suite(s): ${unknown.join(', ')}; suites: ${SUITES.map((s) => s.name).join(', ')}`)
    process.exit(2)
  }
  fs.mkdirSync(resultsDir, { recursive: true })
  const chosen = SUITES.filter((s) => only.length === 0 || only.includes(s.name))
  if (laneChild) return runSuites(chosen)
  const started = Date.now()
  for (const s of chosen) fs.rmSync(path.join(resultsDir, `${s.name}.json`), { force: true })
  if (laneCount() >= 2) await runLanes(chosen.map((s) => s.name))
  else runSuites(chosen)

  const rows = chosen.map((s) => {
    const r = readResults(s.name)
    // a lane that died before a suite wrote its results counts that suite as one failure
    return r ? { name: s.name, ...r } : { name: s.name, passed: 0, failed: 1, skipped: 0, seconds: 0 }
  })
  const total = rows.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 })
  console.log('\nsuite    passed  failed  skipped     time')
  for (const r of rows) {
    const cells = [r.name.padEnd(8), String(r.passed).padStart(6), String(r.failed).padStart(7), String(r.skipped).padStart(8), `${r.seconds.toFixed(0)} s`.padStart(8)]
    console.log(cells.join(' '))
  }
  console.log(`all suites: ${((Date.now() - started) / 1000).toFixed(0)} s`)
  if (record && only.length === 0) require('./recordTestCounts').recordTestCounts(rows)
  console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`)
  process.exit(total.failed > 0 ? 1 : 0)
}

main()
