import type { Db } from '../../../db'
import { allRows, chunks, execute } from '../../../db/query'
import type { PredictionPick, PredictionPlay } from '../../../../types/expert-rules'
import { SINGLE, q } from './builder'

/** what the seeder writes and reads back (predictions of the seeded experts) */

export interface GeneratedPrediction {
  expertId: number
  matchId: number
  play: PredictionPlay
  pick: PredictionPick
  line: number | null
  odds: number
  title: string
  content: string
  price: number
  publishedAt: number
  endsAt: number
}

/** seeded singles, in order (each one's lock is its kickoff: a trigger sets it); a repeat of the same match, expert and play is ignored. Answers how many were new */
export async function insertGeneratedPredictions(db: Db, rows: GeneratedPrediction[]): Promise<number> {
  let inserted = 0
  // 11 values a row: 500 rows stay well inside either store's limit on bound values
  for (const part of chunks(rows, 500)) {
    inserted += (await execute(db, q.insertInto('predictions').values(part.map((p) => ({
      expert_id: p.expertId, match_id: p.matchId, play: p.play, pick: p.pick, line: p.line, odds: p.odds,
      title: p.title, content: p.content, price: p.price, published_at: p.publishedAt, ends_at: p.endsAt,
    }))).onConflict((oc) => oc.doNothing()))).changes
  }
  return inserted
}

/** seeded singles still without an analysis, or all of them (never those of experts who publish themselves) */
export async function seededSinglesToAnalyse(db: Db, which: 'unanalysed' | 'all'): Promise<Array<{ id: number; expertId: number; matchId: number; play: PredictionPlay; pick: PredictionPick; line: number | null; price: number; publishedAt: number }>> {
  let query = q.selectFrom('predictions as p').innerJoin('experts as e', 'e.user_id', 'p.expert_id')
    .select(['p.id', 'p.expert_id as expertId', 'p.match_id as matchId', 'p.play', 'p.pick', 'p.line', 'p.price', 'p.published_at as publishedAt'])
    .where('e.gen_skill', 'is not', null).where('p.kind', '=', SINGLE).where('p.match_id', 'is not', null)
  if (which === 'unanalysed') query = query.where('p.content', '=', '')
  return allRows(db, query.$narrowType<{ matchId: number; play: PredictionPlay; pick: PredictionPick }>())
}
