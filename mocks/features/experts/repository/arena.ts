import { idList } from '../../../db/idList'
import type { Db } from '../../../db'
import { allRows, execute, firstRow, insertedId } from '../../../db/query'
import type { PredictionKind, PredictionListStatus, PredictionPick, PredictionPlay, WinOrNot } from '../../../../types/expert-rules'
import type { StoredLeg } from './predictions'
import { PENDING, q } from './builder'

/** arena entries, their legs and follows (arena_entries, arena_legs, arena_follows) */

export interface EntryDbRow {
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

const ENTRY_COLUMNS = ['e.id', 'e.user_id', 'e.kind', 'e.title', 'e.content', 'e.odds', 'e.published_at', 'e.lock_at', 'e.ends_at', 'e.win_or_not'] as const
const entries = () => q.selectFrom('arena_entries as e').select(ENTRY_COLUMNS).$narrowType<{ kind: PredictionKind; win_or_not: WinOrNot }>()

export interface ArenaLegToStore {
  match_id: number
  play: PredictionPlay
  pick: PredictionPick
  line: number | null
  odds: number
  ends_at: number
}

/** has the user entered this match and play in this kind already */
export async function hasArenaLeg(db: Db, userId: number, kind: PredictionKind, matchId: number, play: PredictionPlay): Promise<boolean> {
  return await firstRow(db, q.selectFrom('arena_legs').select('entry_id')
    .where('user_id', '=', userId).where('kind', '=', kind).where('match_id', '=', matchId).where('play', '=', play)) !== undefined
}

export async function insertArenaEntry(db: Db, e: Omit<EntryDbRow, 'id' | 'win_or_not'>, legs: readonly ArenaLegToStore[]): Promise<number> {
  const id = (await insertedId(db, q.insertInto('arena_entries').values(e)))
  for (const [legNo, l] of legs.entries()) await execute(db, q.insertInto('arena_legs').values({ entry_id: id, user_id: e.user_id, kind: e.kind, ...l, leg_no: legNo }))
  return id
}

/** settled entries of one kind whose final whistle is in [from, to], newest first */
export async function settledEntries(db: Db, kind: PredictionKind, from: number, to: number): Promise<Array<{ id: number; user_id: number; win_or_not: 1 | 2 | 3; payout: number; ends_at: number }>> {
  return allRows(db, q.selectFrom('arena_entries')
    .select((eb) => ['id', 'user_id', 'win_or_not', eb.fn.coalesce('settled_odds', 'odds').as('payout'), 'ends_at'])
    .where('kind', '=', kind).where('win_or_not', '>', PENDING).where('ends_at', '>=', from).where('ends_at', '<=', to)
    .orderBy('ends_at', 'desc').orderBy('id', 'desc').$narrowType<{ win_or_not: 1 | 2 | 3 }>())
}

export async function publishedEntry(db: Db, id: number, now: number): Promise<EntryDbRow | undefined> {
  return firstRow(db, entries().where('e.id', '=', id).where('e.published_at', '<=', now))
}

/** a page of a user's entries of one kind, newest first; status narrows to not yet settled / settled */
export async function entriesPage(db: Db, f: { userId: number; kind: PredictionKind; status: PredictionListStatus | undefined }, now: number, limit: number, offset: number): Promise<{ rows: EntryDbRow[]; total: number }> {
  let count = q.selectFrom('arena_entries as e').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('e.user_id', '=', f.userId).where('e.kind', '=', f.kind).where('e.published_at', '<=', now)
  let rows = entries().where('e.user_id', '=', f.userId).where('e.kind', '=', f.kind).where('e.published_at', '<=', now)
  if (f.status === 'current') {
    count = count.where((eb) => eb.or([eb('e.win_or_not', '=', PENDING), eb('e.ends_at', '>', now)]))
    rows = rows.where((eb) => eb.or([eb('e.win_or_not', '=', PENDING), eb('e.ends_at', '>', now)]))
  }
  if (f.status === 'settled') {
    count = count.where('e.win_or_not', '>', PENDING).where('e.ends_at', '<=', now)
    rows = rows.where('e.win_or_not', '>', PENDING).where('e.ends_at', '<=', now)
  }
  const total = (await firstRow(db, count))?.n ?? 0
  return { rows: await allRows(db, rows.orderBy('e.published_at', 'desc').orderBy('e.id', 'desc').limit(limit).offset(offset)), total }
}

/** the legs of these entries, in their order, by entry id */
export async function arenaLegsOf(db: Db, ids: readonly number[]): Promise<Map<number, StoredLeg[]>> {
  const out = new Map<number, StoredLeg[]>()
  if (!ids.length) return out
  const rows = await allRows(db, q.selectFrom('arena_legs').select(['entry_id', 'match_id', 'play', 'pick', 'line', 'odds', 'ends_at', 'win_or_not'])
    .where('entry_id', 'in', idList(ids)).orderBy('entry_id').orderBy('leg_no')
    .$narrowType<{ play: PredictionPlay; pick: PredictionPick; win_or_not: WinOrNot }>())
  for (const { entry_id, ...leg } of rows) {
    let list = out.get(entry_id)
    if (!list) out.set(entry_id, (list = []))
    list.push(leg)
  }
  return out
}

export async function followedEntryIds(db: Db, userId: number): Promise<Set<number>> {
  return new Set((await allRows(db, q.selectFrom('arena_follows').select('entry_id').where('user_id', '=', userId))).map((r) => r.entry_id))
}

export async function entryFollowers(db: Db, entryId: number): Promise<number> {
  return (await firstRow(db, q.selectFrom('arena_follows').select((eb) => eb.fn.countAll<number>().as('n')).where('entry_id', '=', entryId)))?.n ?? 0
}

export async function setArenaFollowRow(db: Db, userId: number, entryId: number, follow: boolean, now: number): Promise<void> {
  if (follow) await execute(db, q.insertInto('arena_follows').values({ user_id: userId, entry_id: entryId, created_at: now }).onConflict((oc) => oc.doNothing()))
  else await execute(db, q.deleteFrom('arena_follows').where('user_id', '=', userId).where('entry_id', '=', entryId))
}
