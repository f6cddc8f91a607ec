import { ResultCode } from '../../types/envelope'
import { matchEndpoints } from '../../types/api/match'
import { homeEndpoints } from '../../types/api/home'
import type { MatchRow, StandingRow } from '../../types/football'
import { matchesFinishedBetween, matchResult } from '../../mocks/features/match/services/matchView'
import { countOf } from './rows'
import { createMember, ok, parseScore, SEEDED_AT, useSeededServer } from './match.helpers'

/** 瑞士超: ten clubs, a small table to recompute by hand */
const SMALL_LEAGUE = 13

describe('football data', () => {
  const h = useSeededServer()

  async function seasonMatches(leagueId: number, seasonId?: number): Promise<MatchRow[]> {
    const first = await ok(h.s, 'api/game/database_schedule', { league_id: leagueId, season_id: seasonId })
    const all: MatchRow[] = []
    for (const r of first.rounds) all.push(...(await ok(h.s, 'api/game/database_schedule', { league_id: leagueId, season_id: first.season.id, round: r.round })).list)
    return all
  }

  function tableFrom(matches: MatchRow[]): Map<number, Omit<StandingRow, 'rank' | 'team' | 'form'>> {
    const t = new Map<number, Omit<StandingRow, 'rank' | 'team' | 'form'>>()
    const add = (id: number, gf: number, ga: number) => {
      const row = t.get(id) ?? { played: 0, win: 0, draw: 0, loss: 0, goals_for: 0, goals_against: 0, goal_diff: 0, points: 0 }
      row.played++
      row.goals_for += gf
      row.goals_against += ga
      row.goal_diff = row.goals_for - row.goals_against
      if (gf > ga) row.win++
      else if (gf === ga) row.draw++
      else row.loss++
      row.points = row.win * 3 + row.draw
      t.set(id, row)
    }
    for (const m of matches.filter((x) => x.status_id === 8)) {
      const [hg, ag] = parseScore(m.full_score)
      add(m.home_team.id, hg, ag)
      add(m.away_team.id, ag, hg)
    }
    return t
  }

  it('holds the promised amount of data', async () => {
    const continents = await ok(h.s, 'api/game/basics_list_of_continents')
    expect(continents).toHaveLength(6)
    expect(continents.reduce((n, c) => n + c.country_count, 0)).toBeGreaterThanOrEqual(30)
    const groups = await ok(h.s, 'api/game/the_competition_is_full')
    const leagues = groups.flatMap((g) => g.countries.flatMap((c) => c.leagues))
    expect(leagues.length).toBeGreaterThanOrEqual(40)
    const countries = await ok(h.s, 'api/game/basics_list_of_countries', { continent_id: 1 })
    const competitions = await ok(h.s, 'api/game/basics_list_of_events_list', { country_id: countries[0].id })
    expect(competitions.map((c) => c.country_name)).toContain(countries[0].name)
    const teams = await countOf(h.db, 'fb_teams')
    const players = await countOf(h.db, 'fb_players')
    expect(teams).toBeGreaterThanOrEqual(400)
    expect(players).toBeGreaterThanOrEqual(8000)
    const seasons = await ok(h.s, 'api/game/basics_list_of_seasons_list', { league_id: 1 })
    expect(seasons.filter((s) => s.is_current)).toHaveLength(1)
    expect(seasons.length).toBeGreaterThanOrEqual(2)
  })

  it('computes the table from the results it shows, for the current and a past season', async () => {
    const seasons = await ok(h.s, 'api/game/basics_list_of_seasons_list', { league_id: SMALL_LEAGUE })
    for (const season of seasons) {
      const expected = tableFrom(await seasonMatches(SMALL_LEAGUE, season.id))
      const table = await ok(h.s, 'api/game/basics_integrate_list_list', { league_id: SMALL_LEAGUE, season_id: season.id })
      expect(table.rows).toHaveLength(10)
      for (const row of table.rows) {
        const { rank, team, form, ...counts } = row
        void rank
        void form
        expect(counts).toEqual(expected.get(team.id))
      }
      const points = table.rows.map((r) => r.points)
      expect([...points].sort((a, b) => b - a)).toEqual(points)
    }
  })

  it('moves the table when a match finishes', async () => {
    const matches = await seasonMatches(SMALL_LEAGUE)
    const next = matches.filter((m) => m.status_id === 0 && m.start_at > SEEDED_AT).sort((a, b) => a.start_at - b.start_at)[0]
    const before = await ok(h.s, 'api/game/basics_integrate_list_list', { league_id: SMALL_LEAGUE })
    h.s.clock.t = next.start_at + 3 * 3_600_000
    const after = await ok(h.s, 'api/game/basics_integrate_list_list', { league_id: SMALL_LEAGUE })
    const played = (rows: StandingRow[], id: number) => rows.find((r) => r.team.id === id)?.played ?? -1
    expect(played(after.rows, next.home_team.id)).toBe(played(before.rows, next.home_team.id) + 1)
    expect(played(after.rows, next.away_team.id)).toBe(played(before.rows, next.away_team.id) + 1)
    // and the result other domains settle predictions with agrees with the match as shown
    const result = await matchResult(h.db, next.id, h.s.clock.t)
    const detail = await ok(h.s, 'api/Game/get_xq', { event_id1: next.id })
    expect(result?.finished).toBe(true)
    expect(result?.full?.join(':')).toBe(detail.full_score)
    expect((await matchResult(h.db, next.id, next.start_at - 1))?.finished).toBe(false)
    expect(await matchesFinishedBetween(h.db, next.start_at, h.s.clock.t)).toContain(next.id)
    expect(await matchesFinishedBetween(h.db, h.s.clock.t, h.s.clock.t + 60_000)).not.toContain(next.id)
  })

  it("shows a match's league table, and for a cup tie the home side's league", async () => {
    const league = (await seasonMatches(SMALL_LEAGUE))[0]
    const table = await ok(h.s, 'api/Game/paiming', { event_id: league.id })
    expect(table).toEqual(await ok(h.s, 'api/game/basics_integrate_list_list', { league_id: SMALL_LEAGUE }))
    const cups = await ok(h.s, 'api/game/basics_list_of_events_list', { continent_id: 1 })
    expect(cups.every((c) => c.type === 2 && c.country_id === null)).toBe(true)
    const tie = (await ok(h.s, 'api/game/database_schedule', { league_id: cups[0].id, round: 1 })).list[0]
    const home = await ok(h.s, 'api/Game/paiming', { event_id: tie.id })
    expect(home.league.type).toBe(1)
    expect(home.rows.map((r) => r.team.id)).toContain(tie.home_team.id)
  })

  it('pages the scorers table', async () => {
    const first = await ok(h.s, 'api/game/top_scorer', { league_id: 1, limit: 5, page: 1 })
    const second = await ok(h.s, 'api/game/top_scorer', { league_id: 1, limit: 5, page: 2 })
    expect(second.list[0].rank).toBe(6)
    expect(second.list[0].goals).toBeLessThanOrEqual(first.list[4].goals)
    expect(first.has_more).toBe(true)
  })

  it('counts top scorers from the goals in the match events', async () => {
    const finished = (await seasonMatches(SMALL_LEAGUE)).filter((m) => m.status_id === 8)
    const goals = new Map<number, number>()
    for (const m of finished) {
      const d = await ok(h.s, 'api/Game/get_xq', { event_id1: m.id })
      for (const e of d.basics_match_event.flatMap((g) => g.events)) {
        if ((e.type === 'goal' || e.type === 'penalty_goal') && e.player_id) goals.set(e.player_id, (goals.get(e.player_id) ?? 0) + 1)
      }
    }
    const top = await ok(h.s, 'api/game/top_scorer', { league_id: SMALL_LEAGUE, limit: 10 })
    expect(top.total).toBe(goals.size)
    for (const row of top.list) expect(row.goals).toBe(goals.get(row.player.id))
    expect(top.list[0].goals).toBe(Math.max(...goals.values()))
    expect(top.list[0].player.market_value).toMatch(/^€\d+$/)
  })

  it('answers the lineup the events were written with', async () => {
    const [m] = (await ok(h.s, 'api/Game/get', { status: 'finished', limit: 1 })).list
    const lineup = await ok(h.s, 'api/Game/xq_bszr', { event_id: m.id })
    const detail = await ok(h.s, 'api/Game/get_xq', { event_id1: m.id })
    for (const side of [lineup.home, lineup.away]) {
      expect(side.starters).toHaveLength(11)
      expect(side.starters.filter((p) => p.position === '门将')).toHaveLength(1)
      expect(side.formation.split('-').map(Number).reduce((a, b) => a + b, 0)).toBe(10)
    }
    const squad = new Set([...lineup.home.starters, ...lineup.home.substitutes, ...lineup.away.starters, ...lineup.away.substitutes].map((p) => p.id))
    for (const e of detail.basics_match_event.flatMap((g) => g.events)) if (e.player_id) expect(squad.has(e.player_id)).toBe(true)
  })

  it('derives head-to-head and recent form from results', async () => {
    const [m] = (await ok(h.s, 'api/Game/get', { status: 'not_started', limit: 1 })).list
    const a = await ok(h.s, 'api/Game/fenxi', { event_id: m.id })
    for (const x of a.h2h) {
      expect([x.home_team.id, x.away_team.id].sort()).toEqual([m.home_team.id, m.away_team.id].sort())
      expect(x.status_id).toBe(8)
    }
    expect(a.h2h_summary.played).toBe(a.h2h.length)
    expect(a.home_recent.length).toBeGreaterThan(0)
    expect(a.home_recent_summary.win + a.home_recent_summary.draw + a.home_recent_summary.loss).toBe(a.home_recent.length)
    const record = await ok(h.s, 'api/Game/zhanji', { team_id: m.home_team.id, limit: 10 })
    expect(record.list.map((x) => x.id)).toEqual(a.home_recent.map((x) => x.id))
    expect(record.form).toHaveLength(record.list.length)
    const upcoming = await ok(h.s, 'api/Game/all_matches', { team_id: m.home_team.id, scope: 'upcoming' })
    expect(upcoming.list[0].id).toBe(m.id)
  })

  it('gives odds of several companies with their movement up to now', async () => {
    const [m] = (await ok(h.s, 'api/Game/get', { status: 'not_started', limit: 1 })).list
    const odds = await ok(h.s, 'api/Game/zhishu', { event_id: m.id })
    expect(odds.list.length).toBeGreaterThanOrEqual(5)
    const moves = await ok(h.s, 'api/Game/historical_index', { event_id: m.id, company_id: odds.list[0].company.id })
    expect(moves.europe[0]).toEqual(odds.list[0].europe_open)
    expect(moves.europe[moves.europe.length - 1]).toEqual(odds.list[0].europe_now)
    for (const p of [...moves.europe, ...moves.asia, ...moves.ou]) expect(p.at).toBeLessThanOrEqual(SEEDED_AT)
    h.s.clock.t = m.start_at
    const later = await ok(h.s, 'api/Game/historical_index', { event_id: m.id, company_id: odds.list[0].company.id })
    expect(later.europe.length).toBeGreaterThan(moves.europe.length)
    expect(later.asia[0].line_text).not.toBe('')
    const same = await ok(h.s, 'api/game/co_compensation', { event_id: m.id })
    const details = await ok(h.s, 'api/game/same_claim_details', { event_id: m.id, company_id: same[0].company.id, limit: 5 })
    expect(details.total).toBe(same[0].summary.samples)
    expect(details.summary.home_win + details.summary.draw + details.summary.away_win).toBe(details.summary.samples)
  })

  it('draws lottery issues from the results of their matches', async () => {
    const issue = await ok(h.s, 'api/game/football_draw_details', { lottery: 'sfc' })
    expect(issue.matches).toHaveLength(14)
    expect(issue.draw_at).not.toBeNull()
    const expected = issue.matches.map(({ match }) => {
      const [a, b] = parseScore(match.full_score)
      return a > b ? '3' : a === b ? '1' : '0'
    })
    expect(issue.result_code).toBe(expected.join(''))
    const jq4 = await ok(h.s, 'api/game/football_draw_details', { lottery: 'jq4' })
    expect(jq4.matches).toHaveLength(4)
    const issues = await ok(h.s, 'api/game/syqhsfc', { lottery: 'sfc' })
    expect(issues.list.map((x) => x.issue)).toContain(issue.issue)
    const periods = await ok(h.s, 'api/game/bd_acquisition_period_number', { limit: 5 })
    const bd = await ok(h.s, 'api/game/bd_get_this_game', { period: periods.list[3].period })
    expect(bd.list.length).toBe(bd.period.match_count)
    for (const row of bd.list.filter((x) => x.match.status_id === 8)) {
      const [a, b] = parseScore(row.match.full_score)
      const r = a + row.handicap > b ? '3' : a + row.handicap === b ? '1' : '0'
      expect(row.result).toBe(r)
    }
    const board = await ok(h.s, 'api/game/winner_lottery')
    expect(board.map((x) => x.lottery)).toEqual(expect.arrayContaining(['sfc', 'rx9', 'jq4', 'bqc6', 'bd']))
  })

  it('serves the version text, search and well-known competitions', async () => {
    const ver = await ok(h.s, 'api/index/shuju', { content: 'VER' })
    expect(ver.text.length).toBeGreaterThan(0)
    expect(ver.version).toBe('1.3.5')
    const anyTeam = (await ok(h.s, 'api/Game/get', { limit: 1 })).list[0].home_team
    const found = await ok(h.s, 'api/index/saibotiyu', { keyword: anyTeam.name })
    expect(found.teams.map((t) => t.id)).toContain(anyTeam.id)
    expect(found.matches.list.every((m) => m.home_team.id === anyTeam.id || m.away_team.id === anyTeam.id)).toBe(true)
    // a league's matches across pages read in kickoff order, earliest first (no date jumping back)
    const byKickoff: number[] = []
    for (const page of [1, 2, 3]) byKickoff.push(...(await ok(h.s, 'api/index/saibotiyu', { keyword: '英超', page, limit: 10 })).matches.list.map((m) => m.start_at))
    expect(byKickoff.length).toBeGreaterThan(20)
    expect(byKickoff).toEqual([...byKickoff].sort((a, b) => a - b))
    expect(byKickoff[0]).toBeLessThan(SEEDED_AT)
    expect(byKickoff[byKickoff.length - 1]).toBeGreaterThan(SEEDED_AT)
    const famous = await ok(h.s, 'api/index/zmxil')
    expect(famous.map((f) => f.league.short_name)).toEqual(expect.arrayContaining(['英超', '欧冠']))
    const detail = await ok(h.s, 'api/index/zmxlxq', { league_id: famous[0].league.id })
    expect(detail.standings[0].team.id).toBe(famous[0].leader?.id)
    const transfers = await ok(h.s, 'api/Game/player_transfer_information', { limit: 5 })
    expect(transfers.total).toBeGreaterThan(0)
    const hot = await ok(h.s, 'api/Game/syzygote')
    expect(hot.total).toBeGreaterThan(0)
    const latest = await ok(h.s, 'api/Game/zxzxs', { company_id: 1, limit: 3 })
    expect(latest.list).toHaveLength(3)
    const indemnity = await ok(h.s, 'api/Game/exponential_coincident', { company_id: 1, limit: 3 })
    expect(indemnity.list[0].summary.samples).toBeGreaterThanOrEqual(0)
    const sample = await ok(h.s, 'api/game/sample_data_of_equal_compensation', { company_id: 1, ...indemnity.list[0].europe_open })
    expect(sample.summary.samples).toBeGreaterThanOrEqual(indemnity.list[0].summary.samples)
  })

  describe('bad input', () => {
    /** one malformed or missing field per endpoint, and the field the Chinese message must name */
    const BAD: Record<string, [Record<string, unknown>, string]> = {
      'api/Game/get': [{ status: 'soon' }, 'status'],
      'api/game/system_notification': [{ page: 'first' }, 'page'],
      'api/Game/immediately': [{}, 'since'],
      'api/Game/List_of_events': [{ date: '2026/11/22' }, 'date'],
      'api/Game/all_matches': [{ team_id: 'x' }, 'team_id'],
      'api/Game/syzygote': [{ page: 0 }, 'page'],
      'api/Game/get_xq': [{ event_id1: 1, type_of_competition: 2 }, 'type_of_competition'],
      'api/Game/xq_bszr': [{ event_id: -3 }, 'event_id'],
      'api/Game/fenxi': [{}, 'event_id'],
      'api/Game/zhanji': [{ team_id: 1, limit: 99 }, 'limit'],
      'api/Game/paiming': [{ event_id: '1.5' }, 'event_id'],
      'api/Game/zhishu': [{ event_id: '' }, 'event_id'],
      'api/Game/zhuanjia': [{ event_id: 1, limit: 101 }, 'limit'],
      'api/Game/historical_index': [{ event_id: 1 }, 'company_id'],
      'api/Game/zxzxs': [{ company_id: 1, date: '2026-02-30' }, 'date'],
      'api/Game/exponential_coincident': [{ company_id: 1, limit: 500 }, 'limit'],
      'api/game/co_compensation': [{ event_id: 'abc' }, 'event_id'],
      'api/game/same_claim_details': [{ event_id: 1 }, 'company_id'],
      'api/game/sample_data_of_equal_compensation': [{ company_id: 1, home: 0.5, draw: 3, away: 3 }, 'home'],
      'api/Game/event_attention': [{ event_id: 'none' }, 'event_id'],
      'api/Game/gz_event_attention': [{ limit: 0 }, 'limit'],
      'api/game/chakgz': [{ event_ids: '1,,x' }, 'event_ids'],
      'api/game/gxqrs': [{}, 'event_ids'],
      'api/Game/player_transfer_information': [{ team_id: 'one' }, 'team_id'],
      'api/game/basics_list_of_countries': [{}, 'continent_id'],
      'api/game/basics_list_of_events_list': [{}, 'country_id'],
      'api/game/basics_list_of_seasons_list': [{ league_id: 'x' }, 'league_id'],
      'api/game/basics_integrate_list_list': [{}, 'league_id'],
      'api/game/database_schedule': [{ league_id: 1, round: 0 }, 'round'],
      'api/game/top_scorer': [{ league_id: 1, page: -1 }, 'page'],
      'api/game/syqhsfc': [{ lottery: 'lotto' }, 'lottery'],
      'api/game/football_draw_details': [{ issue: '12' }, 'issue'],
      'api/game/bd_acquisition_period_number': [{ limit: 'many' }, 'limit'],
      'api/game/bd_get_this_game': [{ period: '2026-11' }, 'period'],
      'api/index/shuju': [{}, 'content'],
      'api/index/saibotiyu': [{ keyword: '' }, 'keyword'],
      'api/index/zmxlxq': [{ league_id: 0 }, 'league_id'],
      'api/Game/chat_list': [{ event_id: 'x' }, 'event_id'],
      'api/Game/chat_send': [{ event_id: 1 }, 'content'],
      'api/Game/match_intel': [{}, 'event_id'],
      'api/Game/odds_tools': [{ event_id: 1, n: 31 }, 'n'],
      'api/Game/alert_consent': [{ event_id: 1, template_ids: '[oops', accepted: 1 }, 'template_ids'],
    }
    /** endpoints without fields: the bad input is a body that is not JSON */
    const NO_FIELDS = ['api/game/basics_list_of_continents', 'api/game/the_competition_is_full', 'api/game/winner_lottery', 'api/index/zmxil', 'api/index/extensions', 'api/User/w']
    const mine = Object.keys({ ...matchEndpoints, ...homeEndpoints })

    // the probes also keep covering endpoints that moved to their own features' contract files (the lottery draws, 专家 on the home, notices)
    it('covers every endpoint of this domain', () => {
      const probed = [...Object.keys(BAD), ...NO_FIELDS]
      expect(mine.filter((path) => !probed.includes(path))).toEqual([])
    })

    let token = ''
    beforeAll(async () => {
      token = (await createMember(h.db, '13900000001', SEEDED_AT)).token
    })

    it.each(Object.entries(BAD))('%s answers a Chinese message naming the field', async (path, [payload, field]) => {
      const res = await h.s.call(path, { ...payload, token })
      expect(res.status).toBe(200)
      expect(res.code).toBe(ResultCode.FAIL)
      expect(res.msg).toContain(field)
      expect(res.msg).toMatch(/[\u4e00-\u9fa5]/)
    })

    it.each(['2026-13-45', '0000-00-00', '2026-02-29'])('refuses the day %s that does not exist, naming the field', async (date) => {
      const res = await h.s.call('api/Game/get', { date })
      expect(res.code).toBe(ResultCode.FAIL)
      expect(res.msg).toBe('参数 date 错误：日期不存在')
    })

    it.each(NO_FIELDS)('%s answers a malformed body with an envelope', async (path) => {
      const res = await h.s.app.inject({ method: 'POST', url: `/${path}`, payload: '{oops', headers: { 'content-type': 'application/json' } })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: ResultCode.FAIL })
    })

    it('answers unknown ids with not found', async () => {
      const cases: Array<[string, Record<string, unknown>]> = [
        ['api/Game/get_xq', { event_id1: 99_999_999 }],
        ['api/Game/xq_bszr', { event_id: 99_999_999 }],
        ['api/Game/fenxi', { event_id: 99_999_999 }],
        ['api/Game/zhishu', { event_id: 99_999_999 }],
        ['api/Game/historical_index', { event_id: 1, company_id: 99 }],
        ['api/Game/zhanji', { team_id: 99_999 }],
        ['api/Game/all_matches', { team_id: 99_999 }],
        ['api/Game/event_attention', { event_id: 99_999_999, token }],
        ['api/game/basics_list_of_countries', { continent_id: 99 }],
        ['api/game/basics_integrate_list_list', { league_id: 1, season_id: 99_999 }],
        ['api/game/top_scorer', { league_id: 999 }],
        ['api/game/database_schedule', { league_id: 1, round: 999 }],
        ['api/game/football_draw_details', { issue: '99999' }],
        ['api/game/bd_get_this_game', { period: '990101' }],
        ['api/index/shuju', { content: 'NOPE' }],
        ['api/index/zmxlxq', { league_id: 999 }],
      ]
      for (const [path, payload] of cases) {
        const res = await h.s.call(path, payload)
        expect({ path, status: res.status, code: res.code }).toEqual({ path, status: 200, code: ResultCode.NOT_FOUND })
        expect(res.msg).toContain('不存在')
      }
    })
  })
})
