import type { Router } from '../../../http/router'
import { fail, notFound } from '../../../http/errors'
import { requireUser } from '../../../http/context'
import { sidesOf, type SideIntel } from '../services/intel'
import { lineupsAnnounced } from '../services/lineupsAnnouncement'
import { followerCount, followedAmong, setFollow } from '../services/follows'
import { leagueRef, playerRef, refs, teamRef } from '../services/footballRefs'
import {
  changedSince, headToHead, leagueCountsOfList, matchById, pagedMatches, recentFinishedOf, toRows, upcomingInLeaguesPage, upcomingOf,
} from '../services/matchQueries'
import { detailAt } from '../services/matchView'
import { currentSeasonId, standings } from '../services/standings'
import { seasonById } from '../services/seasons'
import { pageOf } from '../../../http/paging'
import { teamRecordOf, teamResultOf } from '../../../../types/score'
import type { MatchRow } from '../../../../types/football'
import type { Db } from '../../../db'

/** how far back `since` may reach; older lists are reloaded, not patched */
export const MAX_SINCE_AGE_MS = 3_600_000

/** a team's record and form strip by the one rule the page states (types/score.ts TEAM_FORM_RULE) */
export const summary = (rows: MatchRow[], teamId: number) => teamRecordOf(rows, teamId)

export function formOf(rows: MatchRow[], teamId: number): Array<'W' | 'D' | 'L'> {
  return rows.flatMap((m) => teamResultOf(m, teamId)?.outcome ?? [])
}

export function registerMatchListRoutes(r: Router): void {
  registerListRoutes(r)
  registerMatchDetailRoutes(r)
  registerTeamAndFollowRoutes(r)
}

/** the match lists */
function registerListRoutes(r: Router): void {
  r.handle('api/Game/get', async (req, ctx) => {
    const now = ctx.clock.now()
    if (req.followed && !ctx.user) throw fail('查看关注的比赛需要先登录')
    const page = await pagedMatches(ctx.db, { ...req, followedBy: req.followed ? ctx.user?.id : undefined }, now, req.page, req.limit, ctx.user?.id,
      req.status === 'finished' ? 'newest' : 'kickoff')
    return { ...page, server_time: now }
  })

  r.handle('api/Game/immediately', async (req, ctx) => {
    const now = ctx.clock.now()
    if (req.since > now) throw fail('参数 since 错误：不能晚于服务器时间')
    if (now - req.since > MAX_SINCE_AGE_MS) throw fail('参数 since 错误：距今超过 1 小时，请重新加载列表')
    if (req.followed && !ctx.user) throw fail('查看关注的比赛需要先登录')
    // The list's status is not applied: a match that finished leaves the live list, one that kicked
    // off leaves the fixtures, and the app must hear of both to update or drop its row. The day
    // (any day for the live list, which spans midnight), leagues and follows still apply.
    const scope = { ...req, status: 'all' as const, anyDay: req.status === 'live', date: req.status === 'live' ? undefined : req.date }
    const rows = await changedSince(ctx.db, { ...scope, followedBy: req.followed ? ctx.user?.id : undefined }, req.since, now)
    return { server_time: now, list: await toRows(ctx.db, rows, now, ctx.user?.id) }
  })

  r.handle('api/Game/List_of_events', async (req, ctx) => {
    const now = ctx.clock.now()
    if (req.followed && !ctx.user) throw fail('查看关注的比赛需要先登录')
    const rf = await refs(ctx.db)
    // the list's own filter (day, status, follows): each league's count is what picking it shows
    const counts = await leagueCountsOfList(ctx.db, { ...req, followedBy: req.followed ? ctx.user?.id : undefined }, now)
    return counts.map((x) => ({ ...leagueRef(rf, x.league_id), match_count: x.n, live_count: x.live }))
  })

  r.handle('api/Game/all_matches', async (req, ctx) => {
    if (!(await refs(ctx.db)).teams.has(req.team_id)) throw notFound('球队')
    const now = ctx.clock.now()
    const status = req.scope === 'finished' ? 'finished' : 'not_started'
    return pagedMatches(ctx.db, { status, team_id: req.team_id }, now, req.page, req.limit, ctx.user?.id, req.scope === 'finished' ? 'newest' : 'kickoff')
  })

  r.handle('api/Game/syzygote', async (req, ctx) => {
    const now = ctx.clock.now()
    const famous = [...(await refs(ctx.db)).leagues.values()].filter((l) => l.famous).map((l) => l.id)
    const { rows, total } = await upcomingInLeaguesPage(ctx.db, famous, now, 2 * 86_400_000, req.page, req.limit)
    return pageOf(await toRows(ctx.db, rows, now, ctx.user?.id), req.page, req.limit, total)
  })

}

