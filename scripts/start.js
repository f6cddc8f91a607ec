#!/usr/bin/env node
/**
 * `npm start`: builds the H5 app quietly (the full build log goes to logs/build-h5.log) and then
 * runs the stand-in server, which serves the app and prints its address.
 */
const { spawnSync } = require('node:child_process')
const fs = require('node:fs')
const path = require('node:path')
const { spawnServer } = require('./serverProcess')

const root = path.resolve(__dirname, '..')
const logFile = path.join(root, 'logs', 'build-h5.log')
fs.mkdirSync(path.dirname(logFile), { recursive: true })

const started = Date.now()
process.stdout.write(`[start] building the H5 app (log: ${path.relative(root, logFile)})… `)
const log = fs.openSync(logFile, 'w')
const build = spawnSync(path.join(root, 'node_modules/.bin/taro'), ['build', '--type', 'h5'], {
  cwd: root,
  stdio: ['ignore', log, log],
  env: { ...process.env, CI: process.env.CI ?? 'true' },
})
fs.closeSync(log)
if (build.status !== 0) {
  process.stdout.write('failed\n')
  const tail = fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-20).join('\n')
  console.error(`${tail}\n[start] the H5 build failed: see ${path.relative(root, logFile)}`)
  process.exit(build.status ?? 1)
}
process.stdout.write(`done in ${Math.round((Date.now() - started) / 1000)} s\n`)

const server = spawnServer({}, { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
