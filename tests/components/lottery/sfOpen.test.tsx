import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import SfOpenPage from '@/pages/msyng/Reckoner/sfOpen'
import { deferred } from '../../setup/deferred'
import { firePageEvent } from '../../setup/pageEvents'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../../setup/taroSpies'
import { drawDetailsFixture, issueFixture } from './fixtures'

let spies: TaroSpies
/** the issue each details request asked for, in order */
let detailsAsked: string[]
/** a details answer the test holds back (issue -> deferred) */
let held: Map<string, ReturnType<typeof deferred<unknown>>>

const ISSUES = [issueFixture('26110', false), issueFixture('26109', true), issueFixture('26108', true)]
const firstIdOf = (issue: string) => Number(issue) * 10

function openRoute(params: Record<string, string>) {
  Current.router = { params, path: '/pages/msyng/Reckoner/sfOpen', $taroPath: 'sfOpen', onReady: '', onHide: '', onShow: '' }
}

beforeEach(() => {
  openRoute({})
  detailsAsked = []
  held = new Map()
  spies = spyOnTaro()
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  spies.request.mockImplementation(((opts: { url: string; data: { issue?: string; lottery?: string } }) => {
    if (opts.url.endsWith('api/game/syqhsfc')) {
      return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { list: ISSUES, page: 1, limit: 20, total: 3, has_more: false } }))
    }
    if (opts.url.endsWith('api/game/football_draw_details')) {
      const issue = String(opts.data.issue)
      detailsAsked.push(`${opts.data.lottery}:${issue}`)
      const body = { code: 1, msg: 'ok', data: { ...drawDetailsFixture(issue, firstIdOf(issue)), lottery: opts.data.lottery } }
      const wait = held.get(issue)
      return wait ? wait.promise.then(() => httpAnswer(body)) : Promise.resolve(httpAnswer(body))
    }
    return Promise.reject(new Error(`unexpected request ${opts.url}`))
  }) as never)
})
afterEach(() => {
  Current.router = null
  jest.restoreAllMocks()
})

async function openPage() {
  render(<SfOpenPage />)
  await act(async () => undefined)
}

const shownRows = () => screen.getAllByTestId(/^draw-row-/).map((r) => r.dataset.testid)

test('opened without an issue it shows the newest drawn one: result digits, prizes and the matches', async () => {
  await openPage()
  expect(detailsAsked).toEqual(['sfc:26109'])
  expect(screen.getByTestId('issue-26109').getAttribute('aria-selected')).toBe('true')
  expect(screen.getByTestId('draw-summary').textContent).toContain('胜负彩 第26109期')
  expect(within(screen.getByTestId('draw-summary')).getByTestId('result-balls').textContent).toBe('30')
  expect(screen.getAllByTestId('prize-row').map((r) => r.textContent)).toEqual(['一等奖12注1,023,771元', '二等奖300注20,000元'])
  expect(shownRows()).toEqual(['draw-row-261090', 'draw-row-261091'])
  const first = screen.getByTestId('draw-row-261090')
  expect(within(first).getByTestId('draw-score').textContent).toBe('2-0')
  expect(within(first).getByTestId('draw-result').textContent).toBe('3')
})

test("switching the issue loads that issue's matches, and a share then reopens it", async () => {
  await openPage()
  await act(async () => void fireEvent.click(screen.getByTestId('issue-26108')))
  expect(detailsAsked).toEqual(['sfc:26109', 'sfc:26108'])
  expect(screen.getByTestId('issue-26108').getAttribute('aria-selected')).toBe('true')
  expect(shownRows()).toEqual(['draw-row-261080', 'draw-row-261081'])
  expect(Current.router?.params).toMatchObject({ lottery: 'sfc', issue: '26108' })
})

test('an issue picked while the previous one is still loading wins, whatever answers last', async () => {
  held.set('26108', deferred())
  await openPage()
  await act(async () => void fireEvent.click(screen.getByTestId('issue-26108')))
  expect(screen.getByTestId('state-loading')).toBeTruthy()
  await act(async () => void fireEvent.click(screen.getByTestId('issue-26110')))
  await act(async () => held.get('26108')!.resolve(undefined))
  expect(shownRows()).toEqual(['draw-row-261100', 'draw-row-261101'])
})

test('the issue of the route opens directly, on the lottery of the route; the tab keeps the issue', async () => {
  openRoute({ lottery: 'rx9', issue: '26108' })
  await openPage()
  expect(detailsAsked).toEqual(['rx9:26108'])
  expect(screen.getByTestId('tab-rx9').getAttribute('aria-selected')).toBe('true')
  await act(async () => void fireEvent.click(screen.getByTestId('tab-sfc')))
  expect(detailsAsked).toEqual(['rx9:26108', 'sfc:26108'])
  expect(Current.router?.params).toMatchObject({ lottery: 'sfc', issue: '26108' })
})

test('a match row opens the match detail', async () => {
  await openPage()
  fireEvent.click(screen.getByTestId('draw-row-261091'))
  expect(spies.navigateTo.mock.calls.map(([o]) => (o as { url: string }).url)).toEqual(['/pages/msyng/sportsSetails/sportsSetails?id=261091'])
})

test('pull-to-refresh loads the issue list and the shown issue again', async () => {
  await openPage()
  await act(async () => void fireEvent.click(screen.getByTestId('issue-26108')))
  await act(async () => void (await firePageEvent('onPullDownRefresh')))
  expect(detailsAsked).toEqual(['sfc:26109', 'sfc:26108', 'sfc:26108'])
  expect(Taro.stopPullDownRefresh).toHaveBeenCalled()
})
