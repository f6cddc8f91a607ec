import type { Db } from '../../../db'
import type { Router } from '../../../http/router'
import { requireUser } from '../../../http/context'
import { notFound } from '../../../http/errors'
import { pageOf } from '../../../http/paging'
import { leagueRef, playerRef, refs, teamRef } from '../services/footballRefs'
import { recentFinishedOf, toRows, upcomingOf } from '../services/matchQueries'
import { newsOfMatches } from '../ports'
import { setPlayerFollow, setTeamFollow } from '../services/teamFollows'
import { liveOfTeam } from '../repository/teamSeason'
import type { PairTable } from '../../../db/pairTable'
import { playerFollows, teamFollows } from '../repository/teamFollows'

/** the followed teams' 战报 the home's 我的关注 block shows: of each team's last matches, the newest 3 */
const FOLLOWED_REPORTS = 3

/** following teams and players (issue 24): toggles with counts, my lists, the home's 我的关注 block */
export function registerTeamFollowRoutes(r: Router): void {
  r.handle('api/Game/team_follow', async (req, ctx) => {
    if (!(await refs(ctx.db)).teams.has(req.team_id)) throw notFound('球队')
    return setTeamFollow(ctx.db, requireUser(ctx).id, req.team_id, req.attention, ctx.clock.now())
  })

  r.handle('api/Game/player_follow', async (req, ctx) => {
    if (!(await refs(ctx.db)).players.has(req.player_id)) throw notFound('球员')
    return setPlayerFollow(ctx.db, requireUser(ctx).id, req.player_id, req.attention, ctx.clock.now())
  })

  r.handle('api/Game/my_teams', async (req, ctx) => {
    const rf = await refs(ctx.db)
    return followedPage(ctx.db, requireUser(ctx).id, req, teamFollows, (id) => rf.teams.has(id),
      async (id) => ({ team: teamRef(rf, id), league: leagueRef(rf, rf.teams.get(id)?.league_id ?? 0), followers: await teamFollows.countFor(ctx.db, id) }))
  })

  r.handle('api/Game/my_players', async (req, ctx) => {
    const rf = await refs(ctx.db)
    return followedPage(ctx.db, requireUser(ctx).id, req, playerFollows, (id) => rf.players.has(id),
      async (id) => ({ player: playerRef(rf, id), team: teamRef(rf, rf.players.get(id)?.team_id ?? 0), followers: await playerFollows.countFor(ctx.db, id) }))
  })

  r.handle('api/Game/followed_team_matches', async (_req, ctx) => {
    const now = ctx.clock.now()
    const userId = requireUser(ctx).id
    // each team's live match, else its next one; two followed teams meeting give one row
    const byId = new Map((await Promise.all((await teamFollows.targetsOf(ctx.db, userId))
      .map(async (teamId) => [...await liveOfTeam(ctx.db, teamId, now), ...await upcomingOf(ctx.db, teamId, now, 1)].slice(0, 1)))).flat()
      .map((m) => [m.id, m]))
    const rows = [...byId.values()].sort((a, b) => a.start_at - b.start_at || a.id - b.id)
    return { list: await toRows(ctx.db, rows, now, userId), reports: await followedTeamsReports(ctx.db, userId, now) }
  })
}

/** a page of what the user follows, newest follow first; ids no longer in the world are left out of the page */
async function followedPage<T>(db: Db, userId: number, req: { page: number; limit: number }, follows: PairTable, known: (id: number) => boolean, row: (id: number) => Promise<T>) {
  const ids = (await follows.targetsOf(db, userId, req.limit, (req.page - 1) * req.limit)).filter(known)
  return pageOf(await Promise.all(ids.map(row)), req.page, req.limit, await follows.countOf(db, userId))
}

/** the 战报 of the followed teams' last matches, newest first (the home's 我的关注 block) */
async function followedTeamsReports(db: Db, userId: number, now: number) {
  const finished = (await Promise.all((await teamFollows.targetsOf(db, userId)).map(async (teamId) => (await recentFinishedOf(db, teamId, now, FOLLOWED_REPORTS)).map((m) => m.id)))).flat()
  return newsOfMatches(db, userId, [...new Set(finished)], 'report', FOLLOWED_REPORTS)
}
