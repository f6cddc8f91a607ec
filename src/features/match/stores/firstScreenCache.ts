import type { MatchRow } from '@contract/football'
import type { NoticeRow } from '@contract/home-first-screen'
import { readStored, removeStored, writeStored } from '@/platform/storage'
import { STORAGE_USER_ID } from '@/services/session'

/**
 * The last first screens of the home and of the 赛事 tab, kept in local storage so the next start
 * draws them at once, before any answer (docs/product/states.md › 首屏缓存). Only what the first
 * screen shows is kept (a few rows), under a version: a cache written by another version of the
 * app (other fields, other shapes) is ignored. The follow stars are the only personal bit in
 * them: they are shown only to the user who saved them (logout also clears all storage).
 */

/** raise when the stored shape or the rows' fields change: an older cache is then ignored */
export const FIRST_SCREEN_CACHE_VERSION = 1
export const HOME_CACHE_KEY = 'first_screen_home'
export const MATCHES_CACHE_KEY = 'first_screen_matches'
/** the 赛事 rows kept: about a phone's first screen */
export const FIRST_SCREEN_MATCH_ROWS = 12
/** older than this, the cache is not shown (yesterday's live list says nothing about today) */
export const FIRST_SCREEN_CACHE_MAX_AGE_MS = 12 * 60 * 60 * 1000

export interface HomeCache {
  notices: NoticeRow[]
  live: MatchRow[]
  hot: MatchRow[]
}

export interface MatchesCache {
  /** the Beijing day of the list: another day's cache is not shown */
  date: string
  rows: MatchRow[]
}

interface Stored<T> {
  v: number
  savedAt: number
  /** who was signed in when it was saved (null: nobody); their follow stars are theirs only */
  owner: number | null
  data: T
}

function currentUserId(): number | null {
  const id = readStored(STORAGE_USER_ID)
  return typeof id === 'number' ? id : null
}

/** a row without the stars of whoever saved it */
const impersonal = (m: MatchRow): MatchRow => (m.followed ? { ...m, followed: false } : m)

function read<T>(key: string, isData: (d: unknown) => d is T, now: number): { data: T; own: boolean } | null {
  const stored = readStored(key) as Partial<Stored<unknown>> | '' | undefined | null
  if (!stored || typeof stored !== 'object' || stored.v !== FIRST_SCREEN_CACHE_VERSION) return null
  if (typeof stored.savedAt !== 'number' || now - stored.savedAt > FIRST_SCREEN_CACHE_MAX_AGE_MS || !isData(stored.data)) return null
  return { data: stored.data, own: stored.owner !== null && stored.owner === currentUserId() }
}

function write<T>(key: string, data: T, now: number): void {
  const stored: Stored<T> = { v: FIRST_SCREEN_CACHE_VERSION, savedAt: now, owner: currentUserId(), data }
  try {
    writeStored(key, stored)
  } catch {
    // storage full or refused: the next start asks the server, as without a cache
    removeStored(key)
  }
}

const isRows = (v: unknown): v is MatchRow[] =>
  Array.isArray(v) && v.every((m) => m && typeof m === 'object' && typeof (m as MatchRow).id === 'number' && typeof (m as MatchRow).home_team === 'object')
const isHome = (d: unknown): d is HomeCache =>
  !!d && typeof d === 'object' && Array.isArray((d as HomeCache).notices) && isRows((d as HomeCache).live) && isRows((d as HomeCache).hot)
const isMatches = (d: unknown): d is MatchesCache =>
  !!d && typeof d === 'object' && typeof (d as MatchesCache).date === 'string' && isRows((d as MatchesCache).rows)

export function readHomeCache(now = Date.now()): HomeCache | null {
  const got = read(HOME_CACHE_KEY, isHome, now)
  if (!got) return null
  const { data, own } = got
  return own ? data : { notices: data.notices, live: data.live.map(impersonal), hot: data.hot.map(impersonal) }
}

export function saveHomeCache(data: HomeCache, now = Date.now()): void {
  write(HOME_CACHE_KEY, data, now)
}

/** the cached rows of the 赛事 tab's first list (today's 即时) for that day, or null */
export function readMatchesCache(date: string, now = Date.now()): MatchRow[] | null {
  const got = read(MATCHES_CACHE_KEY, isMatches, now)
  if (!got || got.data.date !== date || got.data.rows.length === 0) return null
  return got.own ? got.data.rows : got.data.rows.map(impersonal)
}

export function saveMatchesCache(date: string, rows: readonly MatchRow[], now = Date.now()): void {
  write<MatchesCache>(MATCHES_CACHE_KEY, { date, rows: rows.slice(0, FIRST_SCREEN_MATCH_ROWS) }, now)
}

