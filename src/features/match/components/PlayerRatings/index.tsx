import { Text, View } from '@tarojs/components'
import type { RatingsRes } from '@contract/api/match.centre'
import './index.scss'

/** how a rating is coloured: 7.5 and up high, under 6 low */
export function ratingLevel(rating: number): 'high' | 'mid' | 'low' {
  if (rating >= 7.5) return 'high'
  if (rating < 6) return 'low'
  return 'mid'
}

/** a rating as shown: always one decimal (7 shows 7.0) */
export const ratingText = (rating: number): string => rating.toFixed(1)

/** player id → rating, for the pitch's badges */
export function ratingsById(ratings: RatingsRes | null): Map<number, { rating: number; best: boolean }> {
  const out = new Map<number, { rating: number; best: boolean }>()
  if (ratings) for (const p of [...ratings.home, ...ratings.away]) out.set(p.player.id, { rating: p.rating, best: p.best })
  return out
}

/** the small rating under a shirt; the best player's carries 最佳 */
export function RatingBadge({ rating, best }: { rating: number; best: boolean }) {
  return (
    <Text className={`rating-badge rating-badge--${ratingLevel(rating)}${best ? ' rating-badge--best' : ''}`} data-testid={best ? 'rating-best' : 'rating'}>
      {best ? `最佳 ${ratingText(rating)}` : ratingText(rating)}
    </Text>
  )
}

/** above the pitch: 最佳球员 and whether the ratings are still moving */
export function RatingsSummary({ ratings }: { ratings: RatingsRes }) {
  if (!ratings.started) return <Text className='ratings-summary__note'>开赛后显示球员评分（0–10 分）</Text>
  const best = [...ratings.home, ...ratings.away].find((p) => p.best)
  return (
    <View className='ratings-summary' data-testid='ratings-summary'>
      <Text className='ratings-summary__note'>{ratings.final ? '最终评分' : '实时评分（比赛结束后为最终评分）'}</Text>
      {best && (
        <Text className='ratings-summary__best'>
          最佳球员 {best.player.name} {ratingText(best.rating)}
        </Text>
      )}
    </View>
  )
}
