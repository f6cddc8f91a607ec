import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import { pendingActions } from '@/stores/pendingActionStore'
import CrossoverDetailPage from '@/pages/index/crossoverDetail'
import { rootStore } from '@/stores/RootStore'
import { deferred } from '../../setup/deferred'
import { makeUser } from '../../setup/fixtures'
import { spyOnTaro, type TaroSpies } from '../../setup/taroSpies'
import { HIT_RATE_DEFINITION } from '@contract/expert-rules'
import { expertFixture } from '../predictionFixtures'
import { answerBy, detailFixture, legFixture, ok, refused, upcomingMatch, type Routes } from './fixtures'
import { leavePage } from '../../setup/pageEvents'

let spies: TaroSpies
let routes: Routes

beforeEach(() => {
  spies = spyOnTaro()
  Current.router = { params: { id: '11' }, path: '/pages/index/crossoverDetail', $taroPath: 'crossoverDetail', onReady: '', onHide: '', onShow: '' }
  routes = {}
  spies.request.mockImplementation(answerBy(routes))
})
afterEach(leavePage)

async function openPage() {
  render(<CrossoverDetailPage />)
  await act(async () => undefined)
}

test('a paid pick the reader may not see: 付费可看 without its price (said once, in the buy button), the honest record, a teaser of the analysis, no pick, no odds; the proof in words', async () => {
  routes['api/Expert/zjfb_xq'] = () =>
    ok(detailFixture({
      price: 18, refund_on_miss: true, visible: false, odds: null, legs: [legFixture({ pick: null, pick_text: null, odds: null })],
      analysis_teaser: '近况方面，主队近5场4胜1平0负，正处4连胜；客队…',
      expert: expertFixture({ record: { window: 20, settled: 20, hits: 16, pushes: 2, misses: 2, hit_rate: 89 } }),
    }))
  await openPage()
  expect(screen.getByTestId('lock-hint').textContent).toBe('购买后查看推荐与分析，全部比赛结束后公开')
  expect(screen.getByTestId('leg-locked')).toBeTruthy()
  expect(screen.queryByTestId('leg-pick')).toBeNull()
  expect(screen.getByTestId('detail-odds').textContent).toBe('赔率付费可看')
  expect(screen.getByTestId('leg-locked').textContent).toBe('购买后查看推荐')
  expect(screen.queryByTestId('detail-price')).toBeNull()
  // the record counts every settled result; the rate says it leaves pushes out
  expect(screen.getByTestId('detail-record').textContent).toContain('近20场 16中 2走 2黑')
  expect(screen.getByTestId('detail-record').textContent).toContain('命中率 89%（走水不计）')
  expect(screen.getByText(HIT_RATE_DEFINITION)).toBeTruthy()
  expect(screen.queryByTestId('detail-content')).toBeNull()
  expect(screen.getByTestId('detail-teaser').textContent).toContain('近况方面，主队近5场4胜1平0负，正处4连胜；客队…')
  expect(screen.getByTestId('detail-teaser').textContent).toBe(`近况方面，主队近5场4胜1平0负，正处4连胜；客队…购买后阅读全文与推荐`)
  // the proof explains itself; the fingerprint waits behind the disclosure
  expect(screen.getByTestId('proof-words').textContent).toMatch(/^发布于 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d；锁定于 开赛时 \d{4}-\d\d-\d\d /)
  expect(screen.getByTestId('detail-hash').textContent).toContain('开赛后可核验')
  expect(screen.getByTestId('detail-hash').textContent).not.toContain('a3f1c2d4e5b6')
  fireEvent.click(screen.getByTestId('proof-toggle'))
  expect(screen.getByTestId('proof-data').textContent).toContain('a3f1c2d4e5b6')
  expect(screen.getByTestId('proof-toggle').textContent).toBe('收起核验数据')
})

test('for sale: the price is said once, in 购买查看 (the filled button); 跟单关注 is the outlined one', async () => {
  rootStore.app.setPayModule(true)
  routes['api/Expert/zjfb_xq'] = () =>
    ok(detailFixture({ price: 18, refund_on_miss: true, visible: false, odds: null, legs: [legFixture({ pick: null, pick_text: null, odds: null })] }))
  try {
    await openPage()
    const page = document.body.textContent ?? ''
    expect(page.split('18金币').length - 1).toBe(1)
    expect(page).not.toMatch(/赔率已锁定|推荐已锁定/)
    expect(screen.getByTestId('buy-button').textContent).toBe('购买查看 18金币')
    expect(screen.getByTestId('follow-prediction').className).toContain('crossover-detail__action--on')
    expect(screen.getByTestId('buy-button').className).not.toContain('--on')
  } finally {
    act(() => rootStore.app.setPayModule(false))
  }
})

