import type { Router } from '../../../http/router'
import { notFound } from '../../../http/errors'
import { leagueRef, logoOf, refs } from '../services/footballRefs'
import { roundMatches, toRows } from '../services/matchQueries'
import { currentSeasonId } from '../services/standings'
import { playingRound, roundsOf, seasonById, startedSeasons } from '../services/seasons'
import { continentExists, continents, continentsWithCounts, countriesOf, countryExists } from '../services/geography'
import { transferAnswer, transfersPage } from '../services/transfers'
import { pageOf } from '../../../http/paging'
import { topScorers } from '../services/topScorers'
import { standingsAnswer } from './matches'
import type { Ctx } from '../../../http/context'

/** the season asked for, or the one being played; fails clearly for an unknown league or season */
export async function resolveSeason(ctx: Ctx, leagueId: number, seasonId?: number): Promise<number> {
  if (!(await refs(ctx.db)).leagues.has(leagueId)) throw notFound('赛事')
  const id = seasonId ?? await currentSeasonId(ctx.db, leagueId, ctx.clock.now())
  if (!id || !await seasonById(ctx.db, id, leagueId)) throw notFound('赛季')
  return id
}

export function registerDatabaseRoutes(r: Router): void {
  r.handle('api/game/basics_list_of_continents', (_req, ctx) => continentsWithCounts(ctx.db))

  r.handle('api/game/basics_list_of_countries', async (req, ctx) => {
    if (!await continentExists(ctx.db, req.continent_id)) throw notFound('洲')
    return (await countriesOf(ctx.db, req.continent_id)).map(({ color, ...c }) => ({ ...c, logo: logoOf(c.name, color) }))
  })

  r.handle('api/game/basics_list_of_events_list', async (req, ctx) => {
    const rf = await refs(ctx.db)
    const now = ctx.clock.now()
    if (req.country_id && !await countryExists(ctx.db, req.country_id)) throw notFound('国家')
    if (!req.country_id && req.continent_id && !await continentExists(ctx.db, req.continent_id)) throw notFound('洲')
    return (await Promise.all([...rf.leagues.values()]
      .filter((l) => (req.country_id ? l.country_id === req.country_id : l.country_id === null && l.continent_id === req.continent_id))
      .map(async (l) => ({ ...leagueRef(rf, l.id), continent_id: l.continent_id, team_count: l.team_count, current_season_id: await currentSeasonId(ctx.db, l.id, now) ?? 0 }))))
  })

  r.handle('api/game/basics_list_of_seasons_list', async (req, ctx) => {
    if (!(await refs(ctx.db)).leagues.has(req.league_id)) throw notFound('赛事')
    const current = await currentSeasonId(ctx.db, req.league_id, ctx.clock.now())
    return (await startedSeasons(ctx.db, req.league_id, ctx.clock.now())).map((s) => ({ ...s, is_current: s.id === current }))
  })

  r.handle('api/game/basics_integrate_list_list', async (req, ctx) => standingsAnswer(ctx.db, req.league_id, await resolveSeason(ctx, req.league_id, req.season_id), ctx.clock.now()))

  r.handle('api/game/database_schedule', async (req, ctx) => {
    const seasonId = await resolveSeason(ctx, req.league_id, req.season_id)
    const now = ctx.clock.now()
    const rounds = await roundsOf(ctx.db, seasonId)
    if (req.round !== undefined && !rounds.some((x) => x.round === req.round)) throw notFound('轮次')
    const round = req.round ?? await playingRound(ctx.db, seasonId, now) ?? rounds[0]?.round ?? 1
    const list = await toRows(ctx.db, await roundMatches(ctx.db, seasonId, round), now, ctx.user?.id)
    const answer = await standingsAnswer(ctx.db, req.league_id, seasonId, now)
    return { league: answer.league, season: answer.season, rounds, round, list }
  })

  registerDatabaseExtras(r)
}

/** scorers, the competitions by continent and country, transfers */
function registerDatabaseExtras(r: Router): void {
  r.handle('api/game/top_scorer', async (req, ctx) => topScorers(ctx.db, await resolveSeason(ctx, req.league_id, req.season_id), ctx.clock.now(), req.page, req.limit))

  r.handle('api/game/the_competition_is_full', async (_req, ctx) => {
    const rf = await refs(ctx.db)
    return (await continents(ctx.db)).map((c) => {
      const leagues = [...rf.leagues.values()].filter((l) => l.continent_id === c.id)
      const byCountry = new Map<number | null, typeof leagues>()
      for (const l of leagues) byCountry.set(l.country_id, [...(byCountry.get(l.country_id) ?? []), l])
      return {
        continent_id: c.id,
        continent_name: c.name,
        countries: [...byCountry.entries()].map(([countryId, ls]) => ({
          country_id: countryId,
          country_name: countryId === null ? `${c.name}赛事` : ls[0].country_name,
          leagues: ls.map((l) => leagueRef(rf, l.id)),
        })),
      }
    })
  })

  r.handle('api/Game/player_transfer_information', async (req, ctx) => {
    const rf = await refs(ctx.db)
    if (req.team_id && !rf.teams.has(req.team_id)) throw notFound('球队')
    if (req.player_id && !rf.players.has(req.player_id)) throw notFound('球员')
    const { rows, total } = await transfersPage(ctx.db, { teamId: req.team_id || undefined, playerId: req.player_id || undefined, until: ctx.clock.now() }, req.page, req.limit)
    const list = rows.map((t) => transferAnswer(rf, t))
    return pageOf(list, req.page, req.limit, total)
  })
}
