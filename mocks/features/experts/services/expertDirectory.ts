import type { Db } from '../../../db'
import { fail, notFound } from '../../../http/errors'
import { HIT_RATE_WINDOW, recordCounts } from './experts'
import { breakdownOf, currentStreak, bestStreak, monthOf, recordOf, settledByExpert, settledOf, tally, type SettledRow } from './expertRecords'
import { statement } from '../../../services/statements'
import { RANKING_MIN_SETTLED, type ExpertSort, type PredictionPlay } from '../../../../types/expert-rules'
import type { ExpertListRow, ExpertProfile, FollowState, HotSearch } from '../../../../types/api/experts'
import type { Paged } from '../../../../types/common'

/**
 * The experts lists (zhuanjlieb, get_gz), one expert's page (zjxq), following experts and finding
 * them (search, hot searches). Every figure comes from expertRecords.ts.
 */

interface ExpertBase {
  id: number
  nickname: string
  avatar: string
  title: string
  intro: string
  joined_at: number
}

const BASE_SQL = `SELECT u.id, u.nickname, u.avatar, e.title, e.intro, COALESCE(e.joined_at, u.created_at) AS joined_at
  FROM users u JOIN experts e ON e.user_id = u.id WHERE u.is_expert = 1 AND u.deleted_at IS NULL`

function allExperts(db: Db): ExpertBase[] {
  return statement(db, `${BASE_SQL} ORDER BY u.id`).all() as ExpertBase[]
}

function expertBase(db: Db, id: number): ExpertBase | undefined {
  return statement(db, `${BASE_SQL} AND u.id = ?`).get(id) as ExpertBase | undefined
}

function countsBy(db: Db, sql: string, ...params: unknown[]): Map<number, number> {
  const rows = statement(db, sql).all(...params) as Array<{ id: number; n: number }>
  return new Map(rows.map((r) => [r.id, r.n]))
}

const followerCounts = (db: Db) => countsBy(db, 'SELECT expert_id AS id, COUNT(*) AS n FROM expert_follows GROUP BY expert_id')
/** predictions on sale: published and not yet locked */
const onSaleCounts = (db: Db, now: number) => countsBy(db, 'SELECT expert_id AS id, COUNT(*) AS n FROM predictions WHERE published_at <= ? AND lock_at > ? GROUP BY expert_id', now, now)

function followedSet(db: Db, viewerId: number | undefined): Set<number> {
  if (!viewerId) return new Set()
  return new Set(statement(db, 'SELECT expert_id FROM expert_follows WHERE user_id = ?').pluck(true).all(viewerId) as number[])
}

interface Lookups {
  settled: Map<number, SettledRow[]>
  followers: Map<number, number>
  onSale: Map<number, number>
  followed: Set<number>
  month: string
}

function lookups(db: Db, now: number, viewerId: number | undefined): Lookups {
  return { settled: settledByExpert(db, now), followers: followerCounts(db), onSale: onSaleCounts(db, now), followed: followedSet(db, viewerId), month: monthOf(now) }
}

function listRow(e: ExpertBase, rows: readonly SettledRow[], l: Omit<Lookups, 'settled'>): ExpertListRow {
  const recent = tally(rows.slice(0, HIT_RATE_WINDOW))
  return {
    expert_id: e.id,
    nickname: e.nickname,
    avatar: e.avatar,
    title: e.title,
    hit_rate: recent.hit_rate,
    streak: currentStreak(rows),
    settled: rows.length,
    record: recordCounts(recent.hits, recent.pushes, recent.misses),
    recent_hits: recent.hits,
    recent_count: recent.settled,
    best_streak: bestStreak(rows),
    return_rate: tally(rows).return_rate,
    month: tally(rows.filter((r) => monthOf(r.ends_at) === l.month)),
    followers: l.followers.get(e.id) ?? 0,
    followed: l.followed.has(e.id),
    on_sale: l.onSale.get(e.id) ?? 0,
    joined_at: e.joined_at,
  }
}

export interface ExpertListFilter {
  sort: ExpertSort
  league_id?: number
  country_id?: number
  continent_id?: number
  play?: PredictionPlay | 'parlay'
}

