import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { PlayerRef } from '@contract/football'
import type { PlayerCardRes, TeamHomeRes, TeamSquadRes, TeamStatsRes } from '@contract/api/match.team'
import RecentGamesPage from '@/pages/msyng/RecentGames/RecentGames'
import MatchRow from '@/features/match/components/MatchRow'
import { LOGIN_REDIRECT_MS } from '@/navigation/loginGuard'
import { rootStore } from '@/stores/RootStore'
import { pendingActions } from '@/stores/pendingActionStore'
import { openPage, leavePage } from '../setup/pageEvents'
import { makeUser } from '../setup/fixtures'
import { httpAnswer, spyOnTaro, toastTitles, type TaroSpies } from '../setup/taroSpies'
import { specificationOnlyBackend } from '../setup/backends'
import { matchRowFixture } from './matchFixtures'

// a team's home (RecentGames?team_id=) and a player's card over it (…&player_id=)
const TEAM = { id: 2, name: '主队1足球俱乐部', short_name: '主队1', logo: { color: '#c00', text: '主' } }
const LEAGUE = matchRowFixture().league
const finished = matchRowFixture({ id: 1, status_id: 8, status_text: '完场', current_score: '2:0', full_score: '2:0' })
const coming = matchRowFixture({ id: 3, home_team: TEAM, status_id: 0, status_text: '未开始', current_score: '' })
const player = (id: number, position: PlayerRef['position'], over: Partial<PlayerRef> = {}): PlayerRef =>
  ({ id, name: `球员${id}`, position, shirt_number: id, market_value: '€35000000', age: 24, nationality: '巴西', ...over })

const home = (followed = false, followers = 7): TeamHomeRes => ({
  header: { team: TEAM, league: LEAGUE, rank: 3, venue: '主场球场', coach: '教练', followers, followed },
  summary: { played: 1, win: 1, draw: 0, loss: 0, goals_for: 2, goals_against: 0 },
  form: ['W'],
  results: [finished],
  fixtures: [coming],
})
const squad: TeamSquadRes = { team_id: TEAM.id, groups: [{ position: '门将', players: [player(1, '门将', { age: 31, nationality: '德国' })] }, { position: '前锋', players: [player(9, '前锋')] }] }
const figures = (played: number, gf: number, ga: number, cs: number) => ({ played, win: played, draw: 0, loss: 0, goals_for: gf, goals_against: ga, clean_sheets: cs })
const stats: TeamStatsRes = {
  team_id: TEAM.id, league: LEAGUE, season_name: '2026赛季', all: figures(3, 7, 1, 2), home: figures(2, 5, 0, 2), away: figures(1, 2, 1, 0),
  form: ['W', 'W', 'W'], top_scorers: [{ player: player(9, '前锋'), count: 4 }], top_assists: [], yellow_cards: 3, red_cards: 0,
}
const card = (followed = false, rated = false): PlayerCardRes => ({
  player: player(9, '前锋'), team: TEAM, league: LEAGUE,
  season: { season_name: '2026赛季', appearances: 3, starts: 2, goals: 4, assists: 1, yellow: 1, red: 0, average_rating: rated ? 7.84 : null },
  last_matches: [{ match: finished, started: true, minutes: 90, goals: 2, assists: 0, yellow: 0, red: 0, rating: rated ? 8.6 : null }],
  transfers: [{ id: 5, player: player(9, '前锋'), from_team: null, to_team: TEAM, transfer_at: 0, transfer_date: '2025-07-01', fee: '免签', kind: '自由转会' }],
  followers: 2, followed,
})

let spies: TaroSpies
let calls: string[]
let answers: Record<string, (data: Record<string, unknown>) => unknown>
const ok = (data: unknown) => Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data }))

function routeTo(params: Record<string, string>) {
  Current.router = { params, path: '/pages/msyng/RecentGames/RecentGames', $taroPath: 'RecentGames', onReady: '', onHide: '', onShow: '' }
}

