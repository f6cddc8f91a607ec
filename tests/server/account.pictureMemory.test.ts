/**
 * Issue 35 item 4: memory returns after a burst of pictures. Decoded pixels are Buffers that only a
 * collection frees, and an idle server runs none; so the picture queue asks for one full collection
 * once picture work has been quiet for a moment (the server runs with --expose-gc, set by
 * scripts/serverProcess.js). The decoded pixels themselves live in the picture worker, whose process
 * ends after a quiet period (tests/server/account.pictureWorker.test.ts); this collection frees what
 * crossed into the server, and everything when PICTURE_WORKER=off. bench:pictures measures the memory itself.
 */
import { SERVER_ARGS } from '../../scripts/serverProcess'

type ImageWork = typeof import('../../mocks/services/imageWork')

/** the queue module loaded afresh with `gc` as the global collector */
function imageWorkWith(gc: (() => void) | undefined): ImageWork {
  const g = globalThis as { gc?: () => void }
  const saved = g.gc
  g.gc = gc
  try {
    let work: ImageWork | undefined
    jest.isolateModules(() => {
      work = jest.requireActual<ImageWork>('../../mocks/services/imageWork')
    })
    return work as ImageWork
  } finally {
    g.gc = saved
  }
}

describe('memory after picture work', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('the server process is started with the collector exposed', () => {
    expect(SERVER_ARGS).toContain('--expose-gc')
  })

  it('collects once, when a burst of pictures has been quiet for a moment, not between its pictures', async () => {
    const gc = jest.fn()
    const { inImageTurn, COLLECT_AFTER_QUIET_MS } = imageWorkWith(gc)
    // three pictures at once: they queue and run one after another
    let release!: () => void
    const first = inImageTurn(() => new Promise<void>((r) => (release = r)))
    const rest = [inImageTurn(async () => 2), inImageTurn(async () => 3)]
    jest.advanceTimersByTime(COLLECT_AFTER_QUIET_MS * 3)
    expect(gc).not.toHaveBeenCalled()
    release()
    await Promise.all([first, ...rest])
    // the last picture just ended: not yet
    jest.advanceTimersByTime(COLLECT_AFTER_QUIET_MS - 1)
    expect(gc).not.toHaveBeenCalled()
    // another picture inside the quiet period starts the wait again
    await inImageTurn(async () => 4)
    jest.advanceTimersByTime(COLLECT_AFTER_QUIET_MS - 1)
    expect(gc).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(gc).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(COLLECT_AFTER_QUIET_MS * 10)
    expect(gc).toHaveBeenCalledTimes(1)
  })

  it('without an exposed collector the queue works as before and asks nothing', async () => {
    const { inImageTurn, COLLECT_AFTER_QUIET_MS } = imageWorkWith(undefined)
    await expect(inImageTurn(async () => 'done')).resolves.toBe('done')
    jest.advanceTimersByTime(COLLECT_AFTER_QUIET_MS * 2)
  })
})
