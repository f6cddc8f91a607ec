// The stand-in server as its own process, started as `npm run server` starts it (scripts/serverProcess.js).
// Used by globalSetup.js (to seed the template database once) and by harness.ts (a server per test file).
const { spawnServer } = require('../../scripts/serverProcess')

/** the operator token of the suite's servers (the server wants 12 characters or more) */
const DEFAULT_ADMIN_TOKEN = 'e2e-operator-token'

/**
 * Starts the server and resolves once it says it is ready.
 * opts: { port, dbFile, h5Dir?, payModule?, extensions?, adminToken?, clockStart?, clockFrozen?, timeoutMs? }
 * extensions false: the specification's part only (EXTENSIONS=off); default served.
 * clockStart (ms): the server's clock starts there (CLOCK_START), frozen with clockFrozen; else real time.
 */
function startServerProcess(opts) {
  let output = ''
  const proc = spawnServer({
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DB_FILE: opts.dbFile,
    // '' = no H5 app (a named folder without a build stops the server)
    H5_DIR: opts.h5Dir ?? '',
    PAY_MODULE: opts.payModule ? '1' : '0',
    EXTENSIONS: opts.extensions === false ? 'off' : 'on',
    ADMIN_TOKEN: opts.adminToken ?? DEFAULT_ADMIN_TOKEN,
    CLOCK_START: opts.clockStart == null ? '' : String(opts.clockStart),
    CLOCK_FROZEN: opts.clockFrozen ? '1' : '0',
  }, { stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = new Promise((resolve) => proc.once('exit', resolve))
  proc.stdout.on('data', (d) => (output += d.toString()))
  proc.stderr.on('data', (d) => (output += d.toString()))
  const server = {
    proc,
    log: () => output,
    /** SIGTERM: the server closes its database (checkpointing it) and exits */
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM')
      await exited
    },
  }
  return new Promise((resolve, reject) => {
    const fail = (why) => {
      clearTimeout(timer)
      proc.kill('SIGKILL')
      reject(new Error(`the stand-in server did not start on port ${opts.port} (${why}):\n${output.slice(-3000)}`))
    }
    const timer = setTimeout(() => fail('timed out'), opts.timeoutMs ?? 180_000)
    proc.stdout.on('data', () => {
      if (output.includes('ready in')) {
        clearTimeout(timer)
        resolve(server)
      }
    })
    proc.once('exit', (code) => fail(`exited with ${code}`))
  })
}

module.exports = { startServerProcess, DEFAULT_ADMIN_TOKEN }
