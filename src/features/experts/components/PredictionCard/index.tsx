import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import Icon from '@/components/Icon'
import type { PredictionRow } from '@contract/api/experts'
import { PREDICTION_KIND_TEXT, WIN_OR_NOT_TEXT, type WinOrNot } from '@contract/expert-rules'
import Avatar from '@/components/Avatar'
import { honestRecordText, priceText } from '@/features/experts/utils/expertRecord'
import { oddsText, playLineText, shortTime } from '@/features/experts/utils/predictionText'
import './index.scss'

const RESULT_MODIFIER: Record<Exclude<WinOrNot, 0>, string> = { 1: 'hit', 2: 'miss', 3: 'push' }

/** what a locked pick says in a list: buying (the money issue) or the final whistle reveals it */
export const CARD_LOCKED_TEXT = '付费方案，购买或完场后可见'

interface Props {
  prediction: PredictionRow
  /** lists of many experts show who; an expert's own page does not */
  showExpert?: boolean
  onOpen: (prediction: PredictionRow) => void
  /** closes the card inside its frame, e.g. the buy entry: under the card it read as the next one's */
  footer?: ReactNode
}

/**
 * A single or parlay in a list: kind and headline, each match with its play and the pick (or a
 * lock), the combined odds, when, the price and the settled result.
 */
export default function PredictionCard({ prediction: p, showExpert = false, onOpen, footer }: Props) {
  return (
    <View className='prediction-card' data-testid={`prediction-card-${p.id}`} onClick={() => onOpen(p)}>
      {showExpert && (
        <View className='prediction-card__line prediction-card__expert'>
          <Avatar url={p.expert.avatar} name={p.expert.nickname} size='small' />
          <Text className='prediction-card__expert-name'>{p.expert.nickname}</Text>
          <Text className='prediction-card__expert-record' data-testid='card-record'>{honestRecordText(p.expert.record)}</Text>
        </View>
      )}
      <View className='prediction-card__line'>
        <Text className={`prediction-card__kind prediction-card__kind--${p.kind}`}>{PREDICTION_KIND_TEXT[p.kind]}</Text>
        <Text className='prediction-card__title'>{p.title}</Text>
        {p.win_or_not !== 0 && (
          <Text className={`prediction-card__result prediction-card__result--${RESULT_MODIFIER[p.win_or_not]}`} data-testid='card-result'>
            {WIN_OR_NOT_TEXT[p.win_or_not]}
          </Text>
        )}
      </View>
      {p.legs.map((leg) => (
        <View key={leg.event_id} className='prediction-card__leg'>
          <Text className='prediction-card__match' numberOfLines={1}>
            {`${leg.match.league.short_name} ${leg.match.home_team.short_name} vs ${leg.match.away_team.short_name}`}
          </Text>
          <Text className='prediction-card__play'>{playLineText(leg.play, leg.line)}</Text>
          {leg.pick_text !== null ? (
            <Text className='prediction-card__pick' data-testid='card-pick'>
              {leg.pick_text}
              {leg.odds !== null ? ` ${oddsText(leg.odds)}` : ''}
            </Text>
          ) : (
            <Icon value='lock' size={12} color='#8a8f99' />
          )}
        </View>
      ))}
      {!p.visible && p.analysis_teaser && (
        <Text className='prediction-card__teaser' data-testid='card-teaser' numberOfLines={2}>
          {p.analysis_teaser}
        </Text>
      )}
      {!p.visible && (
        <View className='prediction-card__line prediction-card__locked' data-testid='card-locked'>
          <Icon value='lock' size={12} color='#8a8f99' />
          <Text className='prediction-card__locked-text'>{CARD_LOCKED_TEXT}</Text>
        </View>
      )}
      <View className='prediction-card__line prediction-card__foot'>
        <Text className='prediction-card__time'>{`${shortTime(p.published_at)} 发布${p.edited_at ? ' · 已修改' : ''}`}</Text>
        {p.kind === 'parlay' && p.odds !== null && <Text className='prediction-card__odds'>{`总赔率 ${p.odds.toFixed(2)}`}</Text>}
        <Text className={`prediction-card__price ${p.price === 0 ? 'prediction-card__price--free' : ''}`} data-testid='card-price'>
          {priceText(p.price)}
        </Text>
      </View>
      {footer}
    </View>
  )
}
