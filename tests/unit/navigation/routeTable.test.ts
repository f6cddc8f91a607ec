import { ROUTES } from '@/navigation/routes'
import { TABS } from '@/navigation/tabs'

/**
 * The route list is written twice: in the route table every link is built from, and in
 * app.config.ts, which Taro reads at build time on three targets (it cannot import the table on
 * every one). This test is what keeps them one list: a page added to one and not the other fails here.
 */

type AppConfig = { pages: string[]; subPackages: { root: string; pages: string[] }[]; tabBar: { custom?: boolean; list: { pagePath: string; text: string }[] } }

function loadAppConfig(): AppConfig {
  const g = globalThis as unknown as { defineAppConfig?: (c: AppConfig) => AppConfig }
  g.defineAppConfig = (c) => c
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require('../../../src/app.config').default as AppConfig
  } finally {
    delete g.defineAppConfig
  }
}

const config = loadAppConfig()
const declared = [...config.pages, ...config.subPackages.flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))]

test('app.config.ts declares exactly the pages of the route table, each once', () => {
  expect(new Set(declared).size).toBe(declared.length)
  expect([...declared].sort()).toEqual([...Object.values(ROUTES)].sort())
})

test('the route table has the 74 routes of docs/product/routes.md', () => {
  expect(Object.values(ROUTES)).toHaveLength(74)
})

test('the tab bar of app.config.ts and the app’s own tab bar list the same tabs, in order, from the main package', () => {
  const tabPaths = config.tabBar.list.map((t) => t.pagePath)
  expect(tabPaths).toEqual([ROUTES.home, ROUTES.matches, ROUTES.picks, ROUTES.experts, ROUTES.userCenter])
  expect(TABS.map((t) => [t.pagePath, t.text])).toEqual(config.tabBar.list.map((t) => [t.pagePath, t.text]))
  for (const p of tabPaths) expect(config.pages).toContain(p)
})

test('the tab bar stays the app’s own on every target: the H5 build leaves Taro’s tab bar element out (config/h5-stubs/taro-tabbar.js)', () => {
  expect(config.tabBar.custom).toBe(true)
})
