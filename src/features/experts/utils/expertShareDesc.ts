import type { ExpertListRow, PredictionRow } from '@contract/api/experts'
import { hitRateText } from './expertRecord'

/** the matches of a prediction as a share names them: `曼联 vs 切尔西`, or `3场串关` */
function matchesText(p: Pick<PredictionRow, 'legs'>): string {
  const [first] = p.legs
  if (p.legs.length === 1 && first) return `${first.match.home_team.short_name} vs ${first.match.away_team.short_name}`
  return `${p.legs.length}场串关`
}

/**
 * The one line under a prediction's share card title: its matches, its price and the expert's
 * record. Never the pick (a paid one's card keeps it hidden, docs/product/share-cards.md).
 */
export function predictionShareDesc(p: Pick<PredictionRow, 'legs' | 'price' | 'expert'>): string {
  const price = p.price > 0 ? `${p.price}金币` : '免费'
  return `${matchesText(p)} · ${price} · ${p.expert.nickname} ${hitRateText(p.expert)}`
}

/** the one line under an expert's share card title: record, followers and what is on sale */
export function expertShareDesc(e: Pick<ExpertListRow, 'record' | 'followers' | 'on_sale' | 'title'>): string {
  const parts = [hitRateText(e), `${e.followers}人关注`]
  if (e.on_sale > 0) parts.push(`${e.on_sale}个方案在售`)
  else if (e.title) parts.push(e.title)
  return parts.join(' · ')
}
