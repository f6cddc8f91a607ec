import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import FootColorPage from '@/pages/msyng/Reckoner/footColor'
import SimulationPage from '@/pages/msyng/Reckoner/simulation'
import type { BdGames, DrawDetails, PoolIssue } from '@/features/lottery/services/lottery'
import type { JcMatch } from '@/features/lottery/services/betCalculator'
import { SIMULATIONS_KEY } from '@/features/lottery/stores/reckonerStores'
import { httpAnswer, spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'
import { specificationOnlyBackend } from '../../setup/backends'
import { matchRowFixture } from '../matchFixtures'
import { jcMatchFixture } from './fixtures'

let spies: TaroSpies
const NOW = Date.parse('2026-11-22T02:00:00Z')

/** 26110 closes tomorrow (on sale), 26109 closed yesterday */
const issues: PoolIssue[] = [
  { issue: '26110', close_at: NOW + 86_400_000, draw_at: null, drawn: false },
  { issue: '26109', close_at: NOW - 86_400_000, draw_at: NOW - 3_600_000, drawn: true },
]
const issue26110: DrawDetails = {
  lottery: 'sfc', lottery_name: '胜负彩', issue: '26110', close_at: NOW + 86_400_000, draw_at: null,
  result_code: '**************', sales: 0, pool: 0, prizes: [],
  matches: Array.from({ length: 14 }, (_, i) => ({ no: i + 1, match: matchRowFixture({ id: 300 + i, status_id: 0 }), result: '' })),
}

const finished = (id: number, full: string, half: string) => ({ match: { ...matchRowFixture({ id }), status_id: 8, status_text: '完场', full_score: full, half_score: half, current_score: full } })
/** yesterday's finished matches: 2-1 (half 1-1), 0-0, 1-3 */
const results: JcMatch[] = [
  { ...jcMatchFixture(401, '周六001', [1.5, 3.8, 5.2]), ...finished(401, '2:1', '1:1') },
  { ...jcMatchFixture(402, '周六002', [2.1, 3.2, 3.1]), ...finished(402, '0:0', '0:0') },
  { ...jcMatchFixture(403, '周六003', [2.4, 3.3, 2.6]), ...finished(403, '1:3', '0:1') },
]

/** yesterday's 北京单场: 501 ended 2-1 with the home side giving a goal (让平, SP 3.40), 502 ended 0-2 (SP 2.10 for 负) */
const bdYesterday: BdGames = {
  period: { period: '261121', start_at: 0, end_at: 0, match_count: 2, finished: true },
  list: [
    { no: 1, ...finished(501, '2:1', '1:0'), handicap: -1, sp_win: 2.8, sp_draw: 3.4, sp_lose: 2.3, result: '1', result_sp: 3.4 },
    { no: 2, ...finished(502, '0:2', '0:1'), handicap: 1, sp_win: 1.9, sp_draw: 3.3, sp_lose: 2.1, result: '0', result_sp: 2.1 },
  ],
}

beforeEach(() => {
  spies = spyOnTaro()
  jest.spyOn(Date, 'now').mockReturnValue(NOW)
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  Taro.removeStorageSync(SIMULATIONS_KEY)
  spies.request.mockImplementation(((opts: { url: string; data?: Record<string, unknown> }) => {
    const ok = (data: unknown) => Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data }))
    if (opts.url.endsWith('api/game/syqhsfc')) return ok({ list: issues, page: 1, limit: 10, total: 2, has_more: false })
    if (opts.url.endsWith('api/game/football_draw_details')) return ok(issue26110)
    if (opts.url.endsWith('api/game/bd_get_this_game')) return ok(String(opts.data?.period) === '261121' ? bdYesterday : { ...bdYesterday, list: [] })
    if (opts.url.endsWith('api/game/jc_results')) return ok(String(opts.data?.date) === '2026-11-21' ? results : [])
    return Promise.reject(new Error(`unexpected request ${opts.url}`))
  }) as never)
})
afterEach(() => jest.restoreAllMocks())

const tap = (testId: string) => fireEvent.click(screen.getByTestId(testId))
const text = (testId: string) => screen.getByTestId(testId).textContent

