import type { Db } from '../../../db'
import { fail, notFound } from '../../../http/errors'
import { HIT_RATE_WINDOW } from './experts'
import { breakdownOf, bestStreak, countsOf, monthOf, recordFor, recordOf, settledByExpert, settledOf, settledResultsOf, tallyOf, type SettledRow } from './expertRecords'
import { userCards, userCardsVersion } from '../../account'
import { leaguesOfMatches, refs } from '../../match'
import { allExpertRows, expertRow, followedExpertIds, followedExpertsPage, followerCount, followerCounts, followingCount, setExpertFollowRow, type ExpertRow } from '../repository/experts'
import { currentCount, onSaleCounts, predictedMatches } from '../repository/predictions'
import { expertListVersion, stableWindow } from '../repository/listVersion'
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

/** the experts shown: an experts row and an account flagged expert, not deleted; by id */
async function expertBases(db: Db, rows: readonly ExpertRow[]): Promise<ExpertBase[]> {
  const users = await userCards(db, rows.map((e) => e.user_id))
  return rows.flatMap((e) => {
    const u = users.get(e.user_id)
    if (!u || !u.is_expert || u.deleted) return []
    return [{ id: u.id, nickname: u.nickname, avatar: u.avatar, title: e.title, intro: e.intro, joined_at: e.joined_at ?? u.created_at }]
  })
}

async function allExperts(db: Db): Promise<ExpertBase[]> {
  return expertBases(db, await allExpertRows(db))
}

async function expertBase(db: Db, id: number): Promise<ExpertBase | undefined> {
  const row = await expertRow(db, id)
  return row ? (await expertBases(db, [row]))[0] : undefined
}

async function followedSet(db: Db, viewerId: number | undefined): Promise<Set<number>> {
  return viewerId ? await followedExpertIds(db, viewerId) : new Set()
}

interface Lookups {
  settled: Map<number, SettledRow[]>
  followers: Map<number, number>
  onSale: Map<number, number>
  followed: Set<number>
  month: string
}

async function lookups(db: Db, now: number, viewerId: number | undefined): Promise<Lookups> {
  return { settled: await settledByExpert(db, now), followers: await followerCounts(db), onSale: await onSaleCounts(db, now), followed: await followedSet(db, viewerId), month: monthOf(now) }
}

