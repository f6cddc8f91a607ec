import type { Db } from '../../db'
import type { Router } from '../../http/router'
import { notFound } from '../../http/errors'
import { pageOf } from '../../http/paging'
import { getSetting } from '../../services/settings'
import { SITE_TEXTS } from '../account'
import { searchExperts } from '../experts'
import {
  currentSeasonId, leagueFixtures, leagueRef, leagueResults, liveCountOfLeague, matchesOfLeaguesOrTeamsPage, nextMatchOfLeague, refs, seasonById, standings, teamRef,
  topScorers, toRows, type SeasonRow,
} from '../match'

/** experts shown in a search answer (the rest through api/Expert/search_expert) */
const SEARCH_EXPERTS = 10

/** the competition's season under way (or its first, before any has started), with its id for the tables */
function currentSeason(db: Db, leagueId: number, now: number): { id: number; season: SeasonRow } {
  const id = currentSeasonId(db, leagueId, now) ?? 0
  const season = seasonById(db, id)
  // every seeded competition has seasons
  if (!season) throw new Error(`league ${leagueId} has no season in the seeded world`)
  return { id, season }
}

/** api/index/*: site texts, search, well-known competitions */
export function registerHomeRoutes(r: Router): void {
  r.handle('api/index/shuju', (req, ctx) => {
    const text = SITE_TEXTS[req.content.toUpperCase()]
    if (!text) throw notFound(`内容 ${req.content} `)
    const content = req.content.toUpperCase()
    // the operator announces a new release by setting app_version (POST /admin/settings); the app prompts to upgrade
    const version = content === 'VER' ? getSetting(ctx.db, 'app_version') ?? text.version : text.version
    return { content, ...text, version }
  })

  r.handle('api/index/saibotiyu', (req, ctx) => {
    const rf = refs(ctx.db)
    const k = req.keyword
    const leagues = [...rf.leagues.values()].filter((l) => l.name.includes(k) || l.short_name.includes(k)).slice(0, 20)
    const teams = [...rf.teams.values()].filter((t) => t.name.includes(k)).slice(0, 30)
    const now = ctx.clock.now()
    const leagueIds = leagues.map((l) => l.id)
    const teamIds = teams.map((t) => t.id)
    // matches within a week either side of now, in kickoff order like a fixture list (last week's
    // results, then today's, then the coming week's), so the dates shown on the rows never jump back
    const found = leagueIds.length || teamIds.length
      ? matchesOfLeaguesOrTeamsPage(ctx.db, leagueIds, teamIds, now, 7 * 86_400_000, req.page, req.limit)
      : { rows: [], total: 0 }
    const matches = pageOf(toRows(ctx.db, found.rows, now, ctx.user?.id), req.page, req.limit, found.total)
    const experts = searchExperts(ctx.db, k, now, 1, SEARCH_EXPERTS).list
    return { leagues: leagues.map((l) => leagueRef(rf, l.id)), teams: teams.map((t) => teamRef(rf, t.id)), matches, experts }
  })

  r.handle('api/index/zmxil', (_req, ctx) => {
    const rf = refs(ctx.db)
    const now = ctx.clock.now()
    return [...rf.leagues.values()].filter((l) => l.famous).map((l) => {
      const { id: seasonId, season } = currentSeason(ctx.db, l.id, now)
      const table = standings(ctx.db, seasonId, now)
      const next = nextMatchOfLeague(ctx.db, l.id, now)
      return {
        league: leagueRef(rf, l.id),
        season: { ...season, is_current: true },
        leader: table[0]?.team ?? null,
        live_count: liveCountOfLeague(ctx.db, l.id, now),
        next_match: next ? toRows(ctx.db, [next], now, ctx.user?.id)[0] : null,
      }
    })
  })

  r.handle('api/index/zmxlxq', (req, ctx) => {
    const rf = refs(ctx.db)
    if (!rf.leagues.has(req.league_id)) throw notFound('赛事')
    const now = ctx.clock.now()
    const { id: seasonId, season } = currentSeason(ctx.db, req.league_id, now)
    return {
      league: leagueRef(rf, req.league_id),
      season: { ...season, is_current: true },
      standings: standings(ctx.db, seasonId, now).slice(0, 6),
      top_scorers: topScorers(ctx.db, seasonId, now, 1, 5).list,
      results: toRows(ctx.db, leagueResults(ctx.db, req.league_id, now, 5), now, ctx.user?.id),
      fixtures: toRows(ctx.db, leagueFixtures(ctx.db, req.league_id, now, 6), now, ctx.user?.id),
    }
  })
}
