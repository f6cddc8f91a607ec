import type { Router } from '../http/router'
import { notFound } from '../http/errors'
import { leagueRef, refs, teamRef } from '../services/footballRefs'
import { selectMatches, toRows } from '../services/matchQueries'
import { MATCH_COLUMNS, type MatchDbRow } from '../services/matchView'
import { currentSeasonId, standings } from '../services/standings'
import { topScorers } from '../services/topScorers'
import { SITE_TEXTS } from '../services/siteTexts'
import { getSetting } from '../services/settings'
import { searchExperts } from '../services/expertDirectory'

/** experts shown in a search answer (the rest through api/Expert/search_expert) */
const SEARCH_EXPERTS = 10

/** api/index/*: site texts, search, well-known competitions */
export function registerIndexRoutes(r: Router): void {
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
    let matches = { list: [] as ReturnType<typeof toRows>, page: req.page, limit: req.limit, total: 0, has_more: false }
    if (leagueIds.length || teamIds.length) {
      const inList = (ids: number[]) => (ids.length ? ids.join(',') : '0')
      const where = `(m.league_id IN (${inList(leagueIds)}) OR m.home_team_id IN (${inList(teamIds)}) OR m.away_team_id IN (${inList(teamIds)})) AND m.start_at BETWEEN ? AND ?`
      const params = [now - 7 * 86_400_000, now + 7 * 86_400_000]
      const total = ctx.db.prepare(`SELECT COUNT(*) FROM fb_matches m WHERE ${where}`).pluck().get(...params) as number
      const rows = ctx.db.prepare(`SELECT ${MATCH_COLUMNS} FROM fb_matches m WHERE ${where} ORDER BY ABS(m.start_at - ?), m.id LIMIT ? OFFSET ?`)
        .all(...params, now, req.limit, (req.page - 1) * req.limit) as MatchDbRow[]
      matches = { list: toRows(ctx.db, rows, now, ctx.user?.id), page: req.page, limit: req.limit, total, has_more: req.page * req.limit < total }
    }
    const experts = searchExperts(ctx.db, k, now, 1, SEARCH_EXPERTS).list
    return { leagues: leagues.map((l) => leagueRef(rf, l.id)), teams: teams.map((t) => teamRef(rf, t.id)), matches, experts }
  })

  r.handle('api/index/zmxil', (_req, ctx) => {
    const rf = refs(ctx.db)
    const now = ctx.clock.now()
    return [...rf.leagues.values()].filter((l) => l.famous).map((l) => {
      const seasonId = currentSeasonId(ctx.db, l.id, now) ?? 0
      const season = ctx.db.prepare('SELECT id, league_id, name FROM fb_seasons WHERE id = ?').get(seasonId) as { id: number; league_id: number; name: string }
      const table = standings(ctx.db, seasonId, now)
      const live = ctx.db.prepare('SELECT COUNT(*) FROM fb_matches WHERE league_id = ? AND start_at <= ? AND end_at > ? AND postponed = 0').pluck().get(l.id, now, now) as number
      const next = toRows(ctx.db, selectMatches(ctx.db, 'm.league_id = ? AND m.start_at > ? AND m.postponed = 0', [l.id, now], 'm.start_at', 1), now, ctx.user?.id)
      return { league: leagueRef(rf, l.id), season: { ...season, is_current: true }, leader: table[0]?.team ?? null, live_count: live, next_match: next[0] ?? null }
    })
  })

  r.handle('api/index/zmxlxq', (req, ctx) => {
    const rf = refs(ctx.db)
    if (!rf.leagues.has(req.league_id)) throw notFound('赛事')
    const now = ctx.clock.now()
    const seasonId = currentSeasonId(ctx.db, req.league_id, now) ?? 0
    const season = ctx.db.prepare('SELECT id, league_id, name FROM fb_seasons WHERE id = ?').get(seasonId) as { id: number; league_id: number; name: string }
    return {
      league: leagueRef(rf, req.league_id),
      season: { ...season, is_current: true },
      standings: standings(ctx.db, seasonId, now).slice(0, 6),
      top_scorers: topScorers(ctx.db, seasonId, now, 1, 5).list,
      results: toRows(ctx.db, selectMatches(ctx.db, 'm.league_id = ? AND m.end_at <= ?', [req.league_id, now], 'm.start_at DESC', 5), now, ctx.user?.id),
      fixtures: toRows(ctx.db, selectMatches(ctx.db, 'm.league_id = ? AND m.end_at > ? AND m.postponed = 0', [req.league_id, now], 'm.start_at', 6), now, ctx.user?.id),
    }
  })
}
