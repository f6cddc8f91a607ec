// Builds the H5 app once for the whole suite (so `npm test` works on a fresh clone).
// The API base is H5's default '/': every test file's stand-in server serves this build and the API from one
// origin, whatever free port it got. Skipped when E2E_H5_DIR names an existing build.
const fs = require('node:fs')
const path = require('node:path')
const { root, h5Dir, seedDb, chromiumPath } = require('./paths')
const { startServerProcess } = require('./serverProcess')
const { testClockStart } = require('../setup/testClock')
const freePort = require('./freePort')
const { runCommand } = require('../setup/runCommand')

/**
 * the stand-in seeds its data on first start (about 10 s): do it once, test files copy the result.
 * Seeded at the suite's moment (TEST_CLOCK, tests/setup/testClock.js), where every file's server starts.
 */
async function seedTemplate() {
  const started = Date.now()
  // seeded in a folder of this run's own and moved into place when complete: two runs sharing the
  // temp folder then never delete the database under each other's seeding
  const seedDir = path.dirname(seedDb)
  const seedingDir = `${seedDir}.${process.pid}.seeding`
  fs.rmSync(seedingDir, { recursive: true, force: true })
  fs.mkdirSync(seedingDir, { recursive: true })
  const clockStart = testClockStart()
  const server = await startServerProcess({ port: await freePort(), dbFile: path.join(seedingDir, path.basename(seedDb)), clockStart, clockFrozen: true })
  await server.stop()
  fs.rmSync(seedDir, { recursive: true, force: true })
  fs.renameSync(seedingDir, seedDir)
  const at = clockStart === null ? 'the real time' : new Date(clockStart).toISOString()
  console.log(`[e2e] seeded the stand-in database at ${at} (TEST_CLOCK) in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

module.exports = async function prepareBrowserSuite() {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`no Chromium at ${chromiumPath}: apt-get install -y chromium fonts-wqy-zenhei`)
  }
  // side by side: neither needs the other, and each leaves part of the 2-core machine idle
  const [built, seeded] = await Promise.allSettled([buildH5(), seedTemplate()])
  for (const step of [built, seeded]) if (step.status === 'rejected') throw step.reason
}

async function buildH5() {
  if (process.env.E2E_H5_DIR) {
    if (!fs.existsSync(path.join(h5Dir, 'index.html'))) throw new Error(`E2E_H5_DIR=${h5Dir} has no index.html: build it first`)
    return
  }
  const started = Date.now()
  fs.rmSync(h5Dir, { recursive: true, force: true })
  const res = await runCommand(path.join(root, 'node_modules/.bin/taro'), ['build', '--type', 'h5'], {
    cwd: root,
    // the API base as `npm start` builds it (empty: H5's default, the origin serving the app)
    env: { ...process.env, TARO_OUTPUT: h5Dir, TARO_APP_API_BASE: '', NODE_ENV: 'production' },
  })
  if (res.status !== 0 || !fs.existsSync(path.join(h5Dir, 'index.html'))) {
    const out = res.output
    throw new Error(`H5 build failed (exit ${res.status}):\n${out.split('\n').filter((l) => /error/i.test(l)).slice(0, 40).join('\n') || out.slice(-4000)}`)
  }
  console.log(`\n[e2e] H5 built into ${h5Dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
