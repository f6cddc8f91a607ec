import type { Router } from '../../http/router'
import { notFound } from '../../http/errors'
import type { Db } from '../../db'
import type { OddsHistory } from '../../engine/odds'
import { handicapText, overUnderText } from '../../engine/odds'
import { refs } from '../../services/footballRefs'
import { matchById, pagedMatches, toRows } from '../../services/matchQueries'
import { MATCH_COLUMNS, type MatchDbRow } from '../../services/matchView'
import type { AsiaOdds, EuropeOdds, OverUnderOdds } from '../../../types/football'

/** odds are revealed as they moved: only the points published by `now` */
function history(db: Db, matchId: number, companyId: number, now: number) {
  const text = db.prepare('SELECT history FROM fb_odds WHERE match_id = ? AND company_id = ?').pluck().get(matchId, companyId) as string | undefined
  if (!text) return null
  const h = JSON.parse(text) as OddsHistory
  const upTo = <T extends [number, ...number[]]>(points: T[]) => {
    const seen = points.filter((p) => p[0] <= now)
    return seen.length ? seen : points.slice(0, 1)
  }
  return {
    europe: upTo(h.europe).map(([at, home, draw, away]): EuropeOdds => ({ at, home, draw, away })),
    asia: upTo(h.asia).map(([at, home, line, away]): AsiaOdds => ({ at, home, line, line_text: handicapText(line), away })),
    ou: upTo(h.ou).map(([at, over, line, under]): OverUnderOdds => ({ at, over, line, line_text: overUnderText(line), under })),
  }
}

function company(db: Db, id: number) {
  const c = refs(db).companies.get(id)
  if (!c) throw notFound('指数公司')
  return c
}

const pct = (n: number, total: number) => (total ? Math.round((n * 1000) / total) / 10 : 0)

/** results of finished matches that opened at this company with odds within 0.05 of these */
export function sameOddsSummary(db: Db, companyId: number, odds: { home: number; draw: number; away: number }, now: number, excludeId = 0) {
  const row = db.prepare(`SELECT COUNT(*) AS n, SUM(m.ft_home > m.ft_away) AS h, SUM(m.ft_home = m.ft_away) AS d, SUM(m.ft_home < m.ft_away) AS a
    FROM fb_odds o JOIN fb_matches m ON m.id = o.match_id
    WHERE o.company_id = ? AND o.open_home BETWEEN ? AND ? AND o.open_draw BETWEEN ? AND ? AND o.open_away BETWEEN ? AND ?
      AND m.end_at <= ? AND m.postponed = 0 AND m.id != ?`)
    .get(companyId, odds.home - 0.05, odds.home + 0.05, odds.draw - 0.05, odds.draw + 0.05, odds.away - 0.05, odds.away + 0.05, now, excludeId) as { n: number; h: number | null; d: number | null; a: number | null }
  const n = row.n
  return { samples: n, home_win: row.h ?? 0, draw: row.d ?? 0, away_win: row.a ?? 0, home_win_rate: pct(row.h ?? 0, n), draw_rate: pct(row.d ?? 0, n), away_win_rate: pct(row.a ?? 0, n) }
}

function sameOddsSamples(db: Db, companyId: number, odds: { home: number; draw: number; away: number }, now: number, excludeId: number, limit: number, offset: number, userId?: number) {
  const rows = db.prepare(`SELECT ${MATCH_COLUMNS}, o.open_home, o.open_draw, o.open_away FROM fb_odds o JOIN fb_matches m ON m.id = o.match_id
    WHERE o.company_id = ? AND o.open_home BETWEEN ? AND ? AND o.open_draw BETWEEN ? AND ? AND o.open_away BETWEEN ? AND ?
      AND m.end_at <= ? AND m.postponed = 0 AND m.id != ? ORDER BY m.start_at DESC LIMIT ? OFFSET ?`)
    .all(companyId, odds.home - 0.05, odds.home + 0.05, odds.draw - 0.05, odds.draw + 0.05, odds.away - 0.05, odds.away + 0.05, now, excludeId, limit, offset) as Array<MatchDbRow & { open_home: number; open_draw: number; open_away: number }>
  const matches = toRows(db, rows, now, userId)
  return rows.map((r, i) => ({ match: matches[i], europe_open: { at: r.start_at, home: r.open_home, draw: r.open_draw, away: r.open_away } }))
}

