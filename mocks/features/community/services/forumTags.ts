import type { Db } from '../../../db'
import type { ForumRace, ForumRaceType } from '../../../../types/api/community'
import type { Paged } from '../../../../types/common'
import { DAY_MS, dayOf, dayStart, matchBriefs, matchBriefsBetween, matchBriefsPage, refs, type MatchBrief, type Refs } from '../../match'
import { postCountsByLeagueSince, postCountsByMatchSince, postCountsOfMatches } from '../repository/boardStats'

/** what the board's tags and filters offer: matches and leagues people talk about, matches to tag */

/** popularity counts posts of the last week */
const POPULAR_WINDOW_MS = 7 * DAY_MS

function toRace(rf: Refs, m: MatchBrief, postCount: number): ForumRace {
  const home = rf.teams.get(m.home_team_id)
  const away = rf.teams.get(m.away_team_id)
  return {
    event_id: m.id,
    name: `${home?.short_name ?? ''} vs ${away?.short_name ?? ''}`,
    league_id: m.league_id,
    league_name: rf.leagues.get(m.league_id)?.short_name ?? '',
    start_at: m.start_at,
    post_count: postCount,
  }
}

/** the matches with these ids as races, with their posts of all time */
async function racesOf(db: Db, rf: Refs, matches: readonly MatchBrief[]): Promise<ForumRace[]> {
  const counts = await postCountsOfMatches(db, matches.map((m) => m.id))
  return matches.map((m) => toRace(rf, m, counts.get(m.id) ?? 0))
}

const famousIds = (rf: Refs) => [...rf.leagues.values()].filter((l) => l.famous).map((l) => l.id)

/** the matches with the most posts this week, most first, then the latest kickoff first */
async function talkedAbout(db: Db, rf: Refs, now: number, limit: number): Promise<ForumRace[]> {
  const counts = await postCountsByMatchSince(db, now - POPULAR_WINDOW_MS)
  const matches = await matchBriefs(db, counts.map((c) => c.match_id))
  const talked = counts.flatMap((c) => {
    const m = matches.get(c.match_id)
    return m ? [toRace(rf, m, c.post_count)] : []
  })
  return talked.sort((a, b) => b.post_count - a.post_count || b.start_at - a.start_at).slice(0, limit)
}

/** the matches with the most posts this week; topped up with the famous competitions' matches of today and tomorrow */
export async function popularRaces(db: Db, now: number, limit: number): Promise<ForumRace[]> {
  const rf = await refs(db)
  const list = await talkedAbout(db, rf, now, limit)
  if (list.length < limit) {
    const seen = new Set(list.map((r) => r.event_id))
    const today = dayStart(dayOf(now))
    const more = await racesOf(db, rf, await matchBriefsBetween(db, { from: today, to: today + 2 * DAY_MS, leagueIds: famousIds(rf) }, limit * 2))
    for (const race of more) {
      if (list.length >= limit) break
      if (!seen.has(race.event_id)) list.push(race)
    }
  }
  return list
}

/** leagues by posts (tagged with the league or one of its matches) this week */
export async function popularRaceTypes(db: Db, now: number, limit: number): Promise<ForumRaceType[]> {
  const rf = await refs(db)
  const rows = await postCountsByLeagueSince(db, now - POPULAR_WINDOW_MS, limit)
  return rows.map((r) => ({ league_id: r.league_id, name: rf.leagues.get(r.league_id)?.short_name ?? '', post_count: r.post_count }))
}

/** the teams and competitions whose names hold the keyword */
function namesMatching(rf: Refs, keyword: string): { teamIds: number[]; leagueIds: number[] } {
  return {
    teamIds: [...rf.teams.values()].filter((t) => t.name.includes(keyword) || t.short_name.includes(keyword)).map((t) => t.id),
    leagueIds: [...rf.leagues.values()].filter((l) => l.name.includes(keyword) || l.short_name.includes(keyword)).map((l) => l.id),
  }
}

/** matches one may tag: yesterday to three days ahead, the famous competitions first; a keyword matches team or league names */
export async function taggableMatches(db: Db, now: number, keyword: string, page: number, limit: number): Promise<Paged<ForumRace>> {
  const rf = await refs(db)
  const window = { from: dayStart(dayOf(now) - 1), to: dayStart(dayOf(now) + 4) }
  const found = await matchBriefsPage(db, keyword ? { ...window, ...namesMatching(rf, keyword) } : window, famousIds(rf), limit, (page - 1) * limit)
  return { list: await racesOf(db, rf, found.rows), page, limit, total: found.total, has_more: page * limit < found.total }
}
