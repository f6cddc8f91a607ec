import { loadPage, type RenderedPage } from './harness'
import { startStandIn } from './standInServer'
import { setSetting } from '../../mocks/services/settings'

const tabTexts = (bar: RenderedPage) =>
  Array.from(bar.dom.querySelectorAll('[class*="app-tab-bar__text"]')).map((el) => el.textContent)

// docs/product/pay-module.md: the custom tab bar follows the pay-module flag the app fetches on show
test.each([
  [false, ['首页', '赛事', '我的']],
  [true, ['首页', '赛事', '精选', '专家', '我的']],
])('with the pay module %s the tab bar shows %j', async (payModule, tabs) => {
  const server = await startStandIn({ payModule })
  const bar = await loadPage('custom-tab-bar/index', { server: server.app })
  try {
    expect(bar.log.requests).toContain('POST api/User/w')
    expect(tabTexts(bar)).toEqual(tabs)
  } finally {
    bar.unload()
    await server.close()
  }
})

// docs/product/pay-module.md: each return from the background asks the flag once more (wx.onAppShow), and the tabs follow the answer
test('each time the app comes back from the background it asks the flag once, and the tab bar follows it', async () => {
  const server = await startStandIn({ payModule: false })
  const bar = await loadPage('custom-tab-bar/index', { server: server.app })
  const asked = () => bar.log.requests.filter((r) => r === 'POST api/User/w').length
  try {
    // the launch: WeChat tells both App onShow and wx.onAppShow, one request all the same
    expect([asked(), tabTexts(bar)]).toEqual([1, ['首页', '赛事', '我的']])
    const shows: Array<[boolean, string[]]> = [
      [true, ['首页', '赛事', '精选', '专家', '我的']],
      [false, ['首页', '赛事', '我的']],
      [true, ['首页', '赛事', '精选', '专家', '我的']],
    ]
    for (const [index, [payModule, tabs]] of shows.entries()) {
      await bar.appHide()
      // the operator switches the flag while the app is in the background
      await setSetting(server.db, 'pay_module', payModule ? '1' : '0')
      expect(asked()).toBe(index + 1)
      await bar.appShow()
      expect([asked(), tabTexts(bar)]).toEqual([index + 2, tabs])
    }
  } finally {
    bar.unload()
    await server.close()
  }
})