function listRow(e: ExpertBase, rows: readonly SettledRow[], l: Omit<Lookups, 'settled'>): ExpertListRow {
  const recent = recordFor(rows, { last: HIT_RATE_WINDOW })
  return {
    expert_id: e.id,
    nickname: e.nickname,
    avatar: e.avatar,
    title: e.title,
    hit_rate: recent.hit_rate,
    streak: recent.streak,
    settled: rows.length,
    record: countsOf(recent),
    recent_hits: recent.hits,
    recent_count: recent.settled,
    best_streak: bestStreak(rows),
    return_rate: recordFor(rows, 'all').return_rate,
    month: tallyOf(recordFor(rows, { month: l.month })),
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
async function filteredIds(db: Db, f: ExpertListFilter, now: number): Promise<Set<number> | null> {
  const byRegion = f.league_id !== undefined || f.country_id !== undefined || f.continent_id !== undefined
  if (!byRegion && !f.play) return null
  const pairs = await predictedMatches(db, now, f.play)
  if (!byRegion) return new Set(pairs.map((p) => p.expert_id))
  const leagues = new Set([...(await refs(db)).leagues.values()]
    .filter((l) => (f.league_id === undefined || l.id === f.league_id) && (f.country_id === undefined || l.country_id === f.country_id)
      && (f.continent_id === undefined || l.continent_id === f.continent_id))
    .map((l) => l.id))
  const leagueOf = await leaguesOfMatches(db, pairs.map((p) => p.match_id))
  const ids = new Set<number>()
  for (const p of pairs) {
    const league = leagueOf.get(p.match_id)
    if (league !== undefined && leagues.has(league)) ids.add(p.expert_id)
  }
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

/** the list as the database says at `now`, for everyone (followed: false): counted afresh from the predictions (tests compare the cache with it) */
export async function recountExperts(db: Db, f: ExpertListFilter, now: number): Promise<ExpertListRow[]> {
  const only = await filteredIds(db, f, now)
  const l = await lookups(db, now, undefined)
  return (await allExperts(db))
    .filter((e) => !only || only.has(e.id))
    .map((e) => listRow(e, l.settled.get(e.id) ?? [], l))
    .sort((a, b) => ORDER[f.sort](a, b) || b.settled - a.settled || a.expert_id - b.expert_id)
}

/**
 * The sorted lists of one version of the data, valid from `from` to `until` (no final whistle of a
 * settled prediction, publication or lock in between) within one Beijing month: a list is computed
 * once per sort and filter, then served from memory until a write or one of those moments. A list
 * is kept as its computation under way, so requests that arrive while it runs wait for that one
 * instead of each counting again (on PostgreSQL, 50 of them at once queued for the pool for a second).
 */
interface ListCache {
  version: number
  from: number
  until: number
  month: string
  lists: Map<string, Promise<ExpertListRow[]>>
}
const listCaches = new WeakMap<Db, ListCache>()
const MAX_LISTS_KEPT = 200
/** lists answered from memory, per database (tests see the cache work) */
const hits = new WeakMap<Db, number>()
export const expertListCacheHits = (db: Db): number => hits.get(db) ?? 0

async function cachedList(db: Db, f: ExpertListFilter, now: number): Promise<ExpertListRow[]> {
  // inside a transaction the rows read may yet roll back (a rollback writes nothing the version sees)
  if (db.inTransaction) return recountExperts(db, f, now)
  const version = expertListVersion(db) + userCardsVersion(db)
  const fresh = (c: ListCache | undefined): c is ListCache => c !== undefined && c.version === version && now >= c.from && now < c.until && c.month === monthOf(now)
  let cache = listCaches.get(db)
  if (!fresh(cache)) {
    const window = await stableWindow(db, now)
    // requests that came together all read the window: the first to get here starts the cache, the others join it
    cache = listCaches.get(db)
    if (!fresh(cache)) listCaches.set(db, (cache = { version, ...window, month: monthOf(now), lists: new Map() }))
  }
  const key = JSON.stringify([f.sort, f.league_id, f.country_id, f.continent_id, f.play])
  let list = cache.lists.get(key)
  // filters are request values (any league id): the lists kept stay bounded
  if (!list && cache.lists.size >= MAX_LISTS_KEPT) cache.lists.clear()
  if (list) {
    hits.set(db, expertListCacheHits(db) + 1)
    return list
  }
  const lists = cache.lists
  list = recountExperts(db, f, now)
  lists.set(key, list)
  // a failed count is not kept: the next request counts again
  list.catch(() => lists.delete(key))
  return list
}

export async function listExperts(db: Db, f: ExpertListFilter, now: number, viewerId: number | undefined, page: number, limit: number): Promise<Paged<ExpertListRow>> {
  const followed = await followedSet(db, viewerId)
  const rows = await cachedList(db, f, now)
  const shown = paginate(rows, page, limit)
  return { ...shown, list: shown.list.map((r) => ({ ...r, followed: followed.has(r.expert_id) })) }
}

/** the experts the user follows, latest followed first */
export async function followedExperts(db: Db, userId: number, now: number, page: number, limit: number): Promise<Paged<ExpertListRow>> {
  const total = await followingCount(db, userId)
  const ids = await followedExpertsPage(db, userId, limit, (page - 1) * limit)
  const l = { followers: await followerCounts(db), onSale: await onSaleCounts(db, now), followed: new Set(ids), month: monthOf(now) }
  const list: ExpertListRow[] = []
  for (const id of ids) {
    const e = await expertBase(db, id)
    if (e) list.push(listRow(e, await settledResultsOf(db, id, now), l))
  }
  return { list, page, limit, total, has_more: page * limit < total }
}

/** 404 unless this id is an expert */
export async function assertExpert(db: Db, expertId: number): Promise<void> {
  if (!await expertBase(db, expertId)) throw notFound('专家')
}

export async function expertProfile(db: Db, expertId: number, now: number, viewerId: number | undefined): Promise<ExpertProfile> {
  const e = await expertBase(db, expertId)
  if (!e) throw notFound('专家')
  const rows = await settledOf(db, expertId, now)
  const l = {
    followers: new Map([[expertId, await followerCount(db, expertId)]]),
    onSale: await onSaleCounts(db, now),
    followed: await followedSet(db, viewerId),
    month: monthOf(now),
  }
  const current = await currentCount(db, expertId, now)
  return {
    ...listRow(e, rows, l),
    intro: e.intro,
    full_record: recordOf(rows),
    ...await breakdownOf(db, rows),
    current_count: current,
    is_self: viewerId === expertId,
  }
}

// ---- follows ----

export async function expertFollowers(db: Db, expertId: number): Promise<number> {
  return followerCount(db, expertId)
}

/** follow (true) or unfollow; repeating either changes nothing */
export async function setExpertFollow(db: Db, userId: number, expertId: number, follow: boolean, now: number): Promise<FollowState> {
  if (!await expertBase(db, expertId)) throw notFound('专家')
  if (follow && expertId === userId) throw fail('不能关注自己')
  await setExpertFollowRow(db, userId, expertId, follow, now)
  return { followed: follow, followers: await expertFollowers(db, expertId) }
}

// ---- finding experts ----

/** LIKE's idea of "contains": a literal substring, ASCII letters in either case */
const lowerAscii = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase())
const contains = (text: string, keyword: string) => lowerAscii(text).includes(lowerAscii(keyword))

/** experts whose nickname or title contains the keyword, most followed first */
export async function searchExperts(db: Db, keyword: string, now: number, page: number, limit: number): Promise<Paged<ExpertListRow>> {
  const followers = await followerCounts(db)
  const found = (await allExperts(db))
    .filter((e) => contains(e.nickname, keyword) || contains(e.title, keyword))
    .sort((a, b) => (followers.get(b.id) ?? 0) - (followers.get(a.id) ?? 0) || a.id - b.id)
  const l = { followers, onSale: await onSaleCounts(db, now), followed: new Set<number>(), month: monthOf(now) }
  const list = (await Promise.all(found.slice((page - 1) * limit, page * limit).map(async (e) => listRow(e, await settledResultsOf(db, e.id, now), l))))
  return { list, page, limit, total: found.length, has_more: page * limit < found.length }
}

const HOT_EXPERTS = 5
const HOT_LEAGUES = 5
const HOT_TEAMS = 5

/** the clubs of famous competitions with the most valuable squads */
async function hotTeams(db: Db): Promise<Array<{ keyword: string; kind: 'team'; id: number }>> {
  const rf = await refs(db)
  const valueOf = (teamId: number) => (rf.squads.get(teamId) ?? []).reduce((n, p) => n + p.market_value, 0)
  return [...rf.teams.values()]
    .filter((t) => rf.leagues.get(t.league_id)?.famous)
    .map((t) => ({ t, value: valueOf(t.id) }))
    .sort((a, b) => b.value - a.value || a.t.id - b.t.id)
    .slice(0, HOT_TEAMS)
    .map(({ t }) => ({ keyword: t.short_name, kind: 'team' as const, id: t.id }))
}

/** before anything is typed: the most followed experts (then the best last-20 records), the famous competitions and their best-known clubs */
export async function hotSearches(db: Db, now: number): Promise<HotSearch> {
  const top = (await listExperts(db, { sort: 'followers' }, now, undefined, 1, 100)).list
    .sort((a, b) => b.followers - a.followers || qualified(b.recent_count) - qualified(a.recent_count) || b.hit_rate - a.hit_rate)
    .slice(0, HOT_EXPERTS)
  const leagues = [...(await refs(db)).leagues.values()].filter((l) => l.famous).sort((a, b) => a.id - b.id).slice(0, HOT_LEAGUES)
  return {
    list: [
      ...top.map((e) => ({ keyword: e.nickname, kind: 'expert' as const, id: e.expert_id })),
      ...leagues.map((l) => ({ keyword: l.short_name, kind: 'league' as const, id: l.id })),
      ...await hotTeams(db),
    ],
  }
}
