import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import SearchCptPage from '@/pages/index/searchCpt'
import { firePageEvent } from '../setup/pageEvents'
import { httpAnswer, spyOnTaro, toastTitles, type TaroSpies } from '../setup/taroSpies'
import { specificationOnlyBackend } from '../setup/backends'
import { expertRowFixture } from './experts/fixtures'
import { matchRowFixture } from './matchFixtures'

let spies: TaroSpies
/** the search requests sent: keyword and page */
const searches = () =>
  spies.request.mock.calls
    .map(([o]) => o as { url: string; data: { keyword: string; page: number } })
    .filter((o) => o.url.endsWith('api/index/saibotiyu'))
    .map((o) => `${o.data.keyword}#${o.data.page}`)

beforeEach(() => {
  spies = spyOnTaro()
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  window.localStorage.clear()
  spies.request.mockImplementation(((opts: { url: string; data: { page: number } }) => {
    // the experts side of the search (tests/unit/stores/searchPageModel.test.ts) finds nobody here
    if (opts.url.endsWith('api/index/hot_search')) return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { list: [] } }))
    if (opts.url.endsWith('api/Expert/search_expert')) return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { list: [], page: 1, limit: 10, total: 0, has_more: false } }))
    const page = Number(opts.data.page)
    const list = [matchRowFixture({ id: page * 100 + 1 }), matchRowFixture({ id: page * 100 + 2 })]
    const players = [{ player: { id: 9, name: '托马斯·穆勒', position: '前锋', shirt_number: 25 }, team: { id: 5, name: '拜仁', logo: '' } }]
    return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { leagues: [], teams: [{ id: 5, name: '拜仁', logo: '' }], players, matches: { list, page, limit: 20, total: 60, has_more: page < 3 } } }))
  }) as never)
})
afterEach(() => jest.restoreAllMocks())


test('a blank keyword is refused with a message and sends nothing', async () => {
  render(<SearchCptPage />)
  await act(async () => void fireEvent.click(screen.getByTestId('search-submit')))
  expect(spies.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请输入关键词' }))
  expect(searches()).toEqual([])
})

test('results page on reach-bottom, and pulling down searches the same keyword again from page 1', async () => {
  render(<SearchCptPage />)
  const input = screen.getByTestId('search-input')
  await act(async () => {
    input.dispatchEvent(new CustomEvent('input', { detail: { value: '拜仁' }, bubbles: true }))
  })
  await act(async () => void fireEvent.click(screen.getByTestId('search-submit')))
  expect(searches()).toEqual(['拜仁#1'])
  expect(screen.getByText('拜仁')).toBeTruthy()
  await act(async () => void (await firePageEvent('onReachBottom')))
  expect(searches()).toEqual(['拜仁#1', '拜仁#2'])
  await act(async () => void (await firePageEvent('onPullDownRefresh')))
  expect(searches()).toEqual(['拜仁#1', '拜仁#2', '拜仁#1'])
  expect(Taro.stopPullDownRefresh).toHaveBeenCalled()
})

/** types a keyword and presses 搜索 */
async function searchFor(keyword: string) {
  const input = screen.getByTestId('search-input')
  await act(async () => {
    input.dispatchEvent(new CustomEvent('input', { detail: { value: keyword }, bubbles: true }))
  })
  await act(async () => void fireEvent.click(screen.getByTestId('search-submit')))
}

test('results come in sections: a team opens its home, a player opens their card over the club’s home', async () => {
  render(<SearchCptPage />)
  await searchFor('bl')
  fireEvent.click(screen.getByText('拜仁'))
  expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/msyng/RecentGames/RecentGames?team_id=5' })
  const player = screen.getByTestId('search-player-9')
  expect(player.textContent).toContain('托马斯·穆勒')
  expect(player.textContent).toContain('拜仁 · 前锋 · 25号')
  fireEvent.click(player)
  expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/msyng/RecentGames/RecentGames?team_id=5&player_id=9' })
})

test('recent searches are kept on the device and search again when tapped', async () => {
  const first = render(<SearchCptPage />)
  await searchFor('manche')
  first.unmount()
  render(<SearchCptPage />)
  await act(async () => undefined)
  const recent = screen.getAllByTestId('search-history')
  expect(recent.map((r) => r.textContent)).toEqual(['manche'])
  await act(async () => void fireEvent.click(recent[0]))
  expect(searches()).toEqual(['manche#1', 'manche#1'])
})

test('a search that finds nothing says so once and offers no 刷新', async () => {
  spies.request.mockImplementation(((opts: { url: string; data: { page: number } }) => {
    if (opts.url.endsWith('api/index/hot_search')) return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { list: [] } }))
    if (opts.url.endsWith('api/Expert/search_expert')) return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { list: [], page: 1, limit: 10, total: 0, has_more: false } }))
    return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { leagues: [], teams: [], players: [], experts: [], matches: { list: [], page: 1, limit: 20, total: 0, has_more: false } } }))
  }) as never)
  render(<SearchCptPage />)
  const input = screen.getByTestId('search-input')
  await act(async () => {
    input.dispatchEvent(new CustomEvent('input', { detail: { value: '不存在的球队' }, bubbles: true }))
  })
  await act(async () => void fireEvent.click(screen.getByTestId('search-submit')))
  expect(screen.getByText('没有找到相关结果，换个关键词或拼音试试')).toBeTruthy()
  expect(screen.queryByTestId('search-players')).toBeNull()
  expect(screen.queryByText('刷新')).toBeNull()
})

test('on a backend with the specification’s endpoints only experts are found by the one search, and no 热门搜索 shows (issue 32)', async () => {
  await specificationOnlyBackend()
  const answer = spies.request.getMockImplementation()!
  spies.request.mockImplementation(((opts: { url: string; data: { page: number } }) => {
    if (!opts.url.endsWith('api/index/saibotiyu')) return answer(opts as never)
    return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { leagues: [], teams: [], players: [], experts: [expertRowFixture({ expert_id: 12, nickname: '老球迷' })], matches: { list: [], page: 1, limit: 20, total: 0, has_more: false } } }))
  }) as never)
  render(<SearchCptPage />)
  await act(async () => undefined)
  expect(screen.queryByTestId('hot-searches')).toBeNull()
  await searchFor('laoqiumi')
  expect(screen.getByTestId('search-expert-12').textContent).toContain('老球迷')
  const paths = spies.request.mock.calls.map(([o]) => (o as { url: string }).url)
  expect(paths.some((u) => u.endsWith('api/Expert/search_expert') || u.endsWith('api/index/hot_search'))).toBe(false)
  expect(document.body.textContent).not.toMatch(/404|请求失败|系统错误/)
  expect(toastTitles(spies)).toEqual([])
})

test('on a specification-only backend (no 热门搜索) with no history, the page says what can be searched instead of standing empty', async () => {
  await specificationOnlyBackend()
  render(<SearchCptPage />)
  await act(async () => undefined)
  expect(screen.getByTestId('search-hint').textContent).toContain('可搜索球队、球员、赛事、专家和比赛')
  expect(screen.queryByTestId('hot-searches')).toBeNull()
  expect(spies.request).not.toHaveBeenCalled()
})
