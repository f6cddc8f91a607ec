import type { Router } from '../../../http/router'
import { fail, notFound } from '../../../http/errors'
import type { Db } from '../../../db'
import {
  dataSeed, dayMatches, issueMatchIds, dayOf, dayStart, generatedDays, matchesByIds, periodOfDay, poolIssueByName, poolIssuesPage, recentPoolIssues, rng,
  storedOddsHistories, toRows, type MatchDbRow, type OddsHistory, type PoolIssueRow,
} from '../../match'
import { dayMatchStats } from '../services/lotteryDraws'
import { pageOf } from '../../../http/paging'
import { POOL_LOTTERY_NAME } from '../../../../types/api/lottery'
import type { MatchRow } from '../../../../types/football'
import { MatchStatus } from '../../../../types/match-status'
import { outcomeOf, parseScore, type Score } from '../../../../types/score'

/** the company whose odds the 北京单场 prices start from */
const BD_ODDS_COMPANY_ID = 1

/**
 * Lottery draws built on the seeded matches: 足彩 issues (14 matches every third day) for 胜负彩,
 * 任选九, 四场进球 (first 4) and 六场半全场 (first 6); one 北京单场 period per Beijing day. A result
 * is known once its match has finished, and an issue is drawn once all its matches have.
 */

type PoolLottery = keyof typeof POOL_LOTTERY_NAME
const MATCHES_OF: Record<PoolLottery, number> = { sfc: 14, rx9: 14, jq4: 4, bqc6: 6 }

/**
 * Issue numbers as the sports lottery writes them: two digits of the year and the game's own
 * sequence of the year (26110 = 胜负彩's 110th issue of 2026), one draw date per issue. 胜负彩 and
 * 任选九 are one issue (the same 14 matches, one draw); 六场半全场 and 四场进球 number their own
 * issues, which run ahead of 胜负彩's because those games also sell midweek issues: the stand-in
 * draws them with each 足彩 issue and starts their sequences that many issues ahead.
 */
const ISSUE_LEAD: Record<PoolLottery, number> = { sfc: 0, rx9: 0, bqc6: 37, jq4: 52 }

/** the game's own number of a stored 足彩 issue ('26110' -> 四场进球 '26162') */
export function gameIssueOf(lottery: PoolLottery, stored: string): string {
  return `${stored.slice(0, 2)}${String(Number(stored.slice(2)) + ISSUE_LEAD[lottery]).padStart(3, '0')}`
}

/** the stored 足彩 issue a game's issue number was drawn with; null for a number the game never had */
function storedIssueOf(lottery: PoolLottery, issue: string): string | null {
  const n = Number(issue.slice(2)) - ISSUE_LEAD[lottery]
  return n >= 1 ? `${issue.slice(0, 2)}${String(n).padStart(3, '0')}` : null
}

type Range = readonly [number, number]
/**
 * Sales, jackpot and prizes in yuan by game, in the ranges the real games draw: 胜负彩 sells tens of
 * millions and rolls a jackpot of tens of millions; 任选九 shares its matches but has no jackpot (its
 * prize is the issue's fund shared out); 六场半全场 and 四场进球 sell about a million or less, and
 * their jackpots are a few million and a few hundred thousand at most.
 */
const MONEY: Record<PoolLottery, { sales: Range; pool: Range; prizes: Array<{ level: string; count: Range; amount: Range }> }> = {
  sfc: { sales: [18_000_000, 36_000_000], pool: [8_000_000, 90_000_000], prizes: [{ level: '一等奖', count: [0, 60], amount: [80_000, 5_000_000] }, { level: '二等奖', count: [20, 900], amount: [2_000, 60_000] }] },
  rx9: { sales: [14_000_000, 30_000_000], pool: [0, 0], prizes: [{ level: '任九', count: [80, 20_000], amount: [300, 200_000] }] },
  bqc6: { sales: [500_000, 1_400_000], pool: [300_000, 6_000_000], prizes: [{ level: '一等奖', count: [0, 80], amount: [2_000, 400_000] }] },
  jq4: { sales: [250_000, 900_000], pool: [100_000, 2_500_000], prizes: [{ level: '一等奖', count: [0, 150], amount: [500, 100_000] }] },
}