/** one match: detail, lineups, analysis, record, table */
function registerMatchDetailRoutes(r: Router): void {
  r.handle('api/Game/get_xq', async (req, ctx) => {
    const m = await matchById(ctx.db, req.event_id1)
    if (!m) throw notFound('比赛')
    const now = ctx.clock.now()
    const table = await standings(ctx.db, m.season_id, now)
    const pos = (id: number) => table.find((row) => row.team.id === id)?.rank ?? null
    const followed = (await followedAmong(ctx.db, ctx.user?.id, [m.id])).has(m.id)
    return detailAt(ctx.db, m, now, followed, [pos(m.home_team_id), pos(m.away_team_id)])
  })

  r.handle('api/Game/xq_bszr', async (req, ctx) => {
    const m = await matchById(ctx.db, req.event_id)
    if (!m) throw notFound('比赛')
    const rf = await refs(ctx.db)
    const now = ctx.clock.now()
    // the same lineup the events were written with; absentees (伤停, api/Game/match_intel) are left off the bench
    const side = ({ teamId, lineup: l }: SideIntel) => {
      const slot = (s: (typeof l.starters)[number]) => ({ ...playerRef(rf, s.player.id), x: s.x, y: s.y, captain: s.captain })
      return { team: teamRef(rf, teamId), formation: l.formation, coach: rf.teams.get(teamId)?.coach ?? '', starters: l.starters.map(slot), substitutes: l.substitutes.map(slot) }
    }
    const [home, away] = await sidesOf(ctx.db, m)
    return { event_id: m.id, confirmed: lineupsAnnounced(m, now), home: side(home), away: side(away) }
  })

  r.handle('api/Game/fenxi', async (req, ctx) => {
    const m = await matchById(ctx.db, req.event_id)
    if (!m) throw notFound('比赛')
    const now = ctx.clock.now()
    const uid = ctx.user?.id
    const h = m.home_team_id
    const a = m.away_team_id
    const h2h = await toRows(ctx.db, await headToHead(ctx.db, h, a, now, m.id, 10), now, uid)
    const homeRecent = await toRows(ctx.db, await recentFinishedOf(ctx.db, h, now, 10), now, uid)
    const awayRecent = await toRows(ctx.db, await recentFinishedOf(ctx.db, a, now, 10), now, uid)
    const table = await standings(ctx.db, m.season_id, now)
    return {
      event_id: m.id,
      h2h,
      h2h_summary: summary(h2h, h),
      home_recent: homeRecent,
      away_recent: awayRecent,
      home_recent_summary: summary(homeRecent, h),
      away_recent_summary: summary(awayRecent, a),
      home_upcoming: await toRows(ctx.db, await upcomingOf(ctx.db, h, now, 3), now, uid),
      away_upcoming: await toRows(ctx.db, await upcomingOf(ctx.db, a, now, 3), now, uid),
      standings: table.filter((row) => row.team.id === h || row.team.id === a),
    }
  })

}

/** a team's record, the table of a match, follows */
function registerTeamAndFollowRoutes(r: Router): void {
  r.handle('api/Game/zhanji', async (req, ctx) => {
    const rf = await refs(ctx.db)
    if (!rf.teams.has(req.team_id)) throw notFound('球队')
    const now = ctx.clock.now()
    const list = await toRows(ctx.db, await recentFinishedOf(ctx.db, req.team_id, now, req.limit, req.venue), now, ctx.user?.id)
    return { team: teamRef(rf, req.team_id), summary: summary(list, req.team_id), form: formOf([...list].reverse(), req.team_id), list }
  })

  r.handle('api/Game/paiming', async (req, ctx) => {
    const m = await matchById(ctx.db, req.event_id)
    if (!m) throw notFound('比赛')
    const now = ctx.clock.now()
    // a cup match shows the table of the home side's league
    const rf = await refs(ctx.db)
    const leagueId = rf.leagues.get(m.league_id)?.type === 1 ? m.league_id : (rf.teams.get(m.home_team_id)?.league_id ?? m.league_id)
    const seasonId = leagueId === m.league_id ? m.season_id : (await currentSeasonId(ctx.db, leagueId, now) ?? m.season_id)
    return standingsAnswer(ctx.db, leagueId, seasonId, now)
  })

  r.handle('api/Game/event_attention', async (req, ctx) => {
    const user = requireUser(ctx)
    if (!await matchById(ctx.db, req.event_id)) throw notFound('比赛')
    await setFollow(ctx.db, user.id, req.event_id, req.attention, ctx.clock.now())
    return { event_id: req.event_id, followed: req.attention, followers: await followerCount(ctx.db, req.event_id) }
  })

  r.handle('api/Game/gz_event_attention', (req, ctx) => {
    const user = requireUser(ctx)
    return pagedMatches(ctx.db, { status: 'all', followedBy: user.id }, ctx.clock.now(), req.page, req.limit, user.id, 'newest')
  })

  r.handle('api/game/chakgz', async (req, ctx) => {
    const user = requireUser(ctx)
    const followed = await followedAmong(ctx.db, user.id, req.event_ids)
    return req.event_ids.map((id) => ({ event_id: id, followed: followed.has(id) }))
  })

  r.handle('api/game/gxqrs', async (req, ctx) => (await Promise.all(req.event_ids.map(async (id) => ({ event_id: id, followers: await followerCount(ctx.db, id) })))))
}

export async function standingsAnswer(db: Db, leagueId: number, seasonId: number, now: number) {
  const rf = await refs(db)
  const season = await seasonById(db, seasonId, leagueId)
  if (!season) throw notFound('赛季')
  return {
    league: leagueRef(rf, leagueId),
    season: { ...season, is_current: await currentSeasonId(db, leagueId, now) === season.id },
    rows: await standings(db, season.id, now),
    computed_at: now,
  }
}
