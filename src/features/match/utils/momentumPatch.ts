import type { MomentumMark, MomentumRes } from '@contract/api/match.centre'
import type { LiveMessage } from '@/services/liveSocket'

/**
 * The momentum graph after a pushed message: a `momentum` push puts the newest bar in place (or
 * adds it), a goal or card `event` adds its mark. Null when the message changes nothing here, so
 * a tick touches one bar and the chart redraws only that bar.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0

const MARK_KIND: Record<string, MomentumMark['kind'] | undefined> = {
  goal: 'goal', penalty_goal: 'goal', own_goal: 'goal', yellow: 'yellow', red: 'red', second_yellow: 'red',
}

function withBar(graph: MomentumRes, d: Record<string, unknown>): MomentumRes | null {
  const { from, home, away, minutes_shown: shown } = d
  if (!isCount(from) || !isCount(home) || !isCount(away) || from < 1) return null
  const bar = { from, home, away }
  const at = graph.bins.findIndex((b) => b.from === from)
  const old = at >= 0 ? graph.bins[at] : null
  if (old && old.home === home && old.away === away) return null
  const bins = at >= 0 ? graph.bins.map((b, i) => (i === at ? bar : b)) : [...graph.bins, bar].sort((a, b) => a.from - b.from)
  return { ...graph, bins, minutes_shown: isCount(shown) ? Math.max(graph.minutes_shown, shown) : graph.minutes_shown }
}

function withMark(graph: MomentumRes, d: Record<string, unknown>): MomentumRes | null {
  const e = isRecord(d.event) ? d.event : null
  const kind = e && typeof e.type === 'string' ? MARK_KIND[e.type] : undefined
  if (!e || !kind || typeof e.minute !== 'number' || (e.side !== 'home' && e.side !== 'away')) return null
  const mark: MomentumMark = {
    minute: e.minute, minute_text: typeof e.minute_text === 'string' ? e.minute_text : `${e.minute}'`, side: e.side, kind,
    player_name: typeof e.player_name === 'string' ? e.player_name : '',
  }
  const same = (m: MomentumMark) => m.minute_text === mark.minute_text && m.side === mark.side && m.kind === mark.kind && m.player_name === mark.player_name
  if (graph.marks.some(same)) return null
  return { ...graph, marks: [...graph.marks, mark].sort((a, b) => a.minute - b.minute) }
}

export function applyToMomentum(graph: MomentumRes, message: LiveMessage): MomentumRes | null {
  if (!isRecord(message.data)) return null
  if (message.type === 'momentum') return withBar(graph, message.data)
  if (message.type === 'event') return withMark(graph, message.data)
  return null
}
