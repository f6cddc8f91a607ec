#!/usr/bin/env node
/**
 * The React Native suite: builds the Android bundle (npm run build:rn), then renders the tab
 * pages in jest (tests/rn/jest.config.js). Writes test-results/rn.json as
 * {"passed":N,"failed":N,"skipped":N}; the bundle build counts as one test, so a Metro failure
 * fails the suite. Exits non-zero when anything failed.
 *
 *   node tests/rn/run.js [--skip-build]   (--skip-build: reuse the bundle already built)
 */
const { spawnSync } = require('node:child_process')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')

const root = path.resolve(__dirname, '../..')
const skipBuild = process.argv.includes('--skip-build')
const counts = { passed: 0, failed: 0, skipped: 0 }

if (skipBuild) {
  counts.skipped += 1
} else {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-rn.js')], { cwd: root, stdio: 'inherit' })
  if (build.status === 0) counts.passed += 1
  else counts.failed += 1
}

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rn-jest-')), 'report.json')
// --forceExit: Taro RN's request never clears its 60 s timeout timer, which would hold jest open
const jest = spawnSync(
  process.execPath,
  [require.resolve('jest/bin/jest', { paths: [root] }), '-c', 'tests/rn/jest.config.js', '--forceExit', '--json', '--outputFile', report],
  { cwd: root, stdio: 'inherit' },
)
if (fs.existsSync(report)) {
  const result = JSON.parse(fs.readFileSync(report, 'utf8'))
  counts.passed += result.numPassedTests
  // a test file that fails to load has no test results: count it as one failure
  counts.failed += result.numFailedTests + result.numRuntimeErrorTestSuites
  counts.skipped += result.numPendingTests + result.numTodoTests
} else {
  console.error(`rn: jest produced no report (exit ${jest.status})`)
  counts.failed += 1
}

fs.mkdirSync(path.join(root, 'test-results'), { recursive: true })
fs.writeFileSync(path.join(root, 'test-results/rn.json'), JSON.stringify(counts) + '\n')
console.log(`rn: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
process.exit(counts.failed > 0 || jest.status !== 0 ? 1 : 0)
