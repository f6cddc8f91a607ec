import type { Db } from '../db'
import { writeVersion } from '../db/writeVersion'
import type { SettableClock } from '../http/context'
import { getSetting, setSetting } from './settings'

/**
 * One clock for the processes of one deployment (STORAGE=postgres, `npm run cluster`). Each process
 * has its own clock object, and POST /admin/clock reaches one of them (nginx picks which): without
 * this, the leader would tick at one time while the process that took the move answered reads at
 * another, and a move sent to a follower would never reach the ticker.
 *
 * A move is written to the settings table as the clock's whole setting (`{ origin, at, real, frozen }`:
 * the time it showed at a real moment, and whether it stands still) before it is answered. Every
 * process looks FOLLOW_MS for a newer one, which costs a write-version look-up (no query unless a
 * settings row was written here or, told through the write feed, in another process) and takes it
 * over; listeners then hear it (the leader's ticker looks at once). At start a process takes over
 * the stored setting only when it was started with the same CLOCK_START and CLOCK_FROZEN (`origin`):
 * a restarted process joins the moved clock, a deployment started with a new moment starts there.
 *
 * On SQLite one process owns the file (db/serverLock.ts): nothing needs sharing, and a restart
 * starts from its CLOCK_START as it always did.
 */
export const CLOCK_SETTING = 'clock_state'
const FOLLOW_MS = 100

interface StoredClock {
  origin: string
  at: number
  real: number
  frozen: boolean
}

export interface SharedClock {
  /** takes over the stored setting of this deployment, if any, and starts following */
  start(): Promise<void>
  /** writes this process's setting for the others: after every move */
  publish(): Promise<void>
  /** `listener` runs after another process's move was taken over */
  onMoved(listener: () => void): () => void
  stop(): void
}

function parsed(text: string | undefined): StoredClock | null {
  if (!text) return null
  try {
    const v = JSON.parse(text) as Partial<StoredClock>
    if (typeof v.origin !== 'string' || !Number.isFinite(v.at) || !Number.isFinite(v.real) || typeof v.frozen !== 'boolean') return null
    return v as StoredClock
  } catch {
    return null
  }
}

export function sharedClock(db: Db, clock: SettableClock, log: (line: string) => void = (line) => console.warn(line)): SharedClock {
  const listeners = new Set<(() => void)>()
  const version = () => writeVersion(db, 'shared_clock', [['settings']])
  let seen = -1
  let timer: NodeJS.Timeout | null = null
  let looking = false

  /**
   * the stored setting when it is newer than this clock's (set at a later real moment: `real`);
   * true when taken over. Only newer: a read that left before this process's own later move was
   * written would otherwise take that move back (two moves in a row), as would this process's own
   * earlier move after a clock set here directly. At start any stored setting of the same origin is
   * taken (a restarted process's clock was just made, so it is always "newer").
   */
  async function takeOver(atStart: boolean): Promise<boolean> {
    const stored = parsed(await getSetting(db, CLOCK_SETTING))
    if (!stored || stored.origin !== clock.origin) return false
    if (!atStart && stored.real <= clock.state().real) return false
    clock.adopt(stored)
    return true
  }

  async function look(): Promise<void> {
    const v = version()
    if (v === seen || looking || !db.open) return
    looking = true
    try {
      seen = v
      if (await takeOver(false)) for (const l of listeners) l()
    } catch (e) {
      // the next look tries again: a write feed that was down moves every version
      seen = -1
      log(`[clock] reading the shared clock failed: ${(e as Error).message}`)
    } finally {
      looking = false
    }
  }

  return {
    async start() {
      seen = version()
      await takeOver(true)
      timer = setInterval(() => void look(), FOLLOW_MS)
      timer.unref()
    },
    async publish() {
      await setSetting(db, CLOCK_SETTING, JSON.stringify({ origin: clock.origin, ...clock.state() } satisfies StoredClock))
    },
    onMoved(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = null
      listeners.clear()
    },
  }
}
