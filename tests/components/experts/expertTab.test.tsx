import { act, fireEvent, render, screen, within } from '@testing-library/react'
import ExpertPage from '@/pages/expert/expert'
import { rootStore } from '@/stores/RootStore'
import * as firstScreen from '@/platform/homeFirstScreen'
import { deferred } from '../../setup/deferred'
import { makeUser } from '../../setup/fixtures'
import { firePageEvent } from '../../setup/pageEvents'
import { spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'
import { answerBy, expertRowFixture, ok, pageOf, refused, type Routes } from './fixtures'

let spies: TaroSpies
let routes: Routes
/** every zhuanjlieb request's fields, in order */
const listCalls = () =>
  spies.request.mock.calls
    .map(([o]) => o as { url: string; data: Record<string, unknown> })
    .filter((o) => o.url.endsWith('api/user/zhuanjlieb'))
    .map((o) => o.data)

beforeEach(() => {
  spies = spyOnTaro()
  routes = {
    'api/user/zhuanjlieb': (d) =>
      d.sort === 'month'
        ? ok(pageOf([expertRowFixture({ expert_id: 9, nickname: '月度之星' })]))
        : ok(pageOf([expertRowFixture(), expertRowFixture({ expert_id: 4, nickname: '冷门猎人', streak: 1, recent_hits: 0, recent_count: 0, settled: 0, hit_rate: 0, record: { window: 20, settled: 0, hits: 0, pushes: 0, misses: 0, hit_rate: 0 } })])),
    'api/index/zmxil': () => ok([]),
  }
  spies.request.mockImplementation(answerBy(routes))
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
  rootStore.region.pick('experts', null)
})

async function openTab() {
  render(<ExpertPage />)
  await act(async () => undefined)
}

test('the ranking shows each expert with the counts behind the rate (近20场 N中 N走 N黑), the 连红 badge and the ranked figure with its definition; this month\'s best sit on top', async () => {
  await openTab()
  const first = screen.getByTestId('expert-row-3')
  expect(within(first).getByTestId('expert-recent').textContent).toBe('近20场 13中 1走 6黑')
  expect(within(first).getByTestId('expert-streak').textContent).toBe('5连红')
  expect(within(first).getByTestId('expert-figure').textContent).toBe('68%')
  expect(within(first).getByTestId('expert-figure-label').textContent).toBe('命中率（走水不计）')
  expect(screen.getByTestId('hit-rate-definition').textContent).toBe('命中率 = 红 ÷ (红 + 黑)，走水不计，只算已结算的方案')
  // no settled pick yet: no rate to boast, no badge for a single hit
  const fresh = screen.getByTestId('expert-row-4')
  expect(within(fresh).getByTestId('expert-recent').textContent).toBe('暂无战绩')
  expect(within(fresh).queryByTestId('expert-streak')).toBeNull()
  expect(within(screen.getByTestId('famous-experts')).getByText('月度之星')).toBeTruthy()
  // the month's counts, then the rate with its definition (fixture month: 8 settled, 6 hit, 2 missed)
  expect(screen.getByTestId('famous-rate-9').textContent).toBe('本月8场 6中 2黑')
  expect(within(screen.getByTestId('famous-9')).getByText('命中率75%（走水不计）')).toBeTruthy()

  fireEvent.click(first)
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/index/expertHome?expert_id=3' })
})

test('another ranking reloads from page 1 in its order, and reaching the bottom asks for the next page', async () => {
  routes['api/user/zhuanjlieb'] = (d) => ok(pageOf([expertRowFixture({ expert_id: Number(d.page) * 10 })], Number(d.page), true))
  await openTab()
  await act(async () => void fireEvent.click(screen.getByTestId('tab-streak')))
  expect(listCalls().filter((d) => d.sort !== 'month').map((d) => `${d.sort}#${d.page}`)).toEqual(['hit_rate#1', 'streak#1'])
  await act(async () => void (await firePageEvent('onReachBottom')))
  expect(listCalls().filter((d) => d.sort !== 'month').map((d) => `${d.sort}#${d.page}`)).toEqual(['hit_rate#1', 'streak#1', 'streak#2'])
  expect(screen.getByTestId('expert-row-20')).toBeTruthy()
})

test('follow shows at once and goes back when the server refuses; logged out it asks to log in', async () => {
  await openTab()
  fireEvent.click(screen.getByTestId('follow-3'))
  expect(toastTitles(spies)).toContain('请先登录')
  expect(spies.request.mock.calls.some(([o]) => String((o as { url: string }).url).includes('guanz_expert_attention'))).toBe(false)

  rootStore.user.signIn(makeUser())
  const answer = deferred<unknown>()
  routes['api/user/guanz_expert_attention'] = () => answer.promise
  await act(async () => void fireEvent.click(screen.getByTestId('follow-3')))
  expect(screen.getByTestId('follow-3').textContent).toBe('已关注')
  await act(async () => {
    answer.resolve(await refused('操作太频繁'))
  })
  expect(screen.getByTestId('follow-3').textContent).toBe('+ 关注')

  routes['api/user/guanz_expert_attention'] = () => ok({ followed: true, followers: 121 })
  await act(async () => void fireEvent.click(screen.getByTestId('follow-3')))
  expect(screen.getByTestId('follow-3').textContent).toBe('已关注')
})

test('a failed ranking says why with a retry that loads it', async () => {
  routes['api/user/zhuanjlieb'] = () => refused('服务繁忙')
  await openTab()
  expect(screen.getByTestId('state-error').textContent).toContain('服务繁忙')
  routes['api/user/zhuanjlieb'] = () => ok(pageOf([expertRowFixture()]))
  await act(async () => void fireEvent.click(screen.getByText('重试')))
  expect(screen.getByTestId('expert-row-3')).toBeTruthy()
})

test('the region chosen on the picker filters the ranking when the tab shows again', async () => {
  await openTab()
  fireEvent.click(screen.getByTestId('expert-region'))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/expert/country?for=experts' })
  rootStore.region.pick('experts', { kind: 'country', id: 44, name: '英格兰', continent_id: 1 })
  await act(async () => void (await firePageEvent('componentDidShow')))
  expect(listCalls().at(-1)).toMatchObject({ sort: 'hit_rate', country_id: 44, page: 1 })
  expect(screen.getByTestId('expert-region').textContent).toContain('英格兰')
})

test('while this month\'s best and the competitions are asked for, their places are kept (the ranking does not move down when they come)', async () => {
  const famous = deferred<unknown>()
  const leagues = deferred<unknown>()
  const ranking = routes['api/user/zhuanjlieb']
  routes['api/user/zhuanjlieb'] = (d) => (d.sort === 'month' ? famous.promise : ranking(d))
  routes['api/index/zmxil'] = () => leagues.promise
  await openTab()
  expect(screen.getByTestId('famous-experts-pending')).toBeTruthy()
  expect(screen.getByTestId('expert-league-all')).toBeTruthy()
  await act(async () => {
    famous.resolve(await ok(pageOf([expertRowFixture({ expert_id: 9, nickname: '月度之星' })])))
    leagues.resolve(await ok([]))
  })
  expect(screen.queryByTestId('famous-experts-pending')).toBeNull()
  expect(within(screen.getByTestId('famous-experts')).getByText('月度之星')).toBeTruthy()
  // no competition to offer: no row
  expect(screen.queryByTestId('expert-league-all')).toBeNull()
})

test('opened first on H5 with its written answers: the first render draws the rows a first screen shows, the rest come a few per task', async () => {
  const rows = Array.from({ length: 20 }, (_, i) => expertRowFixture({ expert_id: 100 + i, nickname: `专家${i}` }))
  const written = pageOf(rows.slice(0, 8))
  routes['api/user/zhuanjlieb'] = (d) => (d.sort === 'month' ? ok(pageOf([])) : ok(pageOf(rows)))
  jest.spyOn(firstScreen, 'takeTabFirstScreen').mockReturnValue({ famous: pageOf([]), leagues: [], ranking: written })
  const drawnRows = () => screen.queryAllByTestId(/^expert-row-\d+$/).length
  jest.useFakeTimers()
  render(<ExpertPage />)
  expect(drawnRows()).toBe(6)
  // one stage's task at a time: with real timers a busy machine let several stages' tasks fall due together
  const nextTask = () => act(async () => void jest.advanceTimersToNextTimer())
  await nextTask()
  expect(drawnRows()).toBeGreaterThan(6)
  expect(drawnRows()).toBeLessThan(20)
  for (let i = 0; i < 4; i++) await nextTask()
  // the whole first page in the end, in the ranking's order
  expect(drawnRows()).toBe(20)
  expect(screen.getByTestId('expert-row-119')).toBeTruthy()
})