beforeEach(() => {
  routeTo({ team_id: String(TEAM.id) })
  spies = spyOnTaro()
  calls = []
  answers = {
    'api/Game/team_home': () => home(),
    'api/Game/team_squad': () => squad,
    'api/Game/team_stats': () => stats,
    'api/Game/player_card': () => card(),
    'api/game/basics_integrate_list_list': () => ({ league: LEAGUE, season: { id: 100, league_id: 10, name: '2026赛季', is_current: true }, computed_at: 0, rows: [
      { rank: 1, team: { ...TEAM, id: 40, short_name: '别队' }, played: 3, win: 3, draw: 0, loss: 0, goals_for: 6, goals_against: 0, goal_diff: 6, points: 9, form: [] },
      { rank: 3, team: TEAM, played: 3, win: 3, draw: 0, loss: 0, goals_for: 7, goals_against: 1, goal_diff: 6, points: 9, form: [] },
    ] }),
    'api/Game/player_transfer_information': () => ({ list: [
      { id: 1, player: player(9, '前锋'), from_team: { ...TEAM, id: 40, short_name: '别队' }, to_team: TEAM, transfer_at: 0, transfer_date: '2025-07-01', fee: '€12000000', kind: '转会' },
      { id: 2, player: player(7, '中场'), from_team: TEAM, to_team: { ...TEAM, id: 41, short_name: '他队' }, transfer_at: 0, transfer_date: '2025-08-01', fee: '租借', kind: '租借' },
    ], page: 1, limit: 20, total: 2, has_more: false }),
  }
  spies.request.mockImplementation(((opts: { url: string; data: Record<string, unknown> }) => {
    const path = Object.keys(answers).find((p) => opts.url.endsWith(p))
    if (!path) return Promise.reject(new Error(`unexpected request ${opts.url}`))
    calls.push(path)
    const answer = answers[path](opts.data)
    return answer instanceof Promise ? answer : ok(answer)
  }) as never)
})
afterEach(leavePage)

test('the first screen is one request: header with rank, followers and 关注, then 赛程 (record and fixtures)', async () => {
  await openPage(<RecentGamesPage />)
  expect(calls).toEqual(['api/Game/team_home'])
  const header = screen.getByTestId('team-header')
  expect(header.textContent).toContain('主队1足球俱乐部')
  expect(screen.getByTestId('team-rank').textContent).toBe('联赛第 3 名')
  expect(screen.getByTestId('team-followers').textContent).toBe('7 人关注')
  expect(screen.getByTestId('team-follow').textContent).toBe('关注')
  expect(screen.getByTestId('record-summary').textContent).toContain('1胜')
  expect(screen.getAllByTestId('team-match-row')).toHaveLength(2)
})

test("赛程 ends with the team's latest 资讯, which came with the first screen's one request and open their posts", async () => {
  const report = { id: 81, user_id: 1, nickname: '球场资讯', avatar: '', content: '【战报】英超 主队1 2-0 客队1\n半场 1-0', images: [], kind: 'report' as const, event_id: 1, event_name: '主队1 vs 客队1',
    league_id: 10, league_name: '英超', place: null, created_at: 0, edited_at: null, like_count: 0, comment_count: 0, collect_count: 0, liked: false, collected: false, is_mine: false, deleted: false }
  answers['api/Game/team_home'] = () => ({ ...home(), news: [report, { ...report, id: 82, kind: 'preview' as const, content: '【前瞻】英超 主队1 vs 客队3，11-23 03:45 开球', event_id: 3 }] })
  await openPage(<RecentGamesPage />)
  expect(calls).toEqual(['api/Game/team_home'])
  const news = screen.getByTestId('team-news')
  expect(news.textContent).toContain('球队资讯')
  expect(screen.getByTestId('team-news-81').textContent).toBe('【战报】英超 主队1 2-0 客队1')
  expect(screen.getByTestId('team-news-82').textContent).toContain('【前瞻】')
  await act(async () => void fireEvent.click(screen.getByTestId('team-news-81')))
  expect(spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: expect.stringMatching(/review\?id=81$/) }))
})

test('a team without 资讯 shows no 资讯 block', async () => {
  await openPage(<RecentGamesPage />)
  expect(screen.queryByTestId('team-news')).toBeNull()
})

