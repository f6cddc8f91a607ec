import type { Router } from '../../../http/router'
import { notFound } from '../../../http/errors'
import type { Db } from '../../../db'
import { refs } from '../services/footballRefs'
import { matchById, pagedMatches } from '../services/matchQueries'
import { oddsHistoryAt, openingOdds, sameOddsSamples, sameOddsSummary } from '../services/odds'

async function company(db: Db, id: number) {
  const c = (await refs(db)).companies.get(id)
  if (!c) throw notFound('指数公司')
  return c
}

export function registerOddsRoutes(r: Router): void {
  r.handle('api/Game/zhishu', async (req, ctx) => {
    if (!await matchById(ctx.db, req.event_id)) throw notFound('比赛')
    const now = ctx.clock.now()
    const list = (await Promise.all([...(await refs(ctx.db)).companies.values()].map(async (c) => {
      const h = await oddsHistoryAt(ctx.db, req.event_id, c.id, now)
      if (!h) return []
      return [{ company: c, europe_open: h.europe[0], europe_now: h.europe[h.europe.length - 1], asia_open: h.asia[0], asia_now: h.asia[h.asia.length - 1], ou_open: h.ou[0], ou_now: h.ou[h.ou.length - 1] }]
    }))).flat()
    return { event_id: req.event_id, list }
  })

  r.handle('api/Game/historical_index', async (req, ctx) => {
    if (!await matchById(ctx.db, req.event_id)) throw notFound('比赛')
    const c = await company(ctx.db, req.company_id)
    const h = await oddsHistoryAt(ctx.db, req.event_id, c.id, ctx.clock.now())
    if (!h) throw notFound('指数')
    return { event_id: req.event_id, company: c, ...h }
  })

  r.handle('api/Game/zxzxs', async (req, ctx) => {
    await company(ctx.db, req.company_id)
    const now = ctx.clock.now()
    const page = await pagedMatches(ctx.db, { status: 'all', date: req.date }, now, req.page, req.limit, ctx.user?.id)
    const list = (await Promise.all(page.list.map(async (match) => {
      const h = await oddsHistoryAt(ctx.db, match.id, req.company_id, now)
      return h ? [{ match, europe: h.europe[h.europe.length - 1], asia: h.asia[h.asia.length - 1], ou: h.ou[h.ou.length - 1] }] : []
    }))).flat()
    return { ...page, list }
  })

  registerSameOddsRoutes(r)
}

/** 同赔: finished matches that opened with the same odds */
function registerSameOddsRoutes(r: Router): void {
  r.handle('api/Game/exponential_coincident', async (req, ctx) => {
    await company(ctx.db, req.company_id)
    const now = ctx.clock.now()
    const page = await pagedMatches(ctx.db, { status: 'all', date: req.date }, now, req.page, req.limit, ctx.user?.id)
    const list = (await Promise.all(page.list.map(async (match) => {
      const open = await openingOdds(ctx.db, match.id, req.company_id)
      return open ? [{ match, europe_open: open, summary: await sameOddsSummary(ctx.db, req.company_id, open, now, match.id) }] : []
    }))).flat()
    return { ...page, list }
  })

  r.handle('api/game/co_compensation', async (req, ctx) => {
    if (!await matchById(ctx.db, req.event_id)) throw notFound('比赛')
    const now = ctx.clock.now()
    return (await Promise.all([...(await refs(ctx.db)).companies.values()].map(async (c) => {
      const open = await openingOdds(ctx.db, req.event_id, c.id)
      return open ? [{ company: c, europe_open: open, summary: await sameOddsSummary(ctx.db, c.id, open, now, req.event_id) }] : []
    }))).flat()
  })

  r.handle('api/game/same_claim_details', async (req, ctx) => {
    if (!await matchById(ctx.db, req.event_id)) throw notFound('比赛')
    const c = await company(ctx.db, req.company_id)
    const now = ctx.clock.now()
    const open = await openingOdds(ctx.db, req.event_id, c.id)
    if (!open) throw notFound('指数')
    const summary = await sameOddsSummary(ctx.db, c.id, open, now, req.event_id)
    const list = await sameOddsSamples(ctx.db, c.id, open, now, req.event_id, req.limit, (req.page - 1) * req.limit, ctx.user?.id)
    return { list, page: req.page, limit: req.limit, total: summary.samples, has_more: req.page * req.limit < summary.samples, summary }
  })

  r.handle('api/game/sample_data_of_equal_compensation', async (req, ctx) => {
    const c = await company(ctx.db, req.company_id)
    const now = ctx.clock.now()
    const odds = { home: req.home, draw: req.draw, away: req.away }
    return { company: c, summary: await sameOddsSummary(ctx.db, c.id, odds, now), recent: await sameOddsSamples(ctx.db, c.id, odds, now, 0, 20, 0, ctx.user?.id) }
  })
}
