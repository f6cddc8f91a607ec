import type { Db } from '../../../db'
import { CARD_LINE_SIZE, CARD_TEXT_WIDTH, type ShareCardContent } from '../../../services/shareCards/cardContent'
import { wrapText } from '../../../services/shareCards/svgText'
import { NO_RECORD_TEXT, analysisTeaser, recordCountsText } from '../../../../types/expert-rules'
import type { ExpertSummary } from '../../../../types/prediction'
import { matchById, refs } from '../../match'
import { publishedPrediction } from '../repository/predictions'
import { expertSummaries } from './experts'
import { storedLegsOfAll } from './predictionViews'

/** the share-card kinds the experts feature draws */
export type ExpertCardKind = 'prediction' | 'expert'

/** an expert's record as chips: the last 20, the hit rate, the run of hits */
function recordChips(e: ExpertSummary): string[] {
  if (e.record.settled === 0) return [NO_RECORD_TEXT]
  return [recordCountsText(e.record), `命中率 ${e.hit_rate}%`, ...(e.streak >= 2 ? [`${e.streak}连红`] : [])]
}

/** "主队 vs 客队" of a leg's match */
async function matchText(db: Db, matchId: number): Promise<string> {
  const m = await matchById(db, matchId)
  const teams = (await refs(db)).teams
  return m ? `${teams.get(m.home_team_id)?.name ?? ''} vs ${teams.get(m.away_team_id)?.name ?? ''}` : ''
}

/**
 * A prediction: its title, the match (or how many a parlay has), the analysis teaser and the
 * expert's record. Never the pick, its odds or its result, free or paid, bought or not: the card is
 * made from the prediction alone, with no viewer, and travels to people who have not bought it.
 */
async function predictionCard(db: Db, id: number, now: number): Promise<ShareCardContent | null> {
  const p = await publishedPrediction(db, id, now)
  const expert = p && (await expertSummaries(db, [p.expert_id], now)).get(p.expert_id)
  if (!p || !expert) return null
  const legs = (await storedLegsOfAll(db, [p])).get(p.id) ?? []
  const matches = p.kind === 'single' && legs[0] ? await matchText(db, legs[0].match_id) : `${legs.length}场串关`
  return {
    badge: p.price > 0 ? `付费方案 · ${p.price}金币` : '免费方案',
    title: `${expert.nickname}：${p.title}`,
    lines: [matches, ...wrapText(analysisTeaser(p.content), CARD_LINE_SIZE, CARD_TEXT_WIDTH, 2)].filter(Boolean),
    chips: recordChips(expert),
    accent: '#c0392b',
  }
}

/** an expert: name, introduction, record chips */
async function expertCard(db: Db, id: number, now: number): Promise<ShareCardContent | null> {
  const e = (await expertSummaries(db, [id], now)).get(id)
  if (!e) return null
  return {
    badge: '专家',
    title: e.nickname,
    headline: e.record.settled ? `${e.hit_rate}%` : undefined,
    subline: e.record.settled ? `近${e.record.settled}场命中率（走水不计）` : undefined,
    lines: [e.title],
    chips: recordChips(e),
    accent: '#c0392b',
  }
}

/** the content of an experts card, or null for an id that names nothing (or an unpublished prediction) */
export async function expertShareCard(db: Db, kind: ExpertCardKind, id: number, now: number): Promise<ShareCardContent | null> {
  return kind === 'prediction' ? await predictionCard(db, id, now) : await expertCard(db, id, now)
}