test('a visible parlay: each match with its live score and pick, the combined odds, the analysis and the 修改记录 with times', async () => {
  const live = legFixture({ event_id: 7 })
  const later = legFixture({ event_id: 8, match: upcomingMatch(8), play: 'overUnder', line: 2.5, pick: 'over', pick_text: '大 2.5', odds: 1.85 })
  const detail = detailFixture({ kind: 'parlay', legs: [live, later], odds: 3.55, edited_at: Date.parse('2026-11-22T09:30:00Z') })
  detail.history = [
    { ...detail.history[0], version: 1, at: Date.parse('2026-11-22T08:00:00Z'), title: '旧标题的串关', hash: 'aaaa1111' },
    { ...detail.history[0], version: 2, at: Date.parse('2026-11-22T09:30:00Z'), title: detail.title, hash: 'bbbb2222' },
  ]
  routes['api/Expert/zjfb_xq'] = () => ok(detail)
  await openPage()
  expect(within(screen.getByTestId('leg-7')).getByTestId('leg-score').textContent).toBe('2-1')
  expect(within(screen.getByTestId('leg-7')).getByTestId('leg-pick').textContent).toBe('推荐 主队 -0.5 @1.92')
  expect(within(screen.getByTestId('leg-8')).queryByTestId('leg-score')).toBeNull()
  expect(within(screen.getByTestId('leg-8')).getByTestId('leg-pick').textContent).toBe('推荐 大 2.5 @1.85')
  expect(screen.getByTestId('detail-odds').textContent).toBe('总赔率 3.55')
  expect(screen.getByTestId('detail-content').textContent).toContain('客队主力后卫停赛')
  expect(screen.queryByTestId('detail-teaser')).toBeNull()
  fireEvent.click(screen.getByTestId('proof-toggle'))
  expect(screen.getByTestId('proof-data').textContent).toContain('{"v":1,"expert_id":3}')
  const history = screen.getByTestId('edit-history')
  expect(history.textContent).toContain('修改记录（修改1次）')
  // newest first: the edit, then the first version
  expect(within(history).getAllByTestId(/^version-\d$/).map((v) => v.dataset.testid)).toEqual(['version-2', 'version-1'])
  expect(within(screen.getByTestId('version-2')).getByText('第1次修改')).toBeTruthy()
  expect(within(screen.getByTestId('version-1')).getByTestId('version-time').textContent).toMatch(/^2026-11-22 \d\d:00:00$/)
  expect(within(screen.getByTestId('version-1')).getByText(/旧标题的串关/)).toBeTruthy()

  fireEvent.click(screen.getByTestId('leg-8'))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/msyng/sportsSetails/sportsSetails?id=8' })
})

test('跟单 shows at once and rolls back when refused; the expert opens the expert home', async () => {
  rootStore.user.signIn(makeUser())
  routes['api/Expert/zjfb_xq'] = () => ok(detailFixture())
  const answer = deferred<unknown>()
  routes['api/Expert/follow_dg_gc'] = () => answer.promise
  await openPage()
  await act(async () => void fireEvent.click(screen.getByTestId('follow-prediction')))
  expect(screen.getByTestId('follow-prediction').textContent).toBe('已跟单')
  await act(async () => answer.resolve(await refused('请稍后再试')))
  expect(screen.getByTestId('follow-prediction').textContent).toBe('跟单关注')

  fireEvent.click(screen.getByTestId('detail-expert'))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/index/expertHome?expert_id=3' })
})

test('the owner before kickoff gets 修改 / 删除', async () => {
  routes['api/Expert/zjfb_xq'] = () => ok(detailFixture({ editable: true, kind: 'parlay' }))
  await openPage()
  fireEvent.click(screen.getByTestId('manage-prediction'))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/publish/publishDetail?id=11&kind=parlay' })
})

test('a prediction that does not exist says so, with a retry', async () => {
  routes['api/Expert/zjfb_xq'] = () => refused('推荐不存在', 404)
  await openPage()
  expect(screen.getByTestId('state-error').textContent).toContain('推荐不存在')
  expect(screen.getByText('重试')).toBeTruthy()
})

describe('a purchase the login or the top-up interrupted (issue 26)', () => {
  const wallet = { coins: 90, cash_fen: 0, is_expert: false, pending_withdrawal: null, products: [], vip_plans: [] }
  let modal: jest.SpyInstance
  beforeEach(() => {
    pendingActions.clear()
    rootStore.user.signIn(makeUser())
    rootStore.app.setPayModule(true)
    routes['api/Expert/zjfb_xq'] = () => ok(detailFixture({ price: 18, visible: false, legs: [legFixture({ pick: null, pick_text: null, odds: null })] }))
    routes['api/Apis/zmzh'] = () => ok(wallet)
    modal = jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: false, cancel: true, errMsg: 'ok' })) as never)
    pendingActions.remember({ kind: 'buy', route: 'predictionDetail', params: { id: 11 }, label: '周末稳胆' })
  })
  afterEach(() => {
    pendingActions.clear()
    rootStore.user.clearStorage()
    rootStore.app.setPayModule(false)
  })

  test('opened to resume it (我的 or 返回继续购买): the confirm opens again by itself, and nothing is paid without it', async () => {
    Current.router = { params: { id: '11', resume: 'buy' }, path: '/pages/index/crossoverDetail', $taroPath: 'crossoverDetail', onReady: '', onHide: '', onShow: '' }
    await openPage()
    await act(async () => undefined)
    expect(modal).toHaveBeenCalledTimes(1)
    expect((modal.mock.calls[0][0] as { content: string }).content).toContain('需 18 金币，当前余额 90 金币')
    expect(spies.request.mock.calls.some(([o]) => String((o as { url: string }).url).includes('pay_zjfb'))).toBe(false)
    expect(pendingActions.current).toBeNull()
  })

  test('opened any other way (the page below the login, a link): nothing opens and the way back stays offered', async () => {
    await openPage()
    await act(async () => undefined)
    expect(modal).not.toHaveBeenCalled()
    expect(pendingActions.current).not.toBeNull()
  })
})
