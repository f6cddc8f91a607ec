import { startAppShows } from '@/shell/appShows'

/** the H5 page's visibility, as a browser changes it */
function setVisibility(state: 'hidden' | 'visible'): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

function started(launched: Promise<void> = Promise.resolve()) {
  const log: string[] = []
  startAppShows(launched, { shown: () => log.push('shown'), hidden: () => log.push('hidden') })
  return log
}

afterEach(() => setVisibility('visible'))

describe('app shows (src/shell/appShows.ts): each show told once, the launch first', () => {
  test('the launch is a show of its own, without any visibility event', async () => {
    const log = started()
    await Promise.resolve()
    expect(log).toEqual(['shown'])
  })

  test('a show reported while already shown (the lifecycle telling the launch again) is not a second show', async () => {
    const log = started()
    await Promise.resolve()
    setVisibility('visible')
    expect(log).toEqual(['shown'])
  })

  test('each return from the background is one show, each leave one hide', async () => {
    const log = started()
    await Promise.resolve()
    for (let i = 0; i < 3; i += 1) {
      setVisibility('hidden')
      setVisibility('hidden')
      setVisibility('visible')
    }
    expect(log).toEqual(['shown', 'hidden', 'shown', 'hidden', 'shown', 'hidden', 'shown'])
  })

  test('the launch show waits for the stored user (React Native reads it asynchronously), and nothing comes before it', async () => {
    let read!: () => void
    const log = started(new Promise<void>((resolve) => (read = resolve)))
    setVisibility('hidden')
    setVisibility('visible')
    await Promise.resolve()
    expect(log).toEqual([])
    read()
    await Promise.resolve()
    await Promise.resolve()
    expect(log).toEqual(['shown'])
  })

  test('storage that could not be read still shows the app', async () => {
    const log = started(Promise.reject(new Error('storage unavailable')))
    await Promise.resolve()
    await Promise.resolve()
    expect(log).toEqual(['shown'])
  })
})
