import type { Router } from '../../http/router'
import { fail, notFound } from '../../http/errors'
import type { Db } from '../../db'
import { dayOf, dayStart, periodOfDay } from '../../engine/calendar'
import type { OddsHistory } from '../../engine/odds'
import { rng } from '../../engine/random'
import { getSetting } from '../../services/settings'
import { matchById, selectMatches, toRows } from '../../services/matchQueries'
import { POOL_LOTTERY_NAME } from '../../../types/api/game'
import type { MatchRow } from '../../../types/football'

/**
 * Lottery draws built on the seeded matches: 足彩 issues (14 matches every third day) for 胜负彩,
 * 任选九, 四场进球 (first 4) and 六场半全场 (first 6); one 北京单场 period per Beijing day. A result
 * is known once its match has finished, and an issue is drawn once all its matches have.
 */

type PoolLottery = keyof typeof POOL_LOTTERY_NAME
const MATCHES_OF: Record<PoolLottery, number> = { sfc: 14, rx9: 14, jq4: 4, bqc6: 6 }
const PRIZE_LEVELS: Record<PoolLottery, string[]> = { sfc: ['一等奖', '二等奖'], rx9: ['任九'], jq4: ['一等奖'], bqc6: ['一等奖'] }

const outcome = (h: number, a: number) => (h > a ? '3' : h === a ? '1' : '0')

function resultOf(lottery: PoolLottery, m: MatchRow): string {
  if (m.status_id !== 8 || !m.full_score) return ''
  const [h, a] = m.full_score.split(':').map(Number)
  if (lottery === 'jq4') return `${Math.min(h, 3)}${Math.min(a, 3)}`
  if (lottery === 'bqc6') {
    const [hh, ha] = m.half_score.split(':').map(Number)
    return `${outcome(hh, ha)}${outcome(h, a)}`
  }
  return outcome(h, a)
}

function issueDetails(db: Db, lottery: PoolLottery, issue: { issue: string; match_ids: string }, now: number, userId?: number) {
  const ids = (JSON.parse(issue.match_ids) as number[]).slice(0, MATCHES_OF[lottery])
  const rows = ids.map((id) => matchById(db, id)).filter((m) => m !== undefined)
  const matches = toRows(db, rows, now, userId)
  const results = matches.map((m) => resultOf(lottery, m))
  const drawn = results.every((x) => x !== '')
  const drawAt = drawn ? Math.max(...rows.map((m) => m.end_at)) : null
  const r = rng(Number(getSetting(db, 'fb_seed') ?? 0), 'prize', lottery, issue.issue)
  const sales = drawn ? r.int(18_000_000, 52_000_000) : 0
  const prizes = drawn ? PRIZE_LEVELS[lottery].map((level, i) => ({ level, count: r.int(i === 0 ? 0 : 20, i === 0 ? 60 : 900), amount: r.int(i === 0 ? 80_000 : 2_000, i === 0 ? 2_800_000 : 60_000) })) : []
  return {
    lottery,
    lottery_name: POOL_LOTTERY_NAME[lottery],
    issue: issue.issue,
    close_at: Math.min(...rows.map((m) => m.start_at)),
    draw_at: drawAt,
    result_code: results.map((x) => x || '*').join(lottery === 'sfc' || lottery === 'rx9' ? '' : ','),
    sales,
    pool: drawn ? r.int(5_000_000, 90_000_000) : 0,
    prizes,
    matches: matches.map((match, i) => ({ no: i + 1, match, result: results[i] })),
  }
}

function bdPeriod(db: Db, day: number, now: number) {
  const start = dayStart(day)
  const end = dayStart(day + 1)
  const row = db.prepare('SELECT COUNT(*) AS n, MAX(end_at) AS last FROM fb_matches WHERE start_at >= ? AND start_at < ? AND postponed = 0').get(start, end) as { n: number; last: number | null }
  return { period: periodOfDay(day), start_at: start, end_at: end, match_count: row.n, finished: row.n > 0 && (row.last ?? Infinity) <= now }
}

function generatedDays(db: Db): [number, number] {
  return [Number(getSetting(db, 'fb_window_start')), Number(getSetting(db, 'fb_generated_until'))]
}

