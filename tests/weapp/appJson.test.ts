import path from 'node:path'
import { allRoutes, folderBytes, readAppJson } from './build'
import { distDir } from './paths'
import { MAIN_ROUTES, SUBPACKAGE_PAGES, SUBPACKAGE_ROOT, TAB_ROUTES } from './routes'

const MB = 1024 * 1024
const app = readAppJson()

test('app.json declares exactly the routes of docs/product/routes.md', () => {
  expect(app.pages).toEqual(MAIN_ROUTES)
  expect(app.subPackages).toEqual([{ root: SUBPACKAGE_ROOT, pages: SUBPACKAGE_PAGES }])
  expect(new Set(allRoutes(app)).size).toBe(MAIN_ROUTES.length + SUBPACKAGE_PAGES.length)
})

test('the tab bar has the five tabs in order, drawn by the custom tab bar', () => {
  expect(app.tabBar?.custom).toBe(true)
  expect(app.tabBar?.list.map((t) => t.pagePath)).toEqual(TAB_ROUTES)
  expect(app.tabBar?.list.map((t) => t.text)).toEqual(['首页', '赛事', '精选', '专家', '我的'])
})

test('the main package and the subpackage stay under WeChat’s 2 MB limit', () => {
  const subDirs = (app.subPackages ?? []).map((p) => p.root)
  const main = folderBytes(distDir, subDirs)
  const subs = subDirs.map((root) => ({ root, bytes: folderBytes(path.join(distDir, root)) }))
  console.log(
    `[weapp] main package ${(main / 1024).toFixed(0)} KB; ` +
      subs.map((s) => `${s.root} ${(s.bytes / 1024).toFixed(0)} KB`).join(', '),
  )
  expect(main).toBeLessThan(2 * MB)
  for (const s of subs) expect(s.bytes).toBeLessThan(2 * MB)
  expect(main + subs.reduce((n, s) => n + s.bytes, 0)).toBeLessThan(20 * MB)
})
