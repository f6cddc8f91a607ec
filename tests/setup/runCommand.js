// A child process run to its end without blocking the event loop, so a suite's global setup can
// build (Taro, one or two cores) and seed its template database (one core, 10–20 s) side by side.
const { spawn } = require('node:child_process')

/** resolves { status, output } (stdout and stderr together, in order) once the command has exited */
function runCommand(cmd, args, { cwd, env }) {
  return new Promise((resolve) => {
    let output = ''
    const proc = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    proc.stdout.on('data', (d) => (output += d.toString()))
    proc.stderr.on('data', (d) => (output += d.toString()))
    proc.once('error', (e) => resolve({ status: null, output: `${output}\n${e.message}` }))
    proc.once('close', (status) => resolve({ status, output }))
  })
}

module.exports = { runCommand }