/** the lottery's digit of a result: 3 home win, 1 draw, 0 away win */
const LOTTERY_DIGIT = { W: '3', D: '1', L: '0' } as const
const outcome = (score: Score) => LOTTERY_DIGIT[outcomeOf(score)]

/** a finished match's final score, or null while it is not finished */
function finalScore(m: MatchRow): Score | null {
  return m.status_id === MatchStatus.FINISHED ? parseScore(m.full_score) : null
}

function resultOf(lottery: PoolLottery, m: MatchRow): string {
  const full = finalScore(m)
  if (!full) return ''
  if (lottery === 'jq4') return `${Math.min(full.home, 3)}${Math.min(full.away, 3)}`
  if (lottery === 'bqc6') {
    const half = parseScore(m.half_score) ?? { home: 0, away: 0 }
    return `${outcome(half)}${outcome(full)}`
  }
  return outcome(full)
}

/** one issue of a pool lottery at `now`: its matches, results, result code, prizes (also drawn on its share card) */
export async function issueDetails(db: Db, lottery: PoolLottery, issue: PoolIssueRow, now: number, userId?: number) {
  const ids = issueMatchIds(issue).slice(0, MATCHES_OF[lottery])
  const byId = await matchesByIds(db, ids)
  const rows = ids.flatMap((id): MatchDbRow[] => { const m = byId.get(id); return m ? [m] : [] })
  const matches = await toRows(db, rows, now, userId)
  const results = matches.map((m) => resultOf(lottery, m))
  const drawn = results.every((x) => x !== '')
  const drawAt = drawn ? Math.max(...rows.map((m) => m.end_at)) : null
  const r = rng(await dataSeed(db), 'prize', lottery, issue.issue)
  const money = MONEY[lottery]
  const sales = drawn ? r.int(...money.sales) : 0
  const prizes = drawn ? money.prizes.map((p) => ({ level: p.level, count: r.int(...p.count), amount: r.int(...p.amount) })) : []
  return {
    lottery,
    lottery_name: POOL_LOTTERY_NAME[lottery],
    issue: gameIssueOf(lottery, issue.issue),
    close_at: Math.min(...rows.map((m) => m.start_at)),
    draw_at: drawAt,
    result_code: results.map((x) => x || '*').join(lottery === 'sfc' || lottery === 'rx9' ? '' : ','),
    sales,
    pool: drawn ? r.int(...money.pool) : 0,
    prizes,
    matches: matches.map((match, i) => ({ no: i + 1, match, result: results[i] })),
  }
}

async function bdPeriod(db: Db, day: number, now: number) {
  const row = await dayMatchStats(db, day)
  return { period: periodOfDay(day), start_at: dayStart(day), end_at: dayStart(day + 1), match_count: row.n, finished: row.n > 0 && (row.last ?? Infinity) <= now }
}

/** a 北京单场 match's handicap and SP prices (from the company's opening odds) and, once finished, its result */
function bdPrices(match: MatchRow, h: OddsHistory) {
  const line = h.asia[0][2]
  const handicap = Math.round(line) === 0 ? 0 : Math.round(line)
  const [, eh, ed, ea] = h.europe[0]
  // the single-match game pays about 65% of the fixed odds; a handicap evens the prices out
  const sp = (x: number) => Math.round((x * 0.65 + 1) * 100) / 100
  const shift = handicap === 0 ? [eh, ed, ea] : handicap < 0 ? [ea * 0.9, ed, eh * 1.6] : [eh * 1.6, ed, ea * 0.9]
  const [spWin, spDraw, spLose] = shift.map(sp)
  const full = finalScore(match)
  const result = full ? outcome({ home: full.home + handicap, away: full.away }) : ''
  const resultSp = result === '3' ? spWin : result === '1' ? spDraw : result === '0' ? spLose : 0
  return { handicap, sp_win: spWin, sp_draw: spDraw, sp_lose: spLose, result, result_sp: Math.round(resultSp * 100) / 100 }
}