function openingOf(db: Db, matchId: number, companyId: number) {
  const o = db.prepare('SELECT open_home AS home, open_draw AS draw, open_away AS away, history FROM fb_odds WHERE match_id = ? AND company_id = ?').get(matchId, companyId) as { home: number; draw: number; away: number; history: string } | undefined
  if (!o) return null
  const at = (JSON.parse(o.history) as OddsHistory).europe[0][0]
  return { at, home: o.home, draw: o.draw, away: o.away }
}

export function registerOddsRoutes(r: Router): void {
  r.handle('api/Game/zhishu', (req, ctx) => {
    if (!matchById(ctx.db, req.event_id)) throw notFound('比赛')
    const now = ctx.clock.now()
    const list = [...refs(ctx.db).companies.values()].flatMap((c) => {
      const h = history(ctx.db, req.event_id, c.id, now)
      if (!h) return []
      return [{ company: c, europe_open: h.europe[0], europe_now: h.europe[h.europe.length - 1], asia_open: h.asia[0], asia_now: h.asia[h.asia.length - 1], ou_open: h.ou[0], ou_now: h.ou[h.ou.length - 1] }]
    })
    return { event_id: req.event_id, list }
  })

  r.handle('api/Game/historical_index', (req, ctx) => {
    if (!matchById(ctx.db, req.event_id)) throw notFound('比赛')
    const c = company(ctx.db, req.company_id)
    const h = history(ctx.db, req.event_id, c.id, ctx.clock.now())
    if (!h) throw notFound('指数')
    return { event_id: req.event_id, company: c, ...h }
  })

  r.handle('api/Game/zxzxs', (req, ctx) => {
    company(ctx.db, req.company_id)
    const now = ctx.clock.now()
    const page = pagedMatches(ctx.db, { status: 'all', date: req.date }, now, req.page, req.limit, ctx.user?.id)
    const list = page.list.flatMap((match) => {
      const h = history(ctx.db, match.id, req.company_id, now)
      return h ? [{ match, europe: h.europe[h.europe.length - 1], asia: h.asia[h.asia.length - 1], ou: h.ou[h.ou.length - 1] }] : []
    })
    return { ...page, list }
  })

  r.handle('api/Game/exponential_coincident', (req, ctx) => {
    company(ctx.db, req.company_id)
    const now = ctx.clock.now()
    const page = pagedMatches(ctx.db, { status: 'all', date: req.date }, now, req.page, req.limit, ctx.user?.id)
    const list = page.list.flatMap((match) => {
      const open = openingOf(ctx.db, match.id, req.company_id)
      return open ? [{ match, europe_open: open, summary: sameOddsSummary(ctx.db, req.company_id, open, now, match.id) }] : []
    })
    return { ...page, list }
  })

  r.handle('api/game/co_compensation', (req, ctx) => {
    if (!matchById(ctx.db, req.event_id)) throw notFound('比赛')
    const now = ctx.clock.now()
    return [...refs(ctx.db).companies.values()].flatMap((c) => {
      const open = openingOf(ctx.db, req.event_id, c.id)
      return open ? [{ company: c, europe_open: open, summary: sameOddsSummary(ctx.db, c.id, open, now, req.event_id) }] : []
    })
  })

  r.handle('api/game/same_claim_details', (req, ctx) => {
    if (!matchById(ctx.db, req.event_id)) throw notFound('比赛')
    const c = company(ctx.db, req.company_id)
    const now = ctx.clock.now()
    const open = openingOf(ctx.db, req.event_id, c.id)
    if (!open) throw notFound('指数')
    const summary = sameOddsSummary(ctx.db, c.id, open, now, req.event_id)
    const list = sameOddsSamples(ctx.db, c.id, open, now, req.event_id, req.limit, (req.page - 1) * req.limit, ctx.user?.id)
    return { list, page: req.page, limit: req.limit, total: summary.samples, has_more: req.page * req.limit < summary.samples, summary }
  })

  r.handle('api/game/sample_data_of_equal_compensation', (req, ctx) => {
    const c = company(ctx.db, req.company_id)
    const now = ctx.clock.now()
    const odds = { home: req.home, draw: req.draw, away: req.away }
    return { company: c, summary: sameOddsSummary(ctx.db, c.id, odds, now), recent: sameOddsSamples(ctx.db, c.id, odds, now, 0, 20, 0, ctx.user?.id) }
  })
}
