import type { Router } from '../../../http/router'
import type { Ctx } from '../../../http/context'
import { averageRating } from '../services/ratings'
import { notFound } from '../../../http/errors'
import { POSITIONS } from '../../../../types/football'
import { leagueRef, playerRef, refs, teamRef, type Refs } from '../services/footballRefs'
import { recentFinishedOf, toRows, upcomingOf } from '../services/matchQueries'
import { currentSeasonId, standings } from '../services/standings'
import { seasonById } from '../services/seasons'
import { leaders, teamSeason } from '../services/teamSeason'
import { totalsOf } from '../services/playerSeason'
import { transferAnswer, transfersPage } from '../services/transfers'
import { playerSeasonLines, storedLinesOf } from '../services/playerSeasonLines'
import { liveOfTeam } from '../repository/teamSeason'
import { playerFollows, teamFollows } from '../repository/teamFollows'
import { formOf, summary } from './matches'
import { newsOfMatches } from '../ports'

/** a team's home (RecentGames?team_id=) and a player's card (…&player_id=), issue 24 */

const HOME_LIST = 10
const LAST_MATCHES = 5
const LEADERS = 5
/** the 资讯 the team home's 赛程 tab shows (docs/product/news.md) */
export const TEAM_NEWS = 3

function knownTeam(rf: Refs, teamId: number) {
  const t = rf.teams.get(teamId)
  if (!t) throw notFound('球队')
  return t
}

async function teamHeader(ctx: Ctx, teamId: number) {
  const rf = await refs(ctx.db)
  const t = knownTeam(rf, teamId)
  const now = ctx.clock.now()
  const seasonId = await currentSeasonId(ctx.db, t.league_id, now)
  const rank = seasonId === undefined ? null : ((await standings(ctx.db, seasonId, now)).find((row) => row.team.id === teamId)?.rank ?? null)
  return {
    team: teamRef(rf, teamId), league: leagueRef(rf, t.league_id), rank, venue: t.venue, coach: t.coach,
    followers: await teamFollows.countFor(ctx.db, teamId), followed: ctx.user ? await teamFollows.has(ctx.db, ctx.user.id, teamId) : false,
  }
}

function squadGroups(rf: Refs, teamId: number) {
  const squad = [...(rf.squads.get(teamId) ?? [])].sort((a, b) => a.shirt_number - b.shirt_number || a.id - b.id)
  return POSITIONS.map((position) => ({ position, players: squad.filter((p) => p.position === position).map((p) => playerRef(rf, p.id)) }))
    .filter((g) => g.players.length > 0)
}

async function teamStats(ctx: Ctx, teamId: number) {
  const rf = await refs(ctx.db)
  const t = knownTeam(rf, teamId)
  const s = await teamSeason(ctx.db, teamId, ctx.clock.now())
  const counted = (m: Map<number, number>) => leaders(m, LEADERS).filter((x) => rf.players.has(x.id)).map((x) => ({ player: playerRef(rf, x.id), count: x.count }))
  return {
    team_id: teamId, league: leagueRef(rf, t.league_id), season_name: s.seasonId === undefined ? '' : ((await seasonById(ctx.db, s.seasonId))?.name ?? ''),
    all: s.all, home: s.home, away: s.away, form: s.form,
    top_scorers: counted(s.goals), top_assists: counted(s.assists), yellow_cards: s.yellow, red_cards: s.red,
  }
}

export function registerTeamRoutes(r: Router): void {
  r.handle('api/Game/team_home', async (req, ctx) => {
    const header = await teamHeader(ctx, req.team_id)
    const now = ctx.clock.now()
    const uid = ctx.user?.id
    const results = await toRows(ctx.db, await recentFinishedOf(ctx.db, req.team_id, now, HOME_LIST), now, uid)
    const coming = [...await liveOfTeam(ctx.db, req.team_id, now), ...await upcomingOf(ctx.db, req.team_id, now, HOME_LIST)].slice(0, HOME_LIST)
    const news = await newsOfMatches(ctx.db, uid ?? 0, [...results, ...coming].map((m) => m.id), 'any', TEAM_NEWS, req.team_id)
    return { header, summary: summary(results, req.team_id), form: formOf([...results].reverse(), req.team_id), results, fixtures: await toRows(ctx.db, coming, now, uid), news }
  })

  r.handle('api/Game/team_squad', async (req, ctx) => {
    knownTeam(await refs(ctx.db), req.team_id)
    return { team_id: req.team_id, groups: squadGroups(await refs(ctx.db), req.team_id) }
  })

  r.handle('api/Game/team_stats', (req, ctx) => teamStats(ctx, req.team_id))

  r.handle('api/Game/player_card', (req, ctx) => playerCard(ctx, req.player_id))
}

async function playerCard(ctx: Ctx, playerId: number) {
  const rf = await refs(ctx.db)
  const p = rf.players.get(playerId)
  if (!p) throw notFound('球员')
  const t = knownTeam(rf, p.team_id)
  const now = ctx.clock.now()
  const { seasonName, lines } = await playerSeasonLines(ctx.db, playerId, now)
  const recent = (await storedLinesOf(ctx.db, playerId, await recentFinishedOf(ctx.db, p.team_id, now, 3 * LAST_MATCHES), now)).slice(0, LAST_MATCHES)
  const rows = await toRows(ctx.db, recent.map((l) => l.match), now, ctx.user?.id)
  return {
    player: playerRef(rf, playerId), team: teamRef(rf, p.team_id), league: leagueRef(rf, t.league_id),
    season: { season_name: seasonName, ...totalsOf(lines), average_rating: averageRating(lines.map((l) => l.rating)) },
    last_matches: recent.map((l, i) => ({ match: rows[i], started: l.started, minutes: l.minutes, goals: l.goals, assists: l.assists, yellow: l.yellow, red: l.red, rating: l.rating })),
    transfers: (await transfersPage(ctx.db, { playerId, until: now }, 1, 20)).rows.map((x) => transferAnswer(rf, x)),
    followers: await playerFollows.countFor(ctx.db, playerId), followed: ctx.user ? await playerFollows.has(ctx.db, ctx.user.id, playerId) : false,
  }
}
