import type { Db } from '../../db'
import type { Router } from '../../http/router'
import { notFound } from '../../http/errors'
import { getSetting } from '../../services/settings'
import { SITE_TEXTS } from '../account'
import { searchAll } from './search/searchAll'
import { EXTENSION_PATHS, EXTENSION_SURFACES } from '../../../types/contract-parts'
import {
  currentSeasonId, leagueFixtures, leagueRef, leagueResults, liveCountOfLeague, nextMatchOfLeague, refs, seasonById, standings,
  topScorers, toRows, type SeasonRow,
} from '../match'

/** the competition's season under way (or its first, before any has started), with its id for the tables */
async function currentSeason(db: Db, leagueId: number, now: number): Promise<{ id: number; season: SeasonRow }> {
  const id = await currentSeasonId(db, leagueId, now) ?? 0
  const season = await seasonById(db, id)
  // every seeded competition has seasons
  if (!season) throw new Error(`league ${leagueId} has no season in the seeded world`)
  return { id, season }
}

/** api/index/*: site texts, search, well-known competitions */
export function registerHomeRoutes(r: Router): void {
  r.handle('api/index/shuju', async (req, ctx) => {
    const text = SITE_TEXTS[req.content.toUpperCase()]
    if (!text) throw notFound(`内容 ${req.content} `)
    const content = req.content.toUpperCase()
    // the operator announces a new release by setting app_version (POST /admin/settings); the app prompts to upgrade
    const version = content === 'VER' ? await getSetting(ctx.db, 'app_version') ?? text.version : text.version
    return { content, ...text, version }
  })

  // the whole stand-in serves every extension; with the extensions off this path is not served at all (404), as on a specification-only backend
  r.handle('api/index/extensions', () => ({ endpoints: [...EXTENSION_PATHS], surfaces: [...EXTENSION_SURFACES] }))

  r.handle('api/index/saibotiyu', (req, ctx) =>
    searchAll(ctx.db, { keyword: req.keyword, page: req.page, limit: req.limit, now: ctx.clock.now(), userId: ctx.user?.id }))

  r.handle('api/index/zmxil', async (_req, ctx) => {
    const rf = await refs(ctx.db)
    const now = ctx.clock.now()
    return (await Promise.all([...rf.leagues.values()].filter((l) => l.famous).map(async (l) => {
      const { id: seasonId, season } = await currentSeason(ctx.db, l.id, now)
      const table = await standings(ctx.db, seasonId, now)
      const next = await nextMatchOfLeague(ctx.db, l.id, now)
      return {
        league: leagueRef(rf, l.id),
        season: { ...season, is_current: true },
        leader: table[0]?.team ?? null,
        live_count: await liveCountOfLeague(ctx.db, l.id, now),
        next_match: next ? (await toRows(ctx.db, [next], now, ctx.user?.id))[0] : null,
      }
    })))
  })

  r.handle('api/index/zmxlxq', async (req, ctx) => {
    const rf = await refs(ctx.db)
    if (!rf.leagues.has(req.league_id)) throw notFound('赛事')
    const now = ctx.clock.now()
    const { id: seasonId, season } = await currentSeason(ctx.db, req.league_id, now)
    return {
      league: leagueRef(rf, req.league_id),
      season: { ...season, is_current: true },
      standings: (await standings(ctx.db, seasonId, now)).slice(0, 6),
      top_scorers: (await topScorers(ctx.db, seasonId, now, 1, 5)).list,
      results: await toRows(ctx.db, await leagueResults(ctx.db, req.league_id, now, 5), now, ctx.user?.id),
      fixtures: await toRows(ctx.db, await leagueFixtures(ctx.db, req.league_id, now, 6), now, ctx.user?.id),
    }
  })
}
