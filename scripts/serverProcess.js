#!/usr/bin/env node
/**
 * How the stand-in's server process starts, in one place (`npm run server`, `npm start`, the benches
 * and the browser suites): node with tsx's loader over mocks/server.ts, so the server is that process
 * itself and its pid and /proc figures are the server's.
 *
 * MALLOC_ARENA_MAX=2: sharp decodes pictures on libuv's and libvips' threads, and glibc's malloc gives
 * each thread an arena of its own that it seldom hands back; after eight near-budget uploads the
 * server kept +140 MB for a minute and more. Two arenas keep the freed pixels returnable (the same
 * burst ends below where it started; docs/benchmarks.md, bench:pictures). An operator's own value wins.
 *
 * --expose-gc: the decoded pixels are Buffers freed only by a collection, which an idle server does not
 * run; the picture queue asks for one once picture work has gone quiet (mocks/services/imageWork.ts).
 */
const { spawn } = require('node:child_process')
const path = require('node:path')

const root = path.resolve(__dirname, '..')

/** the environment the server runs with: ours, then the caller's, then `extra` */
function serverEnv(extra = {}) {
  return { MALLOC_ARENA_MAX: '2', ...process.env, ...extra }
}

/** node's arguments that run the server (with process.execPath, from the project's root) */
const SERVER_ARGS = ['--expose-gc', '--import', 'tsx', 'mocks/server.ts']

/** spawns the server; `options` as child_process.spawn's (cwd and env are set here); `args` for a bench's reference run */
function spawnServer(extra = {}, options = {}, args = SERVER_ARGS) {
  return spawn(process.execPath, args, { ...options, cwd: root, env: serverEnv(extra) })
}

module.exports = { root, serverEnv, spawnServer, SERVER_ARGS }

if (require.main === module) {
  const server = spawnServer({}, { stdio: 'inherit' })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}
