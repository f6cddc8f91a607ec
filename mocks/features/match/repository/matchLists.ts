import { idList } from '../../../db/idList'
import type { Db } from '../../../db'
import type { MatchListFilter } from '../../../../types/match-status'
import { dayOf, dayOfDate, dayStart } from '../engine/calendar'
import { q } from './builder'
import { allRows, firstRow, compiledOnce } from '../../../db/query'
import { ofLeaguesOrTeams } from './kickoffWindow'
import { countMatches, fromMatches, hasTeam, matchSelect, matchRows, type MatchDbRow, type MatchOrder, type MatchQuery, type MatchWhere } from './matches'

/** longer than any match lasts, breaks, extra time and a long shoot-out included */
export const MAX_MATCH_MS = 4 * 3_600_000

/** a match list's filter; `now` decides what is live, to come or finished */
export interface MatchFilter {
  date?: string
  status: MatchListFilter
  league_ids?: number[]
  /** only matches this user follows */
  followedBy?: number
  team_id?: number
  /** no day restriction at all (not even today's default): the live list's changes */
  anyDay?: boolean
}

/** being played at `now`: no match lasts longer than MAX_MATCH_MS, so the start_at index finds them in a short range */
const livePart = <O>(qb: MatchQuery<O>, now: number) =>
  qb.where('m.start_at', '>', now - MAX_MATCH_MS).where('m.start_at', '<=', now).where('m.end_at', '>', now).where('m.postponed', '=', 0)

function dayPart<O>(qb: MatchQuery<O>, f: MatchFilter, now: number): MatchQuery<O> {
  const restricted = f.date || (f.followedBy === undefined && f.team_id === undefined && !f.anyDay)
  if (!restricted) return qb
  const d = f.date ? dayOfDate(f.date) : dayOf(now)
  return qb.where('m.start_at', '>=', dayStart(d)).where('m.start_at', '<', dayStart(d + 1))
}

function statusPart<O>(qb: MatchQuery<O>, f: MatchFilter, now: number): MatchQuery<O> {
  if (f.status === 'live') return livePart(qb, now)
  const day = dayPart(qb, f, now)
  if (f.status === 'not_started') return day.where('m.start_at', '>', now).where('m.postponed', '=', 0)
  if (f.status === 'finished') return day.where('m.end_at', '<=', now)
  return day
}

/** the conditions of a filter (one SQL text per combination of filter parts, never per value) */
export function filtered(f: MatchFilter, now: number): MatchWhere {
  return <O>(base: MatchQuery<O>) => {
    let qb = statusPart(base, f, now)
    if (f.league_ids?.length) qb = qb.where('m.league_id', 'in', idList(f.league_ids))
    if (f.followedBy !== undefined) qb = qb.where('m.id', 'in', q.selectFrom('fb_follows').select('match_id').where('user_id', '=', f.followedBy))
    if (f.team_id !== undefined) qb = qb.where(hasTeam(f.team_id))
    return qb
  }
}

/** the live list as the app asks for it (status live, nothing else): the hottest list, built once */
const liveCount = compiledOnce((from: number, now: number, stillOn: number) =>
  fromMatches().where('m.start_at', '>', from).where('m.start_at', '<=', now).where('m.end_at', '>', stillOn).where('m.postponed', '=', 0).select((eb) => eb.fn.countAll<number>().as('n')))
const liveRows = compiledOnce((from: number, now: number, stillOn: number, limit: number, offset: number) =>
  matchSelect().where('m.start_at', '>', from).where('m.start_at', '<=', now).where('m.end_at', '>', stillOn).where('m.postponed', '=', 0)
    .orderBy('m.start_at').orderBy('m.id').limit(limit).offset(offset))

const plainLive = (f: MatchFilter) => f.status === 'live' && !f.league_ids?.length && f.followedBy === undefined && f.team_id === undefined

export async function filteredPage(db: Db, f: MatchFilter, now: number, order: MatchOrder, limit: number, offset: number): Promise<{ rows: MatchDbRow[]; total: number }> {
  if (plainLive(f) && order === 'kickoff') {
    return { total: (await firstRow(db, liveCount(now - MAX_MATCH_MS, now, now)))?.n ?? 0, rows: await allRows(db, liveRows(now - MAX_MATCH_MS, now, now, limit, offset)) }
  }
  const where = filtered(f, now)
  return { total: await countMatches(db, where), rows: await matchRows(db, where, order, limit, offset) }
}

/** the matches of a list that may have changed since `since`: those being played at some moment after it */
export async function changedSince(db: Db, f: MatchFilter, since: number, now: number): Promise<MatchDbRow[]> {
  const where = filtered(f, now)
  return matchRows(db, (qb) => where(qb).where('m.start_at', '>', since - MAX_MATCH_MS).where('m.start_at', '<=', now).where('m.end_at', '>=', since).where('m.postponed', '=', 0), 'kickoff', 1000)
}

