import sharp from 'sharp'
import { inPictureWorker } from './pictureWorker'

export { PictureWorkerGone } from './pictureWorker'

/**
 * Where picture work runs, and how much of the machine it may take. sharp runs each pipeline on one
 * of libuv's four threads, and libvips then spreads its pixels over threads of its own; password
 * hashing (scrypt) and file reads wait on the same four libuv threads. So:
 *  - the heavy pipelines run in the picture worker, a child process at a lower CPU priority
 *    (mocks/services/pictureWorker.ts): the kernel gives logins and the API the cores first;
 *    PICTURE_WORKER=off runs them in the server itself, as before (the bench's reference);
 *  - image pipelines run one at a time (IMAGE_PIPELINES_AT_ONCE), the rest queue here in the server;
 *  - each pipeline uses one libvips thread: pictures take at most one core, the API keeps the other;
 *  - libvips' operation cache is off: a burst of uploads leaves no hundreds of MB of decoded pixels behind.
 */
export const IMAGE_PIPELINES_AT_ONCE = 1

/** one libvips thread per pipeline and no operation cache, in the server and in the picture worker */
export function limitLibvips(): void {
  sharp.concurrency(1)
  sharp.cache(false)
}
limitLibvips()

let running = 0
const waiting: Array<() => void> = []

/**
 * A picture's decoded pixels (~100 MB at the budget) are Buffers that libvips allocated; they are
 * freed only when V8 collects their handles, and an idle server runs no collection, so after a burst
 * the memory stayed taken for minutes. Once picture work has been quiet for a moment, one full
 * collection hands it back (tens of ms, once per burst). With the worker, the pixels live and die in
 * its process (which exits when quiet); the server still holds the files and results that crossed. `gc` exists when the server runs with
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

/** a table of picture jobs: each takes one input and answers one output, both plain values and Buffers */
type JobTable<J> = { [K in keyof J]: (input: never) => Promise<unknown> }

export interface PictureWork<J extends JobTable<J>> {
  /** runs `job` with `input` in turn with all other picture work: in the picture worker, or here when PICTURE_WORKER=off */
  run<K extends keyof J & string>(job: K, input: Parameters<J[K]>[0]): Promise<Awaited<ReturnType<J[K]>>>
}

/** in the server itself (PICTURE_WORKER=off), read at each job so an operator or a test can choose */
const inServer = (): boolean => process.env.PICTURE_WORKER === 'off'

/**
 * The picture jobs of `jobs`, whose module is `jobsFile` (it exports them as `pictureJobs`): the
 * worker loads them from there, the server calls them directly when it runs them itself.
 */
export function pictureWork<J extends JobTable<J>>(jobs: J, jobsFile: string): PictureWork<J> {
  // the table's types say what each job takes and answers; across the process they are the same values
  const call = (job: string, input: unknown): Promise<unknown> => inServer()
    ? (jobs[job as keyof J] as unknown as (input: unknown) => Promise<unknown>)(input)
    : inPictureWorker(jobsFile, job, input)
  return {
    run: <K extends keyof J & string>(job: K, input: Parameters<J[K]>[0]) =>
      inImageTurn(() => call(job, input) as Promise<Awaited<ReturnType<J[K]>>>),
  }
}
