import type { Db } from '../../../db'
import { fail, notFound } from '../../../http/errors'
import { parlayOdds, PREDICTION_PLAY_TEXT, type ArenaPeriod, type PredictionKind, type PredictionListStatus } from '../../../../types/expert-rules'
import type { ArenaEntry, ArenaRankRow } from '../../../../types/api/experts.arena'
import type { FollowState } from '../../../../types/api/experts'
import type { Paged } from '../../../../types/common'
import { tally, type SettledRow } from './expertRecords'
import { userCards } from '../../account'
import { dayOf, dayStart, followedAmong } from '../../match'
import { arenaLegsOf, entriesPage, entryFollowers, followedEntryIds, hasArenaLeg, insertArenaEntry, publishedEntry, setArenaFollowRow, settledEntries, type EntryDbRow } from '../repository/arena'
import { legViews, shownResult } from './predictionViews'
import { resolveLeg, resolveParlay, type LegChoice, type ResolvedLeg } from './publishing'
import { settleDue } from './settlement'

/**
 * The arena (擂台): free entries by any logged-in user, singles and parlays, priced and locked like
 * experts' predictions (publishing.ts decides lines and odds), settled by settlement.ts, ranked by
 * hits then return over this week or this month. Entries never count in an expert's record.
 */

export async function enterArena(db: Db, userId: number, kind: PredictionKind, choices: readonly LegChoice[], texts: { title: string; content: string }, now: number): Promise<number> {
  return db.transaction(async () => {
    const legs: ResolvedLeg[] = kind === 'single' ? [await resolveLeg(db, choices[0], now)] : await resolveParlay(db, choices, now)
    for (const l of legs) {
      if (await hasArenaLeg(db, userId, kind, l.event_id, l.play)) throw fail(`你已在擂台${kind === 'single' ? '单关' : '串关'}中参赛过这场比赛的${PREDICTION_PLAY_TEXT[l.play]}`)
    }
    const odds = kind === 'single' ? legs[0].odds : parlayOdds(legs.map((l) => l.odds))
    return insertArenaEntry(db, {
      user_id: userId, kind, title: texts.title, content: texts.content, odds, published_at: now,
      lock_at: Math.min(...legs.map((l) => l.match.start_at)), ends_at: Math.max(...legs.map((l) => l.match.end_at)),
    }, legs.map((l) => ({ match_id: l.event_id, play: l.play, pick: l.pick, line: l.line, odds: l.odds, ends_at: l.match.end_at })))
  })
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

async function userRefs(db: Db, ids: readonly number[]): Promise<Map<number, UserRef>> {
  const out = new Map<number, UserRef>()
  for (const u of (await userCards(db, ids)).values()) out.set(u.id, { user_id: u.id, nickname: u.nickname, avatar: u.avatar, is_expert: u.is_expert })
  return out
}

/**
 * The period's ranking: every user with an entry of this kind settled in [from, now], by hits, then
 * return on a unit stake, then fewer entries (the same hits from fewer tries), then who got there first.
 */
export async function arenaRanking(db: Db, kind: PredictionKind, period: ArenaPeriod, now: number, viewerId: number | undefined, page: number, limit: number): Promise<Paged<ArenaRankRow> & { from: number; to: number; mine: ArenaRankRow | null }> {
  await settleDue(db, now)
  const { from, to } = periodBounds(period, now)
  const settled = await settledEntries(db, kind, from, Math.min(now, to - 1))
  const byUser = new Map<number, SettledRow[]>()
  const firstAt = new Map<number, number>()
  for (const r of settled) {
    let list = byUser.get(r.user_id)
    if (!list) byUser.set(r.user_id, (list = []))
    list.push({ id: r.id, expert_id: r.user_id, kind, play: null, match_id: null, win_or_not: r.win_or_not, payout: r.payout, ends_at: r.ends_at })
    firstAt.set(r.user_id, r.ends_at) // rows come newest first: the last seen is the earliest
  }
  const users = await userRefs(db, [...byUser.keys()])
  const ranked = [...byUser.entries()]
    .flatMap(([id, rows]) => {
      const user = users.get(id)
      return user ? [{ id, user, t: tally(rows) }] : []
    })
    .sort((a, b) => b.t.hits - a.t.hits || b.t.return_units - a.t.return_units || a.t.settled - b.t.settled
      || (firstAt.get(a.id) ?? 0) - (firstAt.get(b.id) ?? 0) || a.id - b.id)
    .map((r, i): ArenaRankRow => ({ rank: i + 1, user: r.user, ...r.t }))
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

async function entryViews(db: Db, rows: readonly EntryDbRow[], viewerId: number | undefined, now: number): Promise<ArenaEntry[]> {
  const users = await userRefs(db, rows.map((r) => r.user_id))
  const legs = await arenaLegsOf(db, rows.map((r) => r.id))
  const followedMatches = await followedAmong(db, viewerId, [...new Set([...legs.values()].flat().map((l) => l.match_id))])
  const followed = viewerId ? await followedEntryIds(db, viewerId) : new Set<number>()
  return (await Promise.all(rows.map(async (r) => ({
    id: r.id,
    kind: r.kind,
    user: users.get(r.user_id) ?? { user_id: r.user_id, nickname: '', avatar: '', is_expert: false },
    title: r.title,
    content: r.content,
    // free entries: every pick is shown
    legs: await legViews(db, legs.get(r.id) ?? [], true, now, followedMatches),
    odds: r.odds,
    published_at: r.published_at,
    lock_at: r.lock_at,
    locked: now >= r.lock_at,
    win_or_not: shownResult(r.win_or_not, r.ends_at, now),
    followed: followed.has(r.id),
    followers: await entryFollowers(db, r.id),
  }))))
}

export async function arenaEntry(db: Db, id: number, viewerId: number | undefined, now: number): Promise<ArenaEntry> {
  await settleDue(db, now)
  const row = await publishedEntry(db, id, now)
  if (!row) throw notFound('擂台参赛')
  return (await entryViews(db, [row], viewerId, now))[0]
}

/** a user's entries of one kind, newest first; status narrows to not yet settled / settled */
export async function userEntries(db: Db, userId: number, kind: PredictionKind, status: PredictionListStatus | undefined, viewerId: number | undefined, now: number, page: number, limit: number): Promise<Paged<ArenaEntry>> {
  await settleDue(db, now)
  const { rows, total } = await entriesPage(db, { userId, kind, status }, now, limit, (page - 1) * limit)
  return { list: await entryViews(db, rows, viewerId, now), page, limit, total, has_more: page * limit < total }
}

export async function setArenaFollow(db: Db, userId: number, id: number, follow: boolean, now: number): Promise<FollowState> {
  if (!await publishedEntry(db, id, now)) throw notFound('擂台参赛')
  await setArenaFollowRow(db, userId, id, follow, now)
  return { followed: follow, followers: await entryFollowers(db, id) }
}
