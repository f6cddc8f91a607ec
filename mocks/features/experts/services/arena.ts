import type { Db } from '../../../db'
import { fail, notFound } from '../../../http/errors'
import { dayOf, dayStart } from '../../match'
import { parlayOdds, PREDICTION_PLAY_TEXT, type ArenaPeriod, type PredictionKind, type PredictionListStatus, type WinOrNot } from '../../../../types/expert-rules'
import type { ArenaEntry, ArenaRankRow } from '../../../../types/api/arena'
import type { FollowState } from '../../../../types/api/experts'
import type { Paged } from '../../../../types/common'
import { tally, type SettledRow } from './expertRecords'
import { followedAmong } from '../../match/services/follows'
import { legViews, shownResult, type StoredLeg } from './predictionViews'
import { resolveLeg, resolveParlay, type LegChoice, type ResolvedLeg } from './publishing'
import { settleDue } from './settlement'
import { statement } from '../../../services/statements'

/**
 * The arena (擂台): free entries by any logged-in user, singles and parlays, priced and locked like
 * experts' predictions (publishing.ts decides lines and odds), settled by settlement.ts, ranked by
 * hits then return over this week or this month. Entries never count in an expert's record.
 */

interface EntryDbRow {
  id: number
  user_id: number
  kind: PredictionKind
  title: string
  content: string
  odds: number
  published_at: number
  lock_at: number
  ends_at: number
  win_or_not: WinOrNot
}

const ENTRY_COLUMNS = 'e.id, e.user_id, e.kind, e.title, e.content, e.odds, e.published_at, e.lock_at, e.ends_at, e.win_or_not'

