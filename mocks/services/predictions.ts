import type { Db } from '../db'
import type { Paged } from '../../types/common'
import { MatchStatus } from '../../types/match-status'
import { WIN_OR_NOT, type MatchPredictionRow, type PredictionPlay, type WinOrNot } from '../../types/prediction'
import { expertSummaries } from './experts'
import { scriptOf, stateAt, type MatchDbRow } from './matchView'
import { settleDue, type PredictionPick } from './settlement'
import { statement } from './statements'

/** prediction reads: what a caller may see of the predictions on a match */

interface PredictionDbRow {
  id: number
  expert_id: number
  play: PredictionPlay
  pick: PredictionPick
  line: number | null
  odds: number
  title: string
  price: number
  published_at: number
  win_or_not: WinOrNot
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n))

/** 主胜 / 平局 / 客胜, 主队 -0.5 / 客队 +0.5, 大 2.5 / 小 2.5 */
export function pickText(play: PredictionPlay, pick: PredictionPick, line: number | null): string {
  if (play === '1x2') return pick === 'home' ? '主胜' : pick === 'draw' ? '平局' : '客胜'
  const l = line ?? 0
  if (play === 'handicap') return pick === 'home' ? `主队 ${signed(l)}` : `客队 ${signed(-l || 0)}`
  return `${pick === 'over' ? '大' : '小'} ${l}`
}

/**
 * The predictions published on match `m` by `now`, newest first. Due settlements run first, so a
 * finished match answers its results. A paid pick stays hidden until the match finishes, except
 * from its own expert.
 */
export function matchPredictions(db: Db, m: MatchDbRow, now: number, viewerId: number | undefined, page: number, limit: number): Paged<MatchPredictionRow> {
  settleDue(db, now)
  const finished = stateAt(m, scriptOf(db, m.id), now).status === MatchStatus.FINISHED
  const total = statement(db, 'SELECT COUNT(*) FROM predictions WHERE match_id = ? AND published_at <= ?').pluck(true).get(m.id, now) as number
  const rows = statement(db, `SELECT id, expert_id, play, pick, line, odds, title, price, published_at, win_or_not FROM predictions
    WHERE match_id = ? AND published_at <= ? ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`).all(m.id, now, limit, (page - 1) * limit) as PredictionDbRow[]
  const experts = expertSummaries(db, rows.map((p) => p.expert_id), now)
  const list: MatchPredictionRow[] = []
  for (const p of rows) {
    const expert = experts.get(p.expert_id)
    if (!expert) throw new Error(`prediction ${p.id} names expert ${p.expert_id}, who has no experts row`)
    const shown = p.price === 0 || finished || p.expert_id === viewerId
    list.push({
      id: p.id,
      event_id: m.id,
      expert,
      play: p.play,
      title: p.title,
      price: p.price,
      published_at: p.published_at,
      locked: now >= m.start_at,
      // a stored result only counts once the match has finished at this clock (a test clock may go back)
      win_or_not: finished ? p.win_or_not : WIN_OR_NOT.pending,
      pick_text: shown ? pickText(p.play, p.pick, p.line) : null,
      odds: shown ? p.odds : null,
    })
  }
  return { list, page, limit, total, has_more: page * limit < total }
}
