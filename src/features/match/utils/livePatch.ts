import type { BroadcastLine, MatchDetail, MatchEvent, MatchRow, MatchStats } from '@contract/football'
import { MATCH_EVENT_TYPES } from '@contract/match-events'
import type { LiveMessage } from '@/services/liveSocket'

/**
 * Pure functions that turn a pushed message (`{ topic, type, data, at }`) into the change of a
 * list row or of an open match detail. They read only the fields they know and ignore the rest,
 * so a message the app does not understand changes nothing.
 */

/** the message types that change what a list row shows */
export const ROW_MESSAGE_TYPES: ReadonlySet<string> = new Set(['score', 'minute', 'status', 'event'])

/** the list-row fields a pushed message may carry */
const ROW_FIELDS = [
  'status_id', 'status_text', 'elapsed', 'elapsed_text', 'current_score', 'half_score', 'full_score', 'extra_score', 'penalty_score',
  'home_red', 'away_red', 'home_yellow', 'away_yellow', 'home_corner', 'away_corner', 'start_at',
] as const satisfies ReadonlyArray<keyof MatchRow>

type RowField = (typeof ROW_FIELDS)[number]
export type RowPatch = Partial<Pick<MatchRow, RowField>>

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** the row fields in a message's data (or in its `match` / `row` object) with the right types */
export function rowPatchOf(message: LiveMessage): RowPatch | null {
  if (!ROW_MESSAGE_TYPES.has(message.type) || !isRecord(message.data)) return null
  const sources = [message.data, message.data.match, message.data.row].filter(isRecord)
  const patch: Record<string, string | number> = {}
  for (const source of sources) {
    for (const key of ROW_FIELDS) {
      const value = source[key]
      const wantsString = key === 'status_text' || key === 'elapsed_text' || key.endsWith('_score')
      if (wantsString ? typeof value === 'string' : typeof value === 'number' && Number.isFinite(value)) patch[key] = value as string | number
    }
  }
  return Object.keys(patch).length > 0 ? (patch as RowPatch) : null
}

/** a row with a patch applied; the same object when nothing it shows would change */
export function patchRow<T extends MatchRow>(row: T, patch: RowPatch): T {
  let changed = false
  for (const key of Object.keys(patch) as RowField[]) {
    if (row[key] !== patch[key]) changed = true
  }
  return changed ? { ...row, ...patch } : row
}

function eventOf(data: unknown): (MatchEvent & { period?: number }) | null {
  // the push is { match_id, period, event }; a bare event is taken as well
  const source = isRecord(data) && isRecord(data.event) ? data.event : data
  if (!isRecord(source)) return null
  if (typeof source.id !== 'number' || typeof source.type !== 'string' || typeof source.minute !== 'number') return null
  if (!(MATCH_EVENT_TYPES as readonly string[]).includes(source.type)) return null
  const period = isRecord(data) && typeof data.period === 'number' ? data.period : undefined
  return { ...(source as unknown as MatchEvent), ...(period !== undefined ? { period } : {}) }
}

const PERIOD_NAMES: Record<number, string> = { 1: '上半场', 2: '下半场', 3: '加时赛', 4: '点球大战' }

function periodOf(e: MatchEvent & { period?: number }): number {
  if (typeof e.period === 'number') return e.period
  if (e.type === 'shootout_goal' || e.type === 'shootout_miss') return 4
  if (e.minute > 90) return 3
  return e.minute > 45 ? 2 : 1
}

function lineOf(data: unknown): BroadcastLine | null {
  const source = isRecord(data) && isRecord(data.line) ? data.line : data
  if (!isRecord(source) || typeof source.id !== 'number' || typeof source.text !== 'string') return null
  return {
    id: source.id,
    text: source.text,
    minute_text: typeof source.minute_text === 'string' ? source.minute_text : '',
    kind: (['goal', 'card', 'sub', 'status', 'play'] as const).find((k) => k === source.kind) ?? 'play',
    side: (['home', 'away', 'none'] as const).find((k) => k === source.side) ?? 'none',
  }
}

function statsOf(value: unknown): MatchStats | null {
  if (!isRecord(value)) return null
  const keys: Array<keyof MatchStats> = ['attacks', 'dangerous_attacks', 'ball_possession', 'shots_on_goal', 'shots_off_goal', 'corners', 'yellow_cards', 'red_cards']
  return keys.every((k) => typeof value[k] === 'number') ? (value as unknown as MatchStats) : null
}

/**
 * The match detail after a pushed message about it: score, minute and status fields, a new
 * event (placed in its period), a commentary line, both sides' stats. Null when the message
 * changes nothing the detail shows (odds and chat are handled by their own tabs).
 */
export function applyToDetail(detail: MatchDetail, message: LiveMessage): MatchDetail | null {
  let next = detail
  const patch = rowPatchOf(message)
  if (patch) next = patchRow(next, patch)
  if (message.type === 'event') {
    const e = eventOf(message.data)
    if (e && !next.basics_match_event.some((g) => g.events.some((x) => x.id === e.id))) {
      const period = periodOf(e)
      const { period: _period, ...event } = e
      const groups = next.basics_match_event.some((g) => g.period === period)
        ? next.basics_match_event.map((g) => (g.period === period ? { ...g, events: [...g.events, event] } : g))
        : [...next.basics_match_event, { period, period_name: PERIOD_NAMES[period] ?? '', events: [event] }].sort((a, b) => a.period - b.period)
      next = { ...next, basics_match_event: groups }
    }
  } else if (message.type === 'commentary') {
    const line = lineOf(message.data)
    if (line && !next.basics_text_broadcast.some((l) => l.id === line.id)) {
      next = { ...next, basics_text_broadcast: [...next.basics_text_broadcast, line] }
    }
  } else if (message.type === 'stats' && isRecord(message.data)) {
    const home = statsOf(message.data.home_team_array ?? message.data.home)
    const away = statsOf(message.data.away_team_array ?? message.data.away)
    if (home && away) next = { ...next, home_team_array: home, away_team_array: away }
  }
  return next === detail ? null : next
}
