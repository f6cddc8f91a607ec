import type { TestServer } from '../server/helpers'
import { allRoutes, pageJson } from './build'
import { loadPage } from './harness'
import { startStandIn } from './standInServer'

let server: TestServer

beforeAll(async () => {
  server = await startStandIn()
})
afterAll(() => server.close())

// every page of the build, loaded as WeChat loads it, with no parameters and nobody logged in
test.each(allRoutes())('%s renders its title without an error', async (route) => {
  const page = await loadPage(route, { server: server.app })
  try {
    expect(page.errors).toEqual([])
    const title = pageJson(route).navigationBarTitleText
    expect(title).toBeTruthy()
    expect(page.title()).toBe(title)
  } finally {
    page.unload()
  }
})

test('the back-less nav bar of a page opened directly relaunches the home tab', async () => {
  const page = await loadPage('pages/msyng/essay/essay', { server: server.app })
  try {
    await page.tap('[class*="nav-bar__action"]')
    expect(page.log.navigations).toEqual(['reLaunch /pages/index/index'])
  } finally {
    page.unload()
  }
})