/** the latest draw of each lottery */
async function latestDraws(db: Db, now: number) {
  const recent = await recentPoolIssues(db, dayOf(now), 6)
  const pools = (await Promise.all((Object.keys(POOL_LOTTERY_NAME) as PoolLottery[]).map(async (lottery) => {
    const drawn = (await Promise.all(recent.map((row) => issueDetails(db, lottery, row, now)))).find((d) => d.draw_at !== null)
    return drawn ? [{ lottery, lottery_name: drawn.lottery_name, issue: drawn.issue, draw_at: drawn.draw_at, result_code: drawn.result_code, pool: drawn.pool }] : []
  }))).flat()
  const [first] = await generatedDays(db)
  let day = dayOf(now)
  while (day > first && !(await bdPeriod(db, day, now)).finished) day--
  const bd = await bdPeriod(db, day, now)
  const extra = bd.finished
    ? [
        { lottery: 'bd' as const, lottery_name: '北京单场', issue: bd.period, draw_at: bd.end_at <= now ? bd.end_at : now, result_code: `${bd.match_count}场已开奖`, pool: 0 },
        { lottery: 'jc' as const, lottery_name: '竞彩足球', issue: `20${bd.period}`, draw_at: bd.end_at <= now ? bd.end_at : now, result_code: `${bd.match_count}场已开奖`, pool: 0 },
      ]
    : []
  return [...pools, ...extra]
}

export function registerLotteryRoutes(r: Router): void {
  r.handle('api/game/syqhsfc', async (req, ctx) => {
    const now = ctx.clock.now()
    // issues whose sales have opened (three days ahead at most)
    const lastDay = dayOf(now) + 3
    const { rows, total } = await poolIssuesPage(ctx.db, lastDay, req.page, req.limit)
    const list = (await Promise.all(rows.map(async (row) => {
      const d = await issueDetails(ctx.db, req.lottery, row, now)
      return { issue: d.issue, close_at: d.close_at, draw_at: d.draw_at, drawn: d.draw_at !== null }
    })))
    return pageOf(list, req.page, req.limit, total)
  })

  r.handle('api/game/football_draw_details', async (req, ctx) => {
    const now = ctx.clock.now()
    // no issue named: the newest one whose matches have all been played (sales close three days before)
    const stored = req.issue ? storedIssueOf(req.lottery, req.issue) : null
    const row = req.issue ? (stored ? await poolIssueByName(ctx.db, stored) : undefined) : (await recentPoolIssues(ctx.db, dayOf(now) - 3, 1))[0]
    if (!row) throw notFound('期号')
    return issueDetails(ctx.db, req.lottery, row, now, ctx.user?.id)
  })

  r.handle('api/game/winner_lottery', (_req, ctx) => latestDraws(ctx.db, ctx.clock.now()))

  r.handle('api/game/bd_acquisition_period_number', async (req, ctx) => {
    const now = ctx.clock.now()
    const [first, last] = await generatedDays(ctx.db)
    const newest = Math.min(last, dayOf(now) + 2)
    const total = Math.max(0, newest - first + 1)
    const list = []
    for (let i = (req.page - 1) * req.limit; i < Math.min(total, req.page * req.limit); i++) list.push(await bdPeriod(ctx.db, newest - i, now))
    return pageOf(list, req.page, req.limit, total)
  })

  r.handle('api/game/bd_get_this_game', async (req, ctx) => {
    const now = ctx.clock.now()
    const [first, last] = await generatedDays(ctx.db)
    let day = dayOf(now)
    if (req.period) {
      const found = Array.from({ length: last - first + 1 }, (_, i) => first + i).find((d) => periodOfDay(d) === req.period)
      if (found === undefined) throw notFound('期号')
      day = found
    }
    if (day < first || day > last) throw fail('该期尚未开售')
    const matches = await toRows(ctx.db, await dayMatches(ctx.db, day), now, ctx.user?.id)
    const histories = await storedOddsHistories(ctx.db, matches.map((m) => m.id), BD_ODDS_COMPANY_ID)
    const list = matches.flatMap((match, i) => {
      const h = histories.get(match.id)
      // every seeded match has odds of every company
      if (!h) return []
      return [{ no: i + 1, match, ...bdPrices(match, h) }]
    })
    return { period: await bdPeriod(ctx.db, day, now), list }
  })
}
