import type { HomeFirstScreenData } from '../../../types/home-first-screen'

/** docs/benchmarks.md: the answers the stand-in writes into index.html, read by the H5 app */

const data: HomeFirstScreenData = { notices: [{ id: 1, title: '金币与签到规则', content: '', created_at: 0, created_date: '2026-11-22' }], live: [], hot: [], pay: true }

function pageWith(json: string, hash: string, blockId = 'home-first-screen') {
  document.body.innerHTML = `<script type="application/json" id="${blockId}">${json}</script><div id="app"></div>`
  window.location.hash = hash
  let mod!: typeof import('../../../src/platform/homeFirstScreen')
  jest.isolateModules(() => {
    mod = jest.requireActual('../../../src/platform/homeFirstScreen')
  })
  return mod
}

test('the home opened first starts with the answers once; the block leaves the page', () => {
  const m = pageWith(JSON.stringify(data), '')
  expect(m.takeHomeFirstScreen()).toEqual(data)
  expect(document.getElementById('home-first-screen')).toBeNull()
  // a home opened again later asks the API
  expect(m.takeHomeFirstScreen()).toBeNull()
  expect(m.homeFirstScreenData()?.pay).toBe(true)
})

test('an app opened at another page keeps the pay switch but not the home’s answers', () => {
  const m = pageWith(JSON.stringify(data), '#/pages/competition/competition')
  expect(m.homeFirstScreenData()?.pay).toBe(true)
  expect(m.takeHomeFirstScreen()).toBeNull()
})

test('a page without the block, or with a broken one, has none', () => {
  expect(pageWith('{not json', '').takeHomeFirstScreen()).toBeNull()
  document.body.innerHTML = ''
  let m!: typeof import('../../../src/platform/homeFirstScreen')
  jest.isolateModules(() => {
    m = jest.requireActual('../../../src/platform/homeFirstScreen')
  })
  expect(m.homeFirstScreenData()).toBeNull()
})

// the other tabs' answers (mocks/http/h5TabFirstScreens.ts), in a block of their own
const tabs = { winnow: { double: { list: [], total: 0, has_more: false, is_vip: false, vip_expire_at: null }, single: { list: [], total: 0, has_more: false, is_vip: false, vip_expire_at: null } } }
const tabPageWith = (hash: string) => pageWith(JSON.stringify(tabs), hash, 'tab-first-screen')

test('a tab opened first starts with its answers once; another tab or a second time asks the API', () => {
  const m = tabPageWith('#/pages/winnow/winnow')
  expect(m.takeTabFirstScreen('expert')).toBeUndefined()
  expect(m.takeTabFirstScreen('winnow')).toEqual(tabs.winnow)
  expect(document.getElementById('tab-first-screen')).toBeNull()
  expect(m.takeTabFirstScreen('winnow')).toBeUndefined()
})

test('the home opened first leaves the tabs’ answers alone', () => {
  const m = tabPageWith('')
  expect(m.takeTabFirstScreen('winnow')).toBeUndefined()
  expect(m.takeHomeFirstScreen()).toBeNull()
})