test('the other tabs load when opened: squad by position, season figures, the table with its row marked, transfers in and out', async () => {
  await openPage(<RecentGamesPage />)
  await act(async () => void fireEvent.click(screen.getByTestId('tab-squad')))
  expect(calls).toEqual(['api/Game/team_home', 'api/Game/team_squad'])
  expect(screen.getByTestId('squad-门将').textContent).toContain('31岁 · 德国')
  expect(screen.getByTestId('squad-player-9').textContent).toContain('3500万欧')
  await act(async () => void fireEvent.click(screen.getByTestId('squad-player-9')))
  expect(spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: expect.stringMatching(/RecentGames\?team_id=2&player_id=9$/) }))

  await act(async () => void fireEvent.click(screen.getByTestId('tab-stats')))
  expect(screen.getByTestId('stats-零封').textContent).toBe('零封220')
  expect(screen.getByTestId('stats-进球').textContent).toBe('进球752')
  expect(screen.getByTestId('team-stats').textContent).toContain('黄牌 3')

  await act(async () => void fireEvent.click(screen.getByTestId('tab-table')))
  const rows = screen.getAllByTestId('standings-row')
  expect(rows[1].className).toContain('standings__row--highlight')
  expect(rows[0].className).not.toContain('standings__row--highlight')

  await act(async () => void fireEvent.click(screen.getByTestId('tab-transfers')))
  expect(screen.getByTestId('transfer-1').textContent).toContain('转入')
  expect(screen.getByTestId('transfer-2').textContent).toContain('转出')
  // opened once, a tab does not ask again
  await act(async () => void fireEvent.click(screen.getByTestId('tab-squad')))
  expect(calls.filter((c) => c === 'api/Game/team_squad')).toHaveLength(1)
})

test('an unknown team says so plainly', async () => {
  answers['api/Game/team_home'] = () => Promise.resolve(httpAnswer({ code: 404, msg: '球队不存在', data: null }))
  await openPage(<RecentGamesPage />)
  expect(screen.getByText('球队不存在')).toBeTruthy()
  expect(screen.queryByTestId('tab-squad')).toBeNull()
})

test("the player's card opens over the team home from player_id alone, without a rating, and closes", async () => {
  routeTo({ player_id: '9' })
  await openPage(<RecentGamesPage />)
  await act(async () => undefined)
  expect(calls).toEqual(['api/Game/player_card', 'api/Game/team_home'])
  const shown = screen.getByTestId('player-card')
  expect(shown.textContent).toContain('球员9')
  expect(shown.textContent).toContain('前锋 · 24岁 · 巴西')
  expect(shown.textContent).toContain('3500万欧')
  expect(screen.getByTestId('player-season').textContent).toBe('3出场2首发4进球1助攻1黄牌0红牌')
  expect(screen.getAllByTestId('player-match')[0].textContent).toContain("首发 90' · 进球 2")
  expect(shown.textContent).toContain('自由身')
  expect(shown.textContent).not.toContain('评分')
  await act(async () => void fireEvent.click(screen.getByTestId('player-card-close')))
  expect(screen.queryByTestId('player-card')).toBeNull()
  expect(screen.getByTestId('team-header').textContent).toContain('主队1足球俱乐部')
})

test("a rated player's card shows the season's average rating and each match's rating", async () => {
  answers['api/Game/player_card'] = () => card(false, true)
  routeTo({ player_id: '9' })
  await openPage(<RecentGamesPage />)
  await act(async () => undefined)
  expect(screen.getByTestId('player-season').textContent).toBe('3出场2首发4进球1助攻1黄牌0红牌7.8平均评分')
  expect(screen.getAllByTestId('player-match')[0].textContent).toContain("首发 90' · 进球 2 · 评分 8.6")
})

test('an unknown player says so plainly', async () => {
  routeTo({ player_id: '999' })
  answers['api/Game/player_card'] = () => Promise.resolve(httpAnswer({ code: 404, msg: '球员不存在', data: null }))
  await openPage(<RecentGamesPage />)
  expect(screen.getByText('球员不存在')).toBeTruthy()
})

test('关注 takes the server count; logged out, the tap is remembered through the login and the page follows by itself', async () => {
  const sent: Array<Record<string, unknown>> = []
  answers['api/Game/team_follow'] = (data) => {
    sent.push(data)
    return { id: TEAM.id, followed: data.attention === 1, followers: 12 }
  }
  jest.useFakeTimers()
  await openPage(<RecentGamesPage />)
  await act(async () => void fireEvent.click(screen.getByTestId('team-follow')))
  expect(sent).toEqual([])
  expect(pendingActions.peek('follow')).toMatchObject({ route: 'teamForm', params: { team_id: TEAM.id } })
  act(() => void jest.advanceTimersByTime(LOGIN_REDIRECT_MS))
  jest.useRealTimers()
  cleanup()

  rootStore.user.signIn(makeUser())
  routeTo({ team_id: String(TEAM.id), follow: 'team', resume: 'follow' })
  await openPage(<RecentGamesPage />)
  await act(async () => undefined)
  expect(sent).toEqual([expect.objectContaining({ team_id: TEAM.id, attention: 1 })])
  expect(screen.getByTestId('team-follow').textContent).toBe('已关注')
  expect(screen.getByTestId('team-followers').textContent).toBe('12 人关注')
  await act(async () => void fireEvent.click(screen.getByTestId('team-follow')))
  expect(sent[1]).toEqual(expect.objectContaining({ attention: 0 }))
  expect(screen.getByTestId('team-follow').textContent).toBe('关注')
  pendingActions.clear()
})

