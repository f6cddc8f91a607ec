import { act, render, screen, within } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { MatchRow } from '@contract/football'
import type { TeamHomeRes } from '@contract/api/match.team'
import { TEAM_FORM_RULE, teamRecordOf, teamResultOf } from '@contract/score'
import RecentGamesPage from '@/pages/msyng/RecentGames/RecentGames'
import { httpAnswer, spyOnTaro } from '../setup/taroSpies'
import { leavePage } from '../setup/pageEvents'
import { matchRowFixture } from './matchFixtures'

const TEAM = 2
const team = matchRowFixture({ id: 1 }).home_team
const finished = (id: number, over: Partial<MatchRow>) =>
  matchRowFixture({ id, status_id: 8, status_text: '完场', elapsed_text: '完场', half_score: '0:0', home_team: team, ...over })

/** newest first, as the team home lists its results: a cup win after extra time, a shoot-out defeat, three in 90 minutes */
const rows: MatchRow[] = [
  finished(11, { current_score: '3:1', full_score: '1:1', extra_score: '3:1' }),
  finished(12, { current_score: '2:0', full_score: '2:0' }),
  finished(13, { current_score: '0:0', full_score: '0:0', extra_score: '0:0', penalty_score: '2:4' }),
  finished(14, { current_score: '0:1', full_score: '0:1' }),
  finished(15, { current_score: '1:1', full_score: '1:1' }),
]

beforeEach(() => {
  Current.router = { params: { team_id: String(TEAM) }, path: '/pages/msyng/RecentGames/RecentGames', $taroPath: 'RecentGames', onReady: '', onHide: '', onShow: '' }
  const spies = spyOnTaro()
  // the team home's first screen: its summary and strip are the same rule's (types/score.ts) over the same rows
  const data: TeamHomeRes = {
    header: { team, league: rows[0].league, rank: 3, venue: '主场球场', coach: '教练', followers: 0, followed: false },
    summary: teamRecordOf(rows, TEAM),
    form: [...rows].reverse().map((m) => teamResultOf(m, TEAM)!.outcome),
    results: rows,
    fixtures: [],
  }
  spies.request.mockImplementation(((opts: { url: string }) =>
    opts.url.endsWith('api/Game/team_home') ? Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data })) : Promise.reject(new Error(`unexpected ${opts.url}`))) as never)
})
afterEach(() => {
  leavePage()
  jest.restoreAllMocks()
})

test("the team home's 赛程: the summary, the strip and the rows agree, and extra time and penalties are marked everywhere", async () => {
  render(<RecentGamesPage />)
  await act(async () => undefined)
  const rowEls = screen.getAllByTestId('team-match-row')
  const badges = rowEls.map((r) => r.getAttribute('data-outcome'))
  // the cup win after extra time counts as the 90-minute draw, the shoot-out defeat as a draw too
  expect(badges).toEqual(['D', 'W', 'D', 'L', 'D'])
  const count = (o: string) => badges.filter((b) => b === o).length
  const summary = screen.getByTestId('record-summary')
  expect(summary.textContent).toContain(`${count('W')}胜${count('D')}平${count('L')}负`)
  // goals: the 90-minute scores of the rows (1-1, 2-0, 0-0, 0-1, 1-1)
  expect(summary.textContent).toContain('进4 失3')
  // the strip reads the rows oldest first, with the same marks
  const strip = Array.from(summary.querySelectorAll('[data-outcome]')).map((b) => b.getAttribute('data-outcome'))
  expect(strip).toEqual([...badges].reverse())
  expect(within(summary).getAllByTestId('form-mark').map((m) => m.textContent)).toEqual(['点球', '加时'])
  // the rows: the mark under the badge and the 90-minute score beside extra time / the shoot-out
  expect(within(rowEls[0]).getByTestId('form-mark').textContent).toBe('加时')
  expect(within(rowEls[0]).getByTestId('row-decided').textContent).toBe('90分钟 1-1 · 加时 3-1')
  expect(within(rowEls[2]).getByTestId('form-mark').textContent).toBe('点球')
  expect(within(rowEls[2]).getByTestId('row-decided').textContent).toBe('90分钟 0-0 · 加时 0-0 · 点球 2-4')
  expect(within(rowEls[1]).queryByTestId('form-mark')).toBeNull()
  expect(screen.getByTestId('record-rule').textContent).toBe(TEAM_FORM_RULE)
})