/** experts who published on matches of this competition / country / continent, or this play */
function filteredIds(db: Db, f: ExpertListFilter, now: number): Set<number> | null {
  const leagueConds: string[] = []
  const params: number[] = []
  const byRegion: Array<[string, number | undefined]> = [['l.id = ?', f.league_id], ['l.country_id = ?', f.country_id], ['l.continent_id = ?', f.continent_id]]
  for (const [cond, value] of byRegion) {
    if (value === undefined) continue
    leagueConds.push(cond)
    params.push(value)
  }
  if (!leagueConds.length && !f.play) return null
  const where = leagueConds.length ? leagueConds.join(' AND ') : '1'
  const singles = f.play === 'parlay' ? null
    : `SELECT p.expert_id FROM predictions p JOIN fb_matches m ON m.id = p.match_id JOIN fb_leagues l ON l.id = m.league_id
       WHERE p.published_at <= ? AND ${where}${f.play ? ' AND p.play = ?' : ''}`
  const parlays = f.play && f.play !== 'parlay' ? null
    : `SELECT p.expert_id FROM predictions p JOIN prediction_legs pl ON pl.prediction_id = p.id JOIN fb_matches m ON m.id = pl.match_id
       JOIN fb_leagues l ON l.id = m.league_id WHERE p.published_at <= ? AND ${where}`
  const ids = new Set<number>()
  if (singles) for (const id of statement(db, singles).pluck(true).all(now, ...params, ...(f.play ? [f.play] : [])) as number[]) ids.add(id)
  if (parlays) for (const id of statement(db, parlays).pluck(true).all(now, ...params) as number[]) ids.add(id)
  return ids
}

const qualified = (settled: number) => (settled >= RANKING_MIN_SETTLED ? 1 : 0)

/** the order of each sort; ties fall to more settled predictions, then the older account */
const ORDER: Record<ExpertSort, (a: ExpertListRow, b: ExpertListRow) => number> = {
  hit_rate: (a, b) => qualified(b.recent_count) - qualified(a.recent_count) || b.hit_rate - a.hit_rate || b.recent_hits - a.recent_hits,
  streak: (a, b) => b.streak - a.streak || b.hit_rate - a.hit_rate,
  return: (a, b) => qualified(b.settled) - qualified(a.settled) || b.return_rate - a.return_rate,
  followers: (a, b) => b.followers - a.followers || b.hit_rate - a.hit_rate,
  newest: (a, b) => b.joined_at - a.joined_at,
  month: (a, b) => qualified(b.month.settled) - qualified(a.month.settled) || b.month.hit_rate - a.month.hit_rate || b.month.hits - a.month.hits,
}

function paginate<T>(all: T[], page: number, limit: number): Paged<T> {
  return { list: all.slice((page - 1) * limit, page * limit), page, limit, total: all.length, has_more: page * limit < all.length }
}

export function listExperts(db: Db, f: ExpertListFilter, now: number, viewerId: number | undefined, page: number, limit: number): Paged<ExpertListRow> {
  const only = filteredIds(db, f, now)
  const l = lookups(db, now, viewerId)
  const rows = allExperts(db)
    .filter((e) => !only || only.has(e.id))
    .map((e) => listRow(e, l.settled.get(e.id) ?? [], l))
    .sort((a, b) => ORDER[f.sort](a, b) || b.settled - a.settled || a.expert_id - b.expert_id)
  return paginate(rows, page, limit)
}

/** the experts the user follows, latest followed first */
export function followedExperts(db: Db, userId: number, now: number, page: number, limit: number): Paged<ExpertListRow> {
  const total = statement(db, 'SELECT COUNT(*) FROM expert_follows WHERE user_id = ?').pluck(true).get(userId) as number
  const ids = statement(db, 'SELECT expert_id FROM expert_follows WHERE user_id = ? ORDER BY created_at DESC, expert_id DESC LIMIT ? OFFSET ?')
    .pluck(true).all(userId, limit, (page - 1) * limit) as number[]
  const l = { followers: followerCounts(db), onSale: onSaleCounts(db, now), followed: new Set(ids), month: monthOf(now) }
  const list: ExpertListRow[] = []
  for (const id of ids) {
    const e = expertBase(db, id)
    if (e) list.push(listRow(e, settledOf(db, id, now), l))
  }
  return { list, page, limit, total, has_more: page * limit < total }
}