test("the player's 关注: logged out it is remembered, and the card reopened after the login follows the player", async () => {
  const sent: Array<Record<string, unknown>> = []
  answers['api/Game/player_follow'] = (data) => {
    sent.push(data)
    return { id: 9, followed: true, followers: 3 }
  }
  routeTo({ team_id: String(TEAM.id), player_id: '9' })
  jest.useFakeTimers()
  await openPage(<RecentGamesPage />)
  await act(async () => void fireEvent.click(screen.getByTestId('player-follow')))
  expect(sent).toEqual([])
  expect(pendingActions.peek('follow')).toMatchObject({ route: 'teamForm', params: { team_id: TEAM.id, player_id: 9 } })
  act(() => void jest.advanceTimersByTime(LOGIN_REDIRECT_MS))
  jest.useRealTimers()
  cleanup()

  rootStore.user.signIn(makeUser())
  routeTo({ team_id: String(TEAM.id), player_id: '9', follow: 'player', resume: 'follow' })
  await openPage(<RecentGamesPage />)
  await act(async () => undefined)
  expect(sent).toEqual([expect.objectContaining({ player_id: 9, attention: 1 })])
  expect(screen.getByTestId('player-follow').textContent).toBe('已关注')
  expect(screen.getByTestId('player-card').textContent).toContain('3 人关注')
  // the team was not followed on the way
  expect(calls).not.toContain('api/Game/team_follow')
  pendingActions.clear()
})

test("a team's name in a match row opens its home, not the match", () => {
  const row = matchRowFixture({ id: 4 })
  render(<MatchRow match={row} />)
  fireEvent.click(screen.getByTestId(`team-link-${row.away_team.id}`))
  expect(spies.navigateTo).toHaveBeenCalledTimes(1)
  expect(spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringMatching(new RegExp(`RecentGames\\?team_id=${row.away_team.id}$`)) }))
})

describe('on a backend with the specification’s endpoints only (issue 32)', () => {
  const matchesOf = (scope: unknown) => ({ list: scope === 'upcoming' ? [coming] : [finished], page: 1, limit: 10, total: 1, has_more: false })
  beforeEach(async () => {
    await specificationOnlyBackend()
    answers['api/Game/all_matches'] = (data) => matchesOf(data.scope)
  })

  test('a deep link still shows the team’s results and fixtures from the match lists, without 关注, 阵容 or 数据', async () => {
    await openPage(<RecentGamesPage />)
    await act(async () => undefined)
    expect(calls).toEqual(['api/Game/all_matches', 'api/Game/all_matches'])
    expect(screen.getByTestId('team-header').textContent).toContain('主队1足球俱乐部')
    expect(screen.getByTestId('record-summary').textContent).toContain('1胜')
    expect(screen.getAllByTestId('team-match-row')).toHaveLength(2)
    expect(screen.queryByTestId('team-follow')).toBeNull()
    expect(screen.queryByTestId('team-followers')).toBeNull()
    expect(screen.queryByTestId('tab-squad')).toBeNull()
    expect(screen.queryByTestId('tab-stats')).toBeNull()
    expect(screen.getByTestId('tab-table')).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/404|请求失败|系统错误/)
    expect(toastTitles(spies)).toEqual([])
  })

  test('a player link opens the team without the card; a player link alone leads to the database', async () => {
    routeTo({ team_id: String(TEAM.id), player_id: '9' })
    await openPage(<RecentGamesPage />)
    await act(async () => undefined)
    expect(screen.queryByTestId('player-card')).toBeNull()
    expect(screen.getAllByTestId('team-match-row')).toHaveLength(2)
    cleanup()
    routeTo({ player_id: '9' })
    await openPage(<RecentGamesPage />)
    await act(async () => undefined)
    expect(screen.getByText('暂无球员资料')).toBeTruthy()
    expect(screen.getByText('去资料库')).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/404|请求失败|系统错误/)
  })
})
