import type { Router } from '../../http/router'
import { notFound } from '../../http/errors'
import { dateText } from '../../engine/calendar'
import { leagueRef, logoOf, playerRef, refs, teamRef } from '../../services/footballRefs'
import { toRows, selectMatches } from '../../services/matchQueries'
import { currentSeasonId } from '../../services/standings'
import { topScorers } from '../../services/topScorers'
import { standingsAnswer } from './matches'
import type { Ctx } from '../../http/context'

/** the season asked for, or the one being played; fails clearly for an unknown league or season */
export function resolveSeason(ctx: Ctx, leagueId: number, seasonId?: number): number {
  if (!refs(ctx.db).leagues.has(leagueId)) throw notFound('赛事')
  const id = seasonId ?? currentSeasonId(ctx.db, leagueId, ctx.clock.now())
  if (!id || !ctx.db.prepare('SELECT 1 FROM fb_seasons WHERE id = ? AND league_id = ?').get(id, leagueId)) throw notFound('赛季')
  return id
}

export function registerDatabaseRoutes(r: Router): void {
  r.handle('api/game/basics_list_of_continents', (_req, ctx) =>
    ctx.db.prepare(`SELECT c.id, c.name, (SELECT COUNT(*) FROM fb_countries x WHERE x.continent_id = c.id) AS country_count,
      (SELECT COUNT(*) FROM fb_leagues l WHERE l.continent_id = c.id) AS league_count FROM fb_continents c ORDER BY c.id`).all() as Array<{ id: number; name: string; country_count: number; league_count: number }>)

  r.handle('api/game/basics_list_of_countries', (req, ctx) => {
    if (!ctx.db.prepare('SELECT 1 FROM fb_continents WHERE id = ?').get(req.continent_id)) throw notFound('洲')
    const rows = ctx.db.prepare(`SELECT c.id, c.continent_id, c.name, c.color, (SELECT COUNT(*) FROM fb_leagues l WHERE l.country_id = c.id) AS league_count
      FROM fb_countries c WHERE c.continent_id = ? ORDER BY c.id`).all(req.continent_id) as Array<{ id: number; continent_id: number; name: string; color: string; league_count: number }>
    return rows.map(({ color, ...c }) => ({ ...c, logo: logoOf(c.name, color) }))
  })

  r.handle('api/game/basics_list_of_events_list', (req, ctx) => {
    const rf = refs(ctx.db)
    const now = ctx.clock.now()
    if (req.country_id && !ctx.db.prepare('SELECT 1 FROM fb_countries WHERE id = ?').get(req.country_id)) throw notFound('国家')
    if (!req.country_id && req.continent_id && !ctx.db.prepare('SELECT 1 FROM fb_continents WHERE id = ?').get(req.continent_id)) throw notFound('洲')
    return [...rf.leagues.values()]
      .filter((l) => (req.country_id ? l.country_id === req.country_id : l.country_id === null && l.continent_id === req.continent_id))
      .map((l) => ({ ...leagueRef(rf, l.id), continent_id: l.continent_id, team_count: l.team_count, current_season_id: currentSeasonId(ctx.db, l.id, now) ?? 0 }))
  })

  r.handle('api/game/basics_list_of_seasons_list', (req, ctx) => {
    if (!refs(ctx.db).leagues.has(req.league_id)) throw notFound('赛事')
    const current = currentSeasonId(ctx.db, req.league_id, ctx.clock.now())
    const rows = ctx.db.prepare('SELECT id, league_id, name FROM fb_seasons WHERE league_id = ? AND start_at <= ? ORDER BY start_at DESC').all(req.league_id, ctx.clock.now()) as Array<{ id: number; league_id: number; name: string }>
    return rows.map((s) => ({ ...s, is_current: s.id === current }))
  })

  r.handle('api/game/basics_integrate_list_list', (req, ctx) => standingsAnswer(ctx.db, req.league_id, resolveSeason(ctx, req.league_id, req.season_id), ctx.clock.now()))

  r.handle('api/game/database_schedule', (req, ctx) => {
    const seasonId = resolveSeason(ctx, req.league_id, req.season_id)
    const now = ctx.clock.now()
    const rounds = ctx.db.prepare('SELECT round, stage FROM fb_matches WHERE season_id = ? GROUP BY round ORDER BY round').all(seasonId) as Array<{ round: number; stage: string }>
    if (req.round !== undefined && !rounds.some((x) => x.round === req.round)) throw notFound('轮次')
    const playing = ctx.db.prepare('SELECT round FROM fb_matches WHERE season_id = ? AND start_at <= ? ORDER BY start_at DESC LIMIT 1').pluck().get(seasonId, now) as number | undefined
    const round = req.round ?? playing ?? rounds[0]?.round ?? 1
    const list = toRows(ctx.db, selectMatches(ctx.db, 'm.season_id = ? AND m.round = ?', [seasonId, round], 'm.start_at, m.id', 100), now, ctx.user?.id)
    const answer = standingsAnswer(ctx.db, req.league_id, seasonId, now)
    return { league: answer.league, season: answer.season, rounds, round, list }
  })

  r.handle('api/game/top_scorer', (req, ctx) => topScorers(ctx.db, resolveSeason(ctx, req.league_id, req.season_id), ctx.clock.now(), req.page, req.limit))

  r.handle('api/game/the_competition_is_full', (_req, ctx) => {
    const rf = refs(ctx.db)
    const continents = ctx.db.prepare('SELECT id, name FROM fb_continents ORDER BY id').all() as Array<{ id: number; name: string }>
    return continents.map((c) => {
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

  r.handle('api/Game/player_transfer_information', (req, ctx) => {
    const rf = refs(ctx.db)
    if (req.team_id && !rf.teams.has(req.team_id)) throw notFound('球队')
    if (req.player_id && !rf.players.has(req.player_id)) throw notFound('球员')
    const where = ['1']
    const params: number[] = []
    if (req.team_id) {
      where.push('(from_team_id = ? OR to_team_id = ?)')
      params.push(req.team_id, req.team_id)
    }
    if (req.player_id) {
      where.push('player_id = ?')
      params.push(req.player_id)
    }
    const sql = where.join(' AND ')
    const total = ctx.db.prepare(`SELECT COUNT(*) FROM fb_transfers WHERE ${sql}`).pluck().get(...params) as number
    const rows = ctx.db.prepare(`SELECT * FROM fb_transfers WHERE ${sql} ORDER BY at DESC, id LIMIT ? OFFSET ?`).all(...params, req.limit, (req.page - 1) * req.limit) as Array<{ id: number; player_id: number; from_team_id: number | null; to_team_id: number; at: number; fee: number; kind: '转会' | '租借' | '自由转会' }>
    const list = rows.map((t) => ({
      id: t.id,
      player: playerRef(rf, t.player_id),
      from_team: t.from_team_id ? teamRef(rf, t.from_team_id) : null,
      to_team: teamRef(rf, t.to_team_id),
      transfer_at: t.at,
      transfer_date: dateText(t.at),
      fee: t.kind === '转会' ? `€${t.fee}` : t.kind === '租借' ? '租借' : '免签',
      kind: t.kind,
    }))
    return { list, page: req.page, limit: req.limit, total, has_more: req.page * req.limit < total }
  })
}
