import Taro from '@tarojs/taro'
import { pageChanged } from '@/platform/pageChange'

const tick = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const announce = (path: string) => Taro.eventCenter.trigger('__afterTaroRouterChange', { toLocation: { path } })

describe('pageChanged: a navigation and the page it puts on screen (H5)', () => {
  it('asked for while the router launches (the first page not up yet), it waits for that page, then navigates', async () => {
    Taro.eventCenter.trigger('__taroRouterLaunch', { path: 'pages/index/index' })
    const navigate = jest.fn(() => Promise.resolve())
    let shown = false
    const done = pageChanged('/pages/user/user', navigate).then(() => {
      shown = true
    })
    await tick(20)
    // a relaunch now found no page stack and was lost: nothing is asked of the router yet
    expect(navigate).not.toHaveBeenCalled()
    announce('/pages/index/index')
    await tick(5)
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(shown).toBe(false)
    announce('/pages/user/user')
    await done
    expect(shown).toBe(true)
  })

  it('once the first page is up, a navigation starts at once', async () => {
    const navigate = jest.fn(() => Promise.resolve())
    const done = pageChanged('/pages/user/user', navigate)
    await Promise.resolve()
    await Promise.resolve()
    expect(navigate).toHaveBeenCalledTimes(1)
    announce('/pages/user/user')
    await done
  })
})
