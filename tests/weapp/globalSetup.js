// Builds the mini program once for the whole suite (so `npm test` works on a fresh clone; skipped
// when WEAPP_DIST names an existing build), and seeds the stand-in's database once (seedTemplate.ts)
// at the suite's moment (TEST_CLOCK, tests/setup/testClock.js).
const fs = require('node:fs')
const path = require('node:path')
const { root, distDir, seedDb } = require('./paths')
const { testClockStart } = require('../setup/testClock')
const { runCommand } = require('../setup/runCommand')

module.exports = async function prepareWeappSuite() {
  // side by side: neither needs the other, and each leaves part of the 2-core machine idle
  const [built, seeded] = await Promise.allSettled([buildWeapp(), seedTemplate()])
  for (const step of [built, seeded]) if (step.status === 'rejected') throw step.reason
}

async function seedTemplate() {
  const started = Date.now()
  const res = await runCommand(path.join(root, 'node_modules/.bin/tsx'), ['tests/weapp/seedTemplate.ts', seedDb], { cwd: root, env: process.env })
  if (res.status !== 0) throw new Error(`seeding the stand-in database failed:\n${res.output}`)
  const start = testClockStart()
  const at = start === null ? 'the real time' : new Date(start).toISOString()
  console.log(`[weapp] seeded the stand-in database at ${at} (TEST_CLOCK) in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

async function buildWeapp() {
  if (process.env.WEAPP_DIST) {
    if (!fs.existsSync(path.join(distDir, 'app.json'))) throw new Error(`WEAPP_DIST=${distDir} has no app.json: build it first`)
    return
  }
  const started = Date.now()
  fs.rmSync(distDir, { recursive: true, force: true })
  const taro = path.join(root, 'node_modules/.bin/taro')
  const res = await runCommand(taro, ['build', '--type', 'weapp'], {
    cwd: root,
    env: { ...process.env, TARO_OUTPUT: distDir, NODE_ENV: 'production' },
  })
  if (res.status !== 0 || !fs.existsSync(path.join(distDir, 'app.json'))) {
    const out = res.output
    throw new Error(`weapp build failed (exit ${res.status}):\n${out.split('\n').filter((l) => /error|Error|ERROR/.test(l)).slice(0, 40).join('\n') || out.slice(-4000)}`)
  }
  console.log(`\n[weapp] built into ${distDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
