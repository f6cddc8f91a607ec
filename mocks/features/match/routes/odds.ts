import type { Router } from '../../../http/router'
import { notFound } from '../../../http/errors'
import type { Db } from '../../../db'
import { refs } from '../services/footballRefs'
import { matchById, pagedMatches } from '../services/matchQueries'
import { oddsHistoryAt, openingOdds, sameOddsSamples, sameOddsSummary } from '../services/odds'

function company(db: Db, id: number) {
  const c = refs(db).companies.get(id)
  if (!c) throw notFound('指数公司')
  return c
}

export function registerOddsRoutes(r: Router): void {
  r.handle('api/Game/zhishu', (req, ctx) => {
    if (!matchById(ctx.db, req.event_id)) throw notFound('比赛')
    const now = ctx.clock.now()
    const list = [...refs(ctx.db).companies.values()].flatMap((c) => {
      const h = oddsHistoryAt(ctx.db, req.event_id, c.id, now)
      if (!h) return []
      return [{ company: c, europe_open: h.europe[0], europe_now: h.europe[h.europe.length - 1], asia_open: h.asia[0], asia_now: h.asia[h.asia.length - 1], ou_open: h.ou[0], ou_now: h.ou[h.ou.length - 1] }]
    })
    return { event_id: req.event_id, list }
  })

  r.handle('api/Game/historical_index', (req, ctx) => {
    if (!matchById(ctx.db, req.event_id)) throw notFound('比赛')
    const c = company(ctx.db, req.company_id)
    const h = oddsHistoryAt(ctx.db, req.event_id, c.id, ctx.clock.now())
    if (!h) throw notFound('指数')
    return { event_id: req.event_id, company: c, ...h }
  })

  r.handle('api/Game/zxzxs', (req, ctx) => {
    company(ctx.db, req.company_id)
    const now = ctx.clock.now()
    const page = pagedMatches(ctx.db, { status: 'all', date: req.date }, now, req.page, req.limit, ctx.user?.id)
    const list = page.list.flatMap((match) => {
      const h = oddsHistoryAt(ctx.db, match.id, req.company_id, now)
      return h ? [{ match, europe: h.europe[h.europe.length - 1], asia: h.asia[h.asia.length - 1], ou: h.ou[h.ou.length - 1] }] : []
    })
    return { ...page, list }
  })

  registerSameOddsRoutes(r)
}

/** 同赔: finished matches that opened with the same odds */
function registerSameOddsRoutes(r: Router): void {
  r.handle('api/Game/exponential_coincident', (req, ctx) => {
    company(ctx.db, req.company_id)
    const now = ctx.clock.now()
    const page = pagedMatches(ctx.db, { status: 'all', date: req.date }, now, req.page, req.limit, ctx.user?.id)
    const list = page.list.flatMap((match) => {
      const open = openingOdds(ctx.db, match.id, req.company_id)
      return open ? [{ match, europe_open: open, summary: sameOddsSummary(ctx.db, req.company_id, open, now, match.id) }] : []
    })
    return { ...page, list }
  })

  r.handle('api/game/co_compensation', (req, ctx) => {
    if (!matchById(ctx.db, req.event_id)) throw notFound('比赛')
    const now = ctx.clock.now()
    return [...refs(ctx.db).companies.values()].flatMap((c) => {
      const open = openingOdds(ctx.db, req.event_id, c.id)
      return open ? [{ company: c, europe_open: open, summary: sameOddsSummary(ctx.db, c.id, open, now, req.event_id) }] : []
    })
  })

  r.handle('api/game/same_claim_details', (req, ctx) => {
    if (!matchById(ctx.db, req.event_id)) throw notFound('比赛')
    const c = company(ctx.db, req.company_id)
    const now = ctx.clock.now()
    const open = openingOdds(ctx.db, req.event_id, c.id)
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
