import sharp from 'sharp'

/**
 * Where picture work runs, and how much of the machine it may take. sharp runs each pipeline on one
 * of libuv's four threads, and libvips then spreads its pixels over threads of its own; password
 * hashing (scrypt) and file reads wait on the same four libuv threads. So:
 *  - image pipelines run one at a time (IMAGE_PIPELINES_AT_ONCE), the rest queue here, not on libuv;
 *  - each pipeline uses one libvips thread: pictures take at most one core, the API keeps the other;
 *  - libvips' operation cache is off: a burst of uploads leaves no hundreds of MB of decoded pixels behind.
 */
export const IMAGE_PIPELINES_AT_ONCE = 1

sharp.concurrency(1)
sharp.cache(false)

let running = 0
const waiting: Array<() => void> = []

/**
 * A picture's decoded pixels (~100 MB at the budget) are Buffers that libvips allocated; they are
 * freed only when V8 collects their handles, and an idle server runs no collection, so after a burst
 * the memory stayed taken for minutes. Once picture work has been quiet for a moment, one full
 * collection hands it back (tens of ms, once per burst). `gc` exists when the server runs with
 * --expose-gc, as scripts/serverProcess.js starts it; otherwise V8 collects in its own time.
 */
export const COLLECT_AFTER_QUIET_MS = 2000
let collectTimer: NodeJS.Timeout | undefined
const collect = (globalThis as { gc?: () => void }).gc

function collectWhenQuiet(): void {
  if (!collect || running > 0 || waiting.length > 0) return
  clearTimeout(collectTimer)
  collectTimer = setTimeout(() => {
    if (running === 0 && waiting.length === 0) collect()
  }, COLLECT_AFTER_QUIET_MS)
  collectTimer.unref()
}

/** runs `job` (one or more sharp pipelines, one after another) when no more than IMAGE_PIPELINES_AT_ONCE others run */
export async function inImageTurn<T>(job: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_PIPELINES_AT_ONCE) await new Promise<void>((go) => waiting.push(go))
  running++
  try {
    return await job()
  } finally {
    running--
    waiting.shift()?.()
    collectWhenQuiet()
  }
}