export function registerLotteryRoutes(r: Router): void {
  r.handle('api/game/syqhsfc', (req, ctx) => {
    const now = ctx.clock.now()
    // issues whose sales have opened (three days ahead at most)
    const lastDay = dayOf(now) + 3
    const total = ctx.db.prepare('SELECT COUNT(*) FROM fb_pool_issues WHERE day <= ?').pluck().get(lastDay) as number
    const rows = ctx.db.prepare('SELECT issue, match_ids FROM fb_pool_issues WHERE day <= ? ORDER BY day DESC LIMIT ? OFFSET ?').all(lastDay, req.limit, (req.page - 1) * req.limit) as Array<{ issue: string; match_ids: string }>
    const list = rows.map((row) => {
      const d = issueDetails(ctx.db, req.lottery, row, now)
      return { issue: d.issue, close_at: d.close_at, draw_at: d.draw_at, drawn: d.draw_at !== null }
    })
    return { list, page: req.page, limit: req.limit, total, has_more: req.page * req.limit < total }
  })

  r.handle('api/game/football_draw_details', (req, ctx) => {
    const now = ctx.clock.now()
    const row = (req.issue
      ? ctx.db.prepare('SELECT issue, match_ids FROM fb_pool_issues WHERE issue = ?').get(req.issue)
      : ctx.db.prepare('SELECT issue, match_ids FROM fb_pool_issues WHERE day <= ? ORDER BY day DESC LIMIT 1').get(dayOf(now) - 3)) as { issue: string; match_ids: string } | undefined
    if (!row) throw notFound('期号')
    return issueDetails(ctx.db, req.lottery, row, now, ctx.user?.id)
  })

  r.handle('api/game/winner_lottery', (_req, ctx) => {
    const now = ctx.clock.now()
    const recent = ctx.db.prepare('SELECT issue, match_ids FROM fb_pool_issues WHERE day <= ? ORDER BY day DESC LIMIT 6').all(dayOf(now)) as Array<{ issue: string; match_ids: string }>
    const pools = (Object.keys(POOL_LOTTERY_NAME) as PoolLottery[]).flatMap((lottery) => {
      const drawn = recent.map((row) => issueDetails(ctx.db, lottery, row, now)).find((d) => d.draw_at !== null)
      return drawn ? [{ lottery, lottery_name: drawn.lottery_name, issue: drawn.issue, draw_at: drawn.draw_at, result_code: drawn.result_code, pool: drawn.pool }] : []
    })
    const [first] = generatedDays(ctx.db)
    let day = dayOf(now)
    while (day > first && !bdPeriod(ctx.db, day, now).finished) day--
    const bd = bdPeriod(ctx.db, day, now)
    const extra = bd.finished
      ? [
          { lottery: 'bd' as const, lottery_name: '北京单场', issue: bd.period, draw_at: bd.end_at <= now ? bd.end_at : now, result_code: `${bd.match_count}场已开奖`, pool: 0 },
          { lottery: 'jc' as const, lottery_name: '竞彩足球', issue: `20${bd.period}`, draw_at: bd.end_at <= now ? bd.end_at : now, result_code: `${bd.match_count}场已开奖`, pool: 0 },
        ]
      : []
    return [...pools, ...extra]
  })

  r.handle('api/game/bd_acquisition_period_number', (req, ctx) => {
    const now = ctx.clock.now()
    const [first, last] = generatedDays(ctx.db)
    const newest = Math.min(last, dayOf(now) + 2)
    const total = Math.max(0, newest - first + 1)
    const list = []
    for (let i = (req.page - 1) * req.limit; i < Math.min(total, req.page * req.limit); i++) list.push(bdPeriod(ctx.db, newest - i, now))
    return { list, page: req.page, limit: req.limit, total, has_more: req.page * req.limit < total }
  })

  r.handle('api/game/bd_get_this_game', (req, ctx) => {
    const now = ctx.clock.now()
    const [first, last] = generatedDays(ctx.db)
    let day = dayOf(now)
    if (req.period) {
      const found = Array.from({ length: last - first + 1 }, (_, i) => first + i).find((d) => periodOfDay(d) === req.period)
      if (found === undefined) throw notFound('期号')
      day = found
    }
    if (day < first || day > last) throw fail('该期尚未开售')
    const rows = selectMatches(ctx.db, 'm.start_at >= ? AND m.start_at < ? AND m.postponed = 0', [dayStart(day), dayStart(day + 1)], 'm.start_at, m.id', 500)
    const matches = toRows(ctx.db, rows, now, ctx.user?.id)
    const list = matches.map((match, i) => {
      const text = ctx.db.prepare('SELECT history FROM fb_odds WHERE match_id = ? AND company_id = 1').pluck().get(match.id) as string
      const h = JSON.parse(text) as OddsHistory
      const line = h.asia[0][2]
      const handicap = Math.round(line) === 0 ? 0 : Math.round(line)
      const [, eh, ed, ea] = h.europe[0]
      // the single-match game pays about 65% of the fixed odds; a handicap evens the prices out
      const sp = (x: number) => Math.round((x * 0.65 + 1) * 100) / 100
      const shift = handicap === 0 ? [eh, ed, ea] : handicap < 0 ? [ea * 0.9, ed, eh * 1.6] : [eh * 1.6, ed, ea * 0.9]
      const [spWin, spDraw, spLose] = shift.map(sp)
      let result = ''
      if (match.status_id === 8 && match.full_score) {
        const [fh, fa] = match.full_score.split(':').map(Number)
        result = outcome(fh + handicap, fa)
      }
      const resultSp = result === '3' ? spWin : result === '1' ? spDraw : result === '0' ? spLose : 0
      return { no: i + 1, match, handicap, sp_win: spWin, sp_draw: spDraw, sp_lose: spLose, result, result_sp: Math.round(resultSp * 100) / 100 }
    })
    return { period: bdPeriod(ctx.db, day, now), list }
  })
}
