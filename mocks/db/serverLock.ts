import fs from 'node:fs'

/**
 * The server's claim on its database file: `<DB_FILE>.server.pid` holds the running server's
 * process id. Tools that must not run under a live server (db:restore swaps the file and removes
 * the write-ahead log, which a running server would go on using) look for a live holder first.
 */
export const lockFileOf = (dbFile: string): string => `${dbFile}.server.pid`

/** whether a process with this id is alive (EPERM: alive, under another user) */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** the id of a live server holding the database, or undefined (no lock, or one left by a dead process) */
export function serverHolding(dbFile: string): number | undefined {
  let pid: number
  try {
    pid = Number(fs.readFileSync(lockFileOf(dbFile), 'utf8').trim())
  } catch {
    return undefined
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : undefined
}

/** claims the database for this process until it exits; an in-memory database needs no claim */
export function holdDatabase(dbFile: string): void {
  if (dbFile === ':memory:') return
  const lock = lockFileOf(dbFile)
  fs.writeFileSync(lock, `${process.pid}\n`)
  process.on('exit', () => {
    // only our own claim is removed: a later server may have taken the file over
    try {
      if (fs.readFileSync(lock, 'utf8').trim() === String(process.pid)) fs.rmSync(lock, { force: true })
    } catch {
      // already gone
    }
  })
}