/** every match being played at `now` (the live ticker) */
export async function liveMatches(db: Db, now: number): Promise<MatchDbRow[]> {
  return matchRows(db, (qb) => livePart(qb, now), 'kickoff', 2000)
}

export async function roundMatches(db: Db, seasonId: number, round: number): Promise<MatchDbRow[]> {
  return matchRows(db, (qb) => qb.where('m.season_id', '=', seasonId).where('m.round', '=', round), 'kickoff', 100)
}

/** a team's finished matches, newest first, at home, away or both */
export async function recentFinishedOf(db: Db, teamId: number, now: number, limit: number, venue: 'all' | 'home' | 'away' = 'all'): Promise<MatchDbRow[]> {
  const side = <O>(qb: MatchQuery<O>) => (venue === 'home' ? qb.where('m.home_team_id', '=', teamId) : venue === 'away' ? qb.where('m.away_team_id', '=', teamId) : qb.where(hasTeam(teamId)))
  return matchRows(db, (qb) => side(qb).where('m.end_at', '<=', now), 'newestOnly', limit)
}

/** a team's next matches, soonest first */
export async function upcomingOf(db: Db, teamId: number, now: number, limit: number): Promise<MatchDbRow[]> {
  return matchRows(db, (qb) => qb.where(hasTeam(teamId)).where('m.start_at', '>', now).where('m.postponed', '=', 0), 'kickoffOnly', limit)
}

/** finished meetings of two teams (either way round), newest first, this match left out */
export async function headToHead(db: Db, homeId: number, awayId: number, now: number, excludeId: number, limit: number): Promise<MatchDbRow[]> {
  return matchRows(db, (qb) => qb.where((eb) => eb.or([
    eb.and([eb('m.home_team_id', '=', homeId), eb('m.away_team_id', '=', awayId)]),
    eb.and([eb('m.home_team_id', '=', awayId), eb('m.away_team_id', '=', homeId)]),
  ])).where('m.end_at', '<=', now).where('m.id', '!=', excludeId), 'newestOnly', limit)
}

/** a league's latest results (newest first) and next fixtures (soonest first) */
export async function leagueResults(db: Db, leagueId: number, now: number, limit: number): Promise<MatchDbRow[]> {
  return matchRows(db, (qb) => qb.where('m.league_id', '=', leagueId).where('m.end_at', '<=', now), 'newestOnly', limit)
}
export async function leagueFixtures(db: Db, leagueId: number, now: number, limit: number): Promise<MatchDbRow[]> {
  return matchRows(db, (qb) => qb.where('m.league_id', '=', leagueId).where('m.end_at', '>', now).where('m.postponed', '=', 0), 'kickoffOnly', limit)
}
export async function nextMatchOfLeague(db: Db, leagueId: number, now: number): Promise<MatchDbRow | undefined> {
  return (await matchRows(db, (qb) => qb.where('m.league_id', '=', leagueId).where('m.start_at', '>', now).where('m.postponed', '=', 0), 'kickoffOnly', 1))[0]
}

/** played matches (postponed ones left out) starting in [from, to), in kick-off order; finished by `finishedBy` when given */
export async function playedBetween(db: Db, from: number, to: number, limit: number, finishedBy?: number): Promise<MatchDbRow[]> {
  return matchRows(db, (qb) => {
    const played = qb.where('m.start_at', '>=', from).where('m.start_at', '<', to).where('m.postponed', '=', 0)
    return finishedBy === undefined ? played : played.where('m.end_at', '<=', finishedBy)
  }, 'kickoff', limit)
}

/** every match of a Beijing day that is played (postponed ones left out), in kick-off order */
export async function dayMatches(db: Db, day: number): Promise<MatchDbRow[]> {
  return playedBetween(db, dayStart(day), dayStart(day + 1), 500)
}

/** matches of these leagues not yet over, starting within `horizonMs`, one page in kick-off order */
export async function upcomingInLeaguesPage(db: Db, leagueIds: number[], now: number, horizonMs: number, page: number, limit: number): Promise<{ rows: MatchDbRow[]; total: number }> {
  const where: MatchWhere = (qb) => qb.where('m.league_id', 'in', idList(leagueIds)).where('m.end_at', '>', now).where('m.start_at', '<', now + horizonMs).where('m.postponed', '=', 0)
  return { total: await countMatches(db, where), rows: await matchRows(db, where, 'kickoff', limit, (page - 1) * limit) }
}

/** matches of these leagues or teams within `rangeMs` of now, by kickoff, earliest first (search) */
export async function matchesOfLeaguesOrTeamsPage(db: Db, leagueIds: number[], teamIds: number[], now: number, rangeMs: number, page: number, limit: number): Promise<{ rows: MatchDbRow[]; total: number }> {
  const of = ofLeaguesOrTeams(leagueIds, teamIds)
  const where: MatchWhere = (qb) => of(qb).where('m.start_at', '>=', now - rangeMs).where('m.start_at', '<=', now + rangeMs)
  return { total: await countMatches(db, where), rows: await matchRows(db, where, 'kickoff', limit, (page - 1) * limit) }
}
