import { ResultCode } from '../../types/envelope'
import type { MatchEvent, MatchRow } from '../../types/football'
import { PLAYER_FOLLOW_CAP, TEAM_FOLLOW_CAP } from '../../types/follow-rules'
import { allRows, q } from './rows'
import { createMember, ok, parseScore, SEEDED_AT, useSeededServer } from './match.helpers'

/** 瑞士超: ten clubs, a small league to recount by hand */
const SMALL_LEAGUE = 13
const FINISHED = 8

describe('team home and player card (issue 24)', () => {
  const h = useSeededServer()

  async function seasonMatches(leagueId: number): Promise<MatchRow[]> {
    const first = await ok(h.s, 'api/game/database_schedule', { league_id: leagueId })
    const all: MatchRow[] = []
    for (const r of first.rounds) all.push(...(await ok(h.s, 'api/game/database_schedule', { league_id: leagueId, season_id: first.season.id, round: r.round })).list)
    return all
  }

  async function eventsOf(matchId: number): Promise<MatchEvent[]> {
    const d = await ok(h.s, 'api/Game/get_xq', { event_id1: matchId })
    return d.basics_match_event.flatMap((g) => g.events)
  }

  it("recounts three teams' season figures and scorers from their results and events", async () => {
    const matches = (await seasonMatches(SMALL_LEAGUE)).filter((m) => m.status_id === FINISHED)
    expect(matches.length).toBeGreaterThan(5)
    const teamIds = [...new Set(matches.map((m) => m.home_team.id))].slice(0, 3)
    for (const teamId of teamIds) {
      const stats = await ok(h.s, 'api/Game/team_stats', { team_id: teamId })
      const mine = matches.filter((m) => m.home_team.id === teamId || m.away_team.id === teamId).sort((a, b) => a.start_at - b.start_at || a.id - b.id)
      const fig = { played: 0, win: 0, draw: 0, loss: 0, goals_for: 0, goals_against: 0, clean_sheets: 0 }
      const home = { ...fig }
      const form: string[] = []
      const goals = new Map<number, number>()
      for (const m of mine) {
        const [hg, ag] = parseScore(m.full_score)
        const atHome = m.home_team.id === teamId
        const [gf, ga] = atHome ? [hg, ag] : [ag, hg]
        for (const f of atHome ? [fig, home] : [fig]) {
          f.played++
          f.goals_for += gf
          f.goals_against += ga
          if (ga === 0) f.clean_sheets++
          if (gf > ga) f.win++
          else if (gf === ga) f.draw++
          else f.loss++
        }
        form.push(gf > ga ? 'W' : gf === ga ? 'D' : 'L')
        for (const e of await eventsOf(m.id)) {
          if ((e.type === 'goal' || e.type === 'penalty_goal') && e.side === (atHome ? 'home' : 'away') && e.player_id) goals.set(e.player_id, (goals.get(e.player_id) ?? 0) + 1)
        }
      }
      expect(stats.all).toEqual(fig)
      expect(stats.home).toEqual(home)
      expect(stats.away.played).toBe(fig.played - home.played)
      expect(stats.form).toEqual(form.slice(-5))
      const best = Math.max(0, ...goals.values())
      if (stats.top_scorers.length) expect(stats.top_scorers[0].count).toBe(best)
      for (const s of stats.top_scorers) expect(s.count).toBe(goals.get(s.player.id))
    }
  })

  it('answers the first screen in one request: header with rank and followers, results and fixtures', async () => {
    const table = await ok(h.s, 'api/game/basics_integrate_list_list', { league_id: SMALL_LEAGUE })
    const row = table.rows[2]
    const home = await ok(h.s, 'api/Game/team_home', { team_id: row.team.id })
    expect(home.header.team.id).toBe(row.team.id)
    expect(home.header.league.id).toBe(SMALL_LEAGUE)
    expect(home.header.rank).toBe(row.rank)
    expect(home.header.followers).toBe(0)
    expect(home.results.length).toBeGreaterThan(0)
    for (const m of home.results) expect(m.status_id).toBe(FINISHED)
    for (const m of home.fixtures) expect(m.status_id).not.toBe(FINISHED)
    expect(home.summary.played).toBe(home.results.length)
    const squad = await ok(h.s, 'api/Game/team_squad', { team_id: row.team.id })
    expect(squad.groups.map((g) => g.position)[0]).toBe('门将')
    const players = squad.groups.flatMap((g) => g.players)
    expect(players.length).toBeGreaterThanOrEqual(18)
    for (const p of players) expect(p.nationality).not.toBe('')
  })

  it("gives a player's season from the lineups and events, last five matches and transfers", async () => {
    const matches = (await seasonMatches(SMALL_LEAGUE)).filter((m) => m.status_id === FINISHED)
    const teamId = matches[0].home_team.id
    const stats = await ok(h.s, 'api/Game/team_stats', { team_id: teamId })
    const scorer = stats.top_scorers[0].player
    const card = await ok(h.s, 'api/Game/player_card', { player_id: scorer.id })
    expect(card.team.id).toBe(teamId)
    expect(card.season.goals).toBe(stats.top_scorers[0].count)
    let appearances = 0
    const ratings = new Map<number, number>()
    for (const m of matches.filter((x) => x.home_team.id === teamId || x.away_team.id === teamId)) {
      const lineup = await ok(h.s, 'api/Game/xq_bszr', { event_id: m.id })
      const side = lineup.home.team.id === teamId ? lineup.home : lineup.away
      const started = side.starters.some((p) => p.id === scorer.id)
      const cameOn = (await eventsOf(m.id)).some((e) => e.type === 'sub' && e.related_player_id === scorer.id)
      if (!started && !cameOn) continue
      appearances++
      // the rating 阵容 showed at the whistle
      const r = await ok(h.s, 'api/Game/match_ratings', { event_id: m.id })
      const mine = [...r.home, ...r.away].find((p) => p.player.id === scorer.id)
      if (mine) ratings.set(m.id, mine.rating)
    }
    expect(card.season.appearances).toBe(appearances)
    const mean = [...ratings.values()].reduce((a, b) => a + b, 0) / ratings.size
    expect(card.season.average_rating).toBe(Math.round(mean * 10) / 10)
    for (const l of card.last_matches.filter((x) => ratings.has(x.match.id))) expect(l.rating).toBe(ratings.get(l.match.id))
    expect(card.last_matches.length).toBeLessThanOrEqual(5)
    expect(card.last_matches.length).toBeGreaterThan(0)
    const transfers = await ok(h.s, 'api/Game/player_transfer_information', { player_id: scorer.id, limit: 20 })
    expect(card.transfers.map((t) => t.id)).toEqual(transfers.list.map((t) => t.id))
  })

  it('says clearly when a team or player does not exist', async () => {
    for (const [path, payload] of [['api/Game/team_home', { team_id: 999999 }], ['api/Game/team_stats', { team_id: 999999 }], ['api/Game/team_squad', { team_id: 999999 }], ['api/Game/player_card', { player_id: 999999 }]] as const) {
      const res = await h.s.call(path, payload)
      expect(res.code).toBe(ResultCode.NOT_FOUND)
      expect(res.msg).toMatch(/不存在/)
    }
  })

  it('keeps follower counts, lists my teams and players, their next matches, and refuses a follow past the cap', async () => {
    const table = await ok(h.s, 'api/game/basics_integrate_list_list', { league_id: SMALL_LEAGUE })
    const fan = await createMember(h.db, '13800240001', SEEDED_AT)
    const other = await createMember(h.db, '13800240002', SEEDED_AT)
    const team = table.rows[0].team
    expect((await h.s.call('api/Game/team_follow', { team_id: team.id })).code).toBe(ResultCode.LOGIN_REQUIRED)
    expect(await ok(h.s, 'api/Game/team_follow', { team_id: team.id, token: fan.token })).toEqual({ id: team.id, followed: true, followers: 1 })
    expect(await ok(h.s, 'api/Game/team_follow', { team_id: team.id, token: fan.token })).toEqual({ id: team.id, followed: true, followers: 1 })
    expect((await ok(h.s, 'api/Game/team_follow', { team_id: team.id, token: other.token })).followers).toBe(2)
    const header = (await ok(h.s, 'api/Game/team_home', { team_id: team.id, token: fan.token })).header
    expect([header.followed, header.followers]).toEqual([true, 2])
    const mine = await ok(h.s, 'api/Game/my_teams', { token: fan.token })
    expect(mine.list.map((x) => x.team.id)).toEqual([team.id])
    const next = await ok(h.s, 'api/Game/followed_team_matches', { token: fan.token })
    expect(next.list.length).toBe(1)
    expect([next.list[0].home_team.id, next.list[0].away_team.id]).toContain(team.id)
    expect(next.list[0].status_id).not.toBe(FINISHED)
    // following the opponent too: a match of two followed teams is listed once
    const opponent = next.list[0].home_team.id === team.id ? next.list[0].away_team.id : next.list[0].home_team.id
    await ok(h.s, 'api/Game/team_follow', { team_id: opponent, token: fan.token })
    const both = (await ok(h.s, 'api/Game/followed_team_matches', { token: fan.token })).list.map((m) => m.id)
    expect(new Set(both).size).toBe(both.length)
    expect(both).toContain(next.list[0].id)
    await ok(h.s, 'api/Game/team_follow', { team_id: opponent, attention: 0, token: fan.token })
    await ok(h.s, 'api/Game/team_follow', { team_id: team.id, attention: 0, token: other.token })
    expect((await ok(h.s, 'api/Game/team_home', { team_id: team.id })).header.followers).toBe(1)

    const squad = await ok(h.s, 'api/Game/team_squad', { team_id: team.id })
    const player = squad.groups[0].players[0]
    expect((await ok(h.s, 'api/Game/player_follow', { player_id: player.id, token: fan.token })).followers).toBe(1)
    expect((await ok(h.s, 'api/Game/my_players', { token: fan.token })).list[0].player.id).toBe(player.id)
    expect((await ok(h.s, 'api/Game/player_card', { player_id: player.id, token: fan.token })).followed).toBe(true)

    const teamIds = (await allRows(h.db, q.selectFrom('fb_teams').select('id').orderBy('id').limit(TEAM_FOLLOW_CAP + 1))).map((t) => t.id)
    const capped = await createMember(h.db, '13800240003', SEEDED_AT)
    for (const id of teamIds.slice(0, TEAM_FOLLOW_CAP)) await ok(h.s, 'api/Game/team_follow', { team_id: id, token: capped.token })
    const refused = await h.s.call('api/Game/team_follow', { team_id: teamIds[TEAM_FOLLOW_CAP], token: capped.token })
    expect(refused.code).toBe(ResultCode.FAIL)
    expect(refused.msg).toBe(`最多关注 ${TEAM_FOLLOW_CAP} 支球队，请先取消一些关注`)
    expect((await ok(h.s, 'api/Game/my_teams', { token: capped.token, limit: 100 })).total).toBe(TEAM_FOLLOW_CAP)
    expect(PLAYER_FOLLOW_CAP).toBeGreaterThan(TEAM_FOLLOW_CAP)
  })
})
