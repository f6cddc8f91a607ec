import { loadPage, type RenderedPage } from './harness'
import { startStandIn } from './standInServer'

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