describe('胜负彩 / 任选九 ticket', () => {
  async function open() {
    render(<FootColorPage />)
    await act(async () => undefined)
  }

  test('opens the issue on sale with its 14 matches; 胜负彩 needs all 14 and multiplies the options', async () => {
    await open()
    expect(text('issue-title')).toContain('第26110期')
    expect(screen.getAllByTestId(/^pool-match-/)).toHaveLength(14)
    for (let i = 1; i <= 13; i++) tap(`pool-${i}-3`)
    expect(text('pool-totals')).toBe('已选 13 场 · 0 注 · 投注 0.00 元')
    expect(text('pool-summary')).toContain('还差 1 场')
    tap('pool-14-1')
    expect(text('pool-totals')).toBe('已选 14 场 · 1 注 · 投注 2.00 元')
    tap('pool-1-1')
    tap('pool-2-1')
    tap('pool-2-0')
    expect(text('pool-totals')).toBe('已选 14 场 · 6 注 · 投注 12.00 元')
    tap('multiple-plus')
    expect(text('pool-totals')).toBe('已选 14 场 · 6 注 · 投注 24.00 元')
  })

  test('任选九 sums every 9 of the chosen matches', async () => {
    await open()
    tap('tab-r9')
    for (let i = 1; i <= 9; i++) tap(`pool-${i}-3`)
    expect(text('pool-totals')).toBe('已选 9 场 · 1 注 · 投注 2.00 元')
    tap('pool-10-0')
    expect(text('pool-totals')).toBe('已选 10 场 · 10 注 · 投注 20.00 元')
    tap('pool-1-1')
    // with match 1 (2 options) in 9 of the 10 choices: 9 × 2 + 1
    expect(text('pool-totals')).toBe('已选 10 场 · 19 注 · 投注 38.00 元')
  })
})

describe('模拟投注', () => {
  beforeEach(() => {
    Current.router = { params: {}, path: '/pages/msyng/Reckoner/simulation', $taroPath: 'simulation', onReady: '', onHide: '', onShow: '' }
  })
  afterEach(() => {
    Current.router = null
  })

  async function open() {
    render(<SimulationPage />)
    await act(async () => undefined)
  }

  test('settles the choices on yesterday\'s results and keeps the ticket on the device', async () => {
    await open()
    expect(text('calculator-notice')).toContain('不销售彩票')
    expect(screen.getByTestId('bet-match-401').textContent).toContain('2-1（半场1-1）')
    tap('opt-401-had-3')
    tap('opt-402-had-1')
    tap('opt-403-had-3')
    tap('pass-3串4')
    expect(text('bet-count')).toBe('4 注')
    tap('settle')
    // 胜 and 平 came in, 403 ended 1-3: only the double 1.50 × 3.20 pays
    expect(text('settled-prize')).toBe('这注可得奖金 9.60 元')
    expect(screen.getAllByTestId('sim-ticket')).toHaveLength(1)
    expect(text('sim-ticket')).toContain('投注 8.00 元，中奖 9.60 元')
    expect(text('sim-ticket')).toContain('胜 1.50✓')
    expect(text('sim-ticket')).toContain('胜 2.40✗')
    expect(Current.router?.params).toMatchObject({ date: '2026-11-21' })
    cleanup()
    await open()
    expect(screen.getAllByTestId('sim-ticket')).toHaveLength(1)
  })

  test('a losing choice is kept as not won', async () => {
    await open()
    tap('opt-401-had-0')
    tap('opt-402-had-3')
    tap('settle')
    expect(text('settled-prize')).toBe('这注未中奖')
    expect(text('sim-ticket')).toContain('未中奖')
  })

  test('北京单场 settles its 让球 picks at the SP, 65% of 2 × the product', async () => {
    await open()
    tap('tab-bd')
    await act(async () => undefined)
    tap('opt-501-hhad-1')
    tap('opt-502-hhad-0')
    tap('settle')
    // 2 × 3.40 × 2.10 × 65% = 9.282
    expect(text('settled-prize')).toBe('这注可得奖金 9.28 元')
    expect(text('sim-ticket')).toContain('北京单场 2026-11-21')
  })

  test('on a backend with the specification’s endpoints only it opens on 北京单场 and settles there (issue 32)', async () => {
    await specificationOnlyBackend()
    await open()
    expect(screen.queryByTestId('tab-jc')).toBeNull()
    tap('opt-501-hhad-1')
    tap('opt-502-hhad-0')
    tap('settle')
    expect(text('settled-prize')).toBe('这注可得奖金 9.28 元')
    expect(document.body.textContent).not.toMatch(/404|请求失败|系统错误/)
    expect(toastTitles(spies)).toEqual([])
  })
})
