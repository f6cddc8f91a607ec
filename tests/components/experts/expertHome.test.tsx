import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import ExpertHomePage from '@/pages/index/expertHome'
import { rootStore } from '@/stores/RootStore'
import { makeUser } from '../../setup/fixtures'
import { makeMember } from '../accounts/fixtures'
import { spyOnTaro, type TaroSpies } from '../../setup/taroSpies'
import { answerBy, lockedRowFixture, ok, pageOf, predictionRowFixture, profileFixture, refused, type Routes } from './fixtures'

let spies: TaroSpies
let routes: Routes
const statusesAsked = () =>
  spies.request.mock.calls
    .map(([o]) => o as { url: string; data: Record<string, unknown> })
    .filter((o) => o.url.endsWith('api/user/zjxq_fbxx'))
    .map((o) => o.data.status)

function openWith(params: Record<string, string>) {
  Current.router = { params, path: '/pages/index/expertHome', $taroPath: 'expertHome', onReady: '', onHide: '', onShow: '' }
}

beforeEach(() => {
  spies = spyOnTaro()
  openWith({ expert_id: '3' })
  routes = {
    'api/user/zjxq': () => ok(profileFixture()),
    'api/user/zjxq_fbxx': (d) =>
      ok(d.status === 'settled' ? pageOf([predictionRowFixture({ id: 21, win_or_not: 1 })]) : pageOf([predictionRowFixture({ id: 11 }), lockedRowFixture({ id: 12 })])),
  }
  spies.request.mockImplementation(answerBy(routes))
})
afterEach(() => {
  Current.router = null
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
  rootStore.app.setPayModule(false)
})

async function openPage() {
  render(<ExpertHomePage />)
  await act(async () => undefined)
}

test('the record a buyer can check: hit rates over the named windows, streaks, return, the last results under their own counts, the months', async () => {
  await openPage()
  expect(screen.getByTestId('rate-10').textContent).toBe('78%')
  expect(screen.getByTestId('rate-20').textContent).toBe('68%')
  // 40 settled: no 近50场 is named
  expect(screen.queryByTestId('rate-50')).toBeNull()
  expect(screen.queryByText('近50场命中')).toBeNull()
  expect(screen.getByTestId('rate-all').textContent).toBe('66%')
  // what the rates are made of, pushes named and left out
  expect(screen.getByTestId('record-definition').textContent).toBe('已结算 40 场：25中 2走 13黑。命中率 = 红 ÷ (红 + 黑)，走水不计，只算已结算的方案')
  expect(screen.getByTestId('streak-current').textContent).toBe('5')
  expect(screen.getByTestId('streak-best').textContent).toBe('8')
  expect(screen.getByTestId('return-rate').textContent).toBe('+16.3%')
  // the heading counts exactly the chips under it
  expect(screen.getByTestId('recent-heading').textContent).toBe('近20场 · 13红 6黑 1走')
  const strip = screen.getByTestId('result-strip')
  expect(within(strip).getAllByText('红')).toHaveLength(13)
  expect(within(strip).getAllByText('黑')).toHaveLength(6)
  expect(within(strip).getAllByText('走')).toHaveLength(1)
  // the chart runs oldest to newest: October's loss, then November's gain
  expect(screen.getAllByTestId('month-hit-rate').map((c) => c.textContent)).toEqual(['40%', '75%'])
  expect(screen.getAllByTestId('month-roi').map((c) => c.textContent)).toEqual(['−3.10', '+2.40'])
  expect(screen.getByText('10月')).toBeTruthy()
})

test('an expert with 12 settled picks: only 近10场 and 全部 are named, and the chips\' heading says 近12场', async () => {
  const full = profileFixture().full_record
  routes['api/user/zjxq'] = () => ok(profileFixture({
    full_record: {
      ...full,
      settled: 12, hits: 8, misses: 2, pushes: 2, hit_rate: 80,
      windows: [
        { window: 10, settled: 10, hits: 7, pushes: 1, misses: 2, hit_rate: 78, label: '近10场' },
        { window: 12, settled: 12, hits: 8, pushes: 2, misses: 2, hit_rate: 80, label: '全部' },
      ],
      recent: [1, 1, 1, 1, 1, 2, 3, 2, 1, 1, 3, 1],
      recent_record: { window: 20, settled: 12, hits: 8, pushes: 2, misses: 2, hit_rate: 80, label: '近12场' },
    },
  }))
  await openPage()
  expect(screen.getAllByText(/命中$/).map((t) => t.textContent)).toEqual(['近10场命中', '全部命中'])
  expect(screen.queryByTestId('rate-20')).toBeNull()
  expect(screen.getByTestId('recent-heading').textContent).toBe('近12场 · 8红 2黑 2走')
  expect(within(screen.getByTestId('result-strip')).getAllByText('红')).toHaveLength(8)
})

test('current predictions first (a paid one locked), the settled ones on the other tab; a card opens its detail', async () => {
  await openPage()
  expect(within(screen.getByTestId('prediction-card-11')).getByTestId('card-pick').textContent).toContain('主队 -0.5')
  expect(within(screen.getByTestId('prediction-card-12')).getByTestId('card-locked')).toBeTruthy()
  expect(within(screen.getByTestId('prediction-card-12')).getByTestId('card-price').textContent).toBe('18金币')

  await act(async () => void fireEvent.click(screen.getByTestId('tab-settled')))
  expect(statusesAsked()).toEqual(['current', 'settled'])
  expect(screen.queryByTestId('prediction-card-11')).toBeNull()
  expect(within(screen.getByTestId('prediction-card-21')).getByTestId('card-result').textContent).toBe('红')
  fireEvent.click(screen.getByTestId('prediction-card-21'))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/index/crossoverDetail?id=21' })
})

test('follow counts at once and stays when the server agrees; the summary opens by competition and play', async () => {
  rootStore.user.signIn(makeUser())
  routes['api/user/guanz_expert_attention'] = () => ok({ followed: true, followers: 121 })
  routes['api/user/get_member'] = () => ok(makeMember({ follow_count: 4 }))
  await openPage()
  expect(screen.getByTestId('expert-followers').textContent).toContain('120 粉丝')
  await act(async () => void fireEvent.click(screen.getByTestId('follow-expert')))
  expect(screen.getByTestId('follow-expert').textContent).toBe('已关注')
  expect(screen.getByTestId('expert-followers').textContent).toContain('121 粉丝')
  // 我的's 关注 count is read again at once, not at the next visit
  expect(rootStore.member.info?.follow_count).toBe(4)
  fireEvent.click(screen.getByTestId('open-summary'))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/msyng/WellKnown/ummary?expert_id=3' })
})

test('an expert who does not exist says so; a missing id is refused without a request', async () => {
  routes['api/user/zjxq'] = () => refused('专家不存在', 404)
  await openPage()
  expect(screen.getByTestId('state-error').textContent).toContain('专家不存在')

  openWith({})
  spies.request.mockClear()
  render(<ExpertHomePage />)
  await act(async () => undefined)
  expect(spies.request).not.toHaveBeenCalled()
})