export function enterArena(db: Db, userId: number, kind: PredictionKind, choices: readonly LegChoice[], texts: { title: string; content: string }, now: number): number {
  return db.transaction(() => {
    const legs: ResolvedLeg[] = kind === 'single' ? [resolveLeg(db, choices[0], now)] : resolveParlay(db, choices, now)
    const taken = statement(db, 'SELECT 1 FROM arena_legs WHERE user_id = ? AND kind = ? AND match_id = ? AND play = ?')
    for (const l of legs) {
      if (taken.get(userId, kind, l.event_id, l.play)) throw fail(`你已在擂台${kind === 'single' ? '单关' : '串关'}中参赛过这场比赛的${PREDICTION_PLAY_TEXT[l.play]}`)
    }
    const odds = kind === 'single' ? legs[0].odds : parlayOdds(legs.map((l) => l.odds))
    const id = Number(statement(db, `INSERT INTO arena_entries (user_id, kind, title, content, odds, published_at, lock_at, ends_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(userId, kind, texts.title, texts.content, odds, now, Math.min(...legs.map((l) => l.match.start_at)), Math.max(...legs.map((l) => l.match.end_at))).lastInsertRowid)
    const insert = statement(db, 'INSERT INTO arena_legs (entry_id, user_id, kind, match_id, play, pick, line, odds, ends_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
    for (const l of legs) insert.run(id, userId, kind, l.event_id, l.play, l.pick, l.line, l.odds, l.match.end_at)
    return id
  })()
}

// ---- periods ----

/** [from, to) of this week (from Monday 00:00) or this month (from the 1st), Beijing time */
export function periodBounds(period: ArenaPeriod, now: number): { from: number; to: number } {
  const today = dayOf(now)
  if (period === 'week') {
    // day 0 (1970-01-01) was a Thursday: Monday is 3 days later
    const monday = today - ((today - 4) % 7 + 7) % 7
    return { from: dayStart(monday), to: dayStart(monday + 7) }
  }
  const d = new Date(now + 8 * 3_600_000)
  const from = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - 8 * 3_600_000
  const to = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - 8 * 3_600_000
  return { from, to }
}

interface UserRef {
  user_id: number
  nickname: string
  avatar: string
  is_expert: boolean
}

function userRefs(db: Db, ids: readonly number[]): Map<number, UserRef> {
  const read = statement(db, 'SELECT id, nickname, avatar, is_expert FROM users WHERE id = ?')
  const out = new Map<number, UserRef>()
  for (const id of new Set(ids)) {
    const u = read.get(id) as { id: number; nickname: string; avatar: string; is_expert: number } | undefined
    if (u) out.set(id, { user_id: u.id, nickname: u.nickname, avatar: u.avatar, is_expert: u.is_expert === 1 })
  }
  return out
}

/**
 * The period's ranking: every user with an entry of this kind settled in [from, now], by hits, then
 * return on a unit stake, then fewer entries (the same hits from fewer tries), then who got there first.
 */
export function arenaRanking(db: Db, kind: PredictionKind, period: ArenaPeriod, now: number, viewerId: number | undefined, page: number, limit: number): Paged<ArenaRankRow> & { from: number; to: number; mine: ArenaRankRow | null } {
  settleDue(db, now)
  const { from, to } = periodBounds(period, now)
  const settled = statement(db, `SELECT id, user_id, win_or_not, COALESCE(settled_odds, odds) AS payout, ends_at FROM arena_entries
    WHERE kind = ? AND win_or_not > 0 AND ends_at >= ? AND ends_at <= ? ORDER BY ends_at DESC, id DESC`).all(kind, from, Math.min(now, to - 1)) as Array<{ id: number; user_id: number; win_or_not: 1 | 2 | 3; payout: number; ends_at: number }>
  const byUser = new Map<number, SettledRow[]>()
  const firstAt = new Map<number, number>()
  for (const r of settled) {
    let list = byUser.get(r.user_id)
    if (!list) byUser.set(r.user_id, (list = []))
    list.push({ id: r.id, expert_id: r.user_id, kind, play: null, league_id: null, win_or_not: r.win_or_not, payout: r.payout, ends_at: r.ends_at })
    firstAt.set(r.user_id, r.ends_at) // rows come newest first: the last seen is the earliest
  }
  const users = userRefs(db, [...byUser.keys()])
  const ranked = [...byUser.entries()]
    .filter(([id]) => users.has(id))
    .map(([id, rows]) => ({ id, t: tally(rows) }))
    .sort((a, b) => b.t.hits - a.t.hits || b.t.return_units - a.t.return_units || a.t.settled - b.t.settled
      || (firstAt.get(a.id) ?? 0) - (firstAt.get(b.id) ?? 0) || a.id - b.id)
    .map((r, i): ArenaRankRow => ({ rank: i + 1, user: users.get(r.id) as UserRef, ...r.t }))
  return {
    list: ranked.slice((page - 1) * limit, page * limit),
    page,
    limit,
    total: ranked.length,
    has_more: page * limit < ranked.length,
    from,
    to,
    mine: ranked.find((r) => r.user.user_id === viewerId) ?? null,
  }
}

// ---- entries ----

function legsOf(db: Db, entryId: number): StoredLeg[] {
  return statement(db, 'SELECT match_id, play, pick, line, odds, ends_at, win_or_not FROM arena_legs WHERE entry_id = ? ORDER BY rowid').all(entryId) as StoredLeg[]
}

function entryViews(db: Db, rows: readonly EntryDbRow[], viewerId: number | undefined, now: number): ArenaEntry[] {
  const users = userRefs(db, rows.map((r) => r.user_id))
  const legs = new Map(rows.map((r) => [r.id, legsOf(db, r.id)]))
  const followedMatches = followedAmong(db, viewerId, [...new Set([...legs.values()].flat().map((l) => l.match_id))])
  const followed = viewerId
    ? new Set(statement(db, 'SELECT entry_id FROM arena_follows WHERE user_id = ?').pluck(true).all(viewerId) as number[])
    : new Set<number>()
  const followers = statement(db, 'SELECT COUNT(*) FROM arena_follows WHERE entry_id = ?').pluck(true)
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    user: users.get(r.user_id) ?? { user_id: r.user_id, nickname: '', avatar: '', is_expert: false },
    title: r.title,
    content: r.content,
    // free entries: every pick is shown
    legs: legViews(db, legs.get(r.id) ?? [], true, now, followedMatches),
    odds: r.odds,
    published_at: r.published_at,
    lock_at: r.lock_at,
    locked: now >= r.lock_at,
    win_or_not: shownResult(r.win_or_not, r.ends_at, now),
    followed: followed.has(r.id),
    followers: followers.get(r.id) as number,
  }))
}

export function arenaEntry(db: Db, id: number, viewerId: number | undefined, now: number): ArenaEntry {
  settleDue(db, now)
  const row = statement(db, `SELECT ${ENTRY_COLUMNS} FROM arena_entries e WHERE e.id = ? AND e.published_at <= ?`).get(id, now) as EntryDbRow | undefined
  if (!row) throw notFound('擂台参赛')
  return entryViews(db, [row], viewerId, now)[0]
}

/** a user's entries of one kind, newest first; status narrows to not yet settled / settled */
export function userEntries(db: Db, userId: number, kind: PredictionKind, status: PredictionListStatus | undefined, viewerId: number | undefined, now: number, page: number, limit: number): Paged<ArenaEntry> {
  settleDue(db, now)
  let cond = ''
  if (status === 'current') cond = 'AND (e.win_or_not = 0 OR e.ends_at > @now)'
  if (status === 'settled') cond = 'AND e.win_or_not > 0 AND e.ends_at <= @now'
  const where = `e.user_id = @user AND e.kind = @kind AND e.published_at <= @now ${cond}`
  const params = { user: userId, kind, now }
  const total = statement(db, `SELECT COUNT(*) FROM arena_entries e WHERE ${where}`).pluck(true).get(params) as number
  const rows = statement(db, `SELECT ${ENTRY_COLUMNS} FROM arena_entries e WHERE ${where} ORDER BY e.published_at DESC, e.id DESC LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit, offset: (page - 1) * limit }) as EntryDbRow[]
  return { list: entryViews(db, rows, viewerId, now), page, limit, total, has_more: page * limit < total }
}

export function setArenaFollow(db: Db, userId: number, id: number, follow: boolean, now: number): FollowState {
  const exists = statement(db, 'SELECT 1 FROM arena_entries WHERE id = ? AND published_at <= ?').get(id, now)
  if (!exists) throw notFound('擂台参赛')
  if (follow) statement(db, 'INSERT OR IGNORE INTO arena_follows (user_id, entry_id, created_at) VALUES (?, ?, ?)').run(userId, id, now)
  else statement(db, 'DELETE FROM arena_follows WHERE user_id = ? AND entry_id = ?').run(userId, id)
  return { followed: follow, followers: statement(db, 'SELECT COUNT(*) FROM arena_follows WHERE entry_id = ?').pluck(true).get(id) as number }
}