/** 404 unless this id is an expert */
export function assertExpert(db: Db, expertId: number): void {
  if (!expertBase(db, expertId)) throw notFound('专家')
}

export function expertProfile(db: Db, expertId: number, now: number, viewerId: number | undefined): ExpertProfile {
  const e = expertBase(db, expertId)
  if (!e) throw notFound('专家')
  const rows = settledOf(db, expertId, now)
  const l = {
    followers: new Map([[expertId, expertFollowers(db, expertId)]]),
    onSale: onSaleCounts(db, now),
    followed: followedSet(db, viewerId),
    month: monthOf(now),
  }
  const current = statement(db, 'SELECT COUNT(*) FROM predictions WHERE expert_id = ? AND published_at <= ? AND (win_or_not = 0 OR ends_at > ?)')
    .pluck(true).get(expertId, now, now) as number
  return {
    ...listRow(e, rows, l),
    intro: e.intro,
    record: recordOf(rows),
    ...breakdownOf(db, rows),
    current_count: current,
    is_self: viewerId === expertId,
  }
}

// ---- follows ----

export function expertFollowers(db: Db, expertId: number): number {
  return statement(db, 'SELECT COUNT(*) FROM expert_follows WHERE expert_id = ?').pluck(true).get(expertId) as number
}

/** follow (true) or unfollow; repeating either changes nothing */
export function setExpertFollow(db: Db, userId: number, expertId: number, follow: boolean, now: number): FollowState {
  if (!expertBase(db, expertId)) throw notFound('专家')
  if (follow && expertId === userId) throw fail('不能关注自己')
  if (follow) statement(db, 'INSERT OR IGNORE INTO expert_follows (user_id, expert_id, created_at) VALUES (?, ?, ?)').run(userId, expertId, now)
  else statement(db, 'DELETE FROM expert_follows WHERE user_id = ? AND expert_id = ?').run(userId, expertId)
  return { followed: follow, followers: expertFollowers(db, expertId) }
}

// ---- finding experts ----

const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** experts whose nickname or title contains the keyword, most followed first */
export function searchExperts(db: Db, keyword: string, now: number, page: number, limit: number): Paged<ExpertListRow> {
  const like = likeOf(keyword)
  const where = "(u.nickname LIKE ? ESCAPE '\\' OR e.title LIKE ? ESCAPE '\\')"
  const total = statement(db, `SELECT COUNT(*) FROM (${BASE_SQL} AND ${where})`).pluck(true).get(like, like) as number
  const ids = statement(db, `SELECT b.id FROM (${BASE_SQL} AND ${where}) b
    ORDER BY (SELECT COUNT(*) FROM expert_follows f WHERE f.expert_id = b.id) DESC, b.id LIMIT ? OFFSET ?`).pluck(true).all(like, like, limit, (page - 1) * limit) as number[]
  const l = { followers: followerCounts(db), onSale: onSaleCounts(db, now), followed: new Set<number>(), month: monthOf(now) }
  const list: ExpertListRow[] = []
  for (const id of ids) {
    const e = expertBase(db, id)
    if (e) list.push(listRow(e, settledOf(db, id, now), l))
  }
  return { list, page, limit, total, has_more: page * limit < total }
}

const HOT_EXPERTS = 5
const HOT_LEAGUES = 5

/** before anything is typed: the most followed experts (then the best last-20 records) and the famous competitions */
export function hotSearches(db: Db, now: number): HotSearch {
  const top = listExperts(db, { sort: 'followers' }, now, undefined, 1, 100).list
    .sort((a, b) => b.followers - a.followers || qualified(b.recent_count) - qualified(a.recent_count) || b.hit_rate - a.hit_rate)
    .slice(0, HOT_EXPERTS)
  const leagues = statement(db, 'SELECT id, short_name FROM fb_leagues WHERE famous = 1 ORDER BY id LIMIT ?').all(HOT_LEAGUES) as Array<{ id: number; short_name: string }>
  return {
    list: [
      ...top.map((e) => ({ keyword: e.nickname, kind: 'expert' as const, id: e.expert_id })),
      ...leagues.map((l) => ({ keyword: l.short_name, kind: 'league' as const, id: l.id })),
    ],
  }
}
