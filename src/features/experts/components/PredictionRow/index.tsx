import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import Icon from '@/components/Icon'
import type { MatchPredictionRow } from '@contract/prediction'
import { PREDICTION_PLAY_TEXT, WIN_OR_NOT_TEXT, type WinOrNot } from '@contract/expert-rules'
import Avatar from '@/components/Avatar'
import { stopTap } from '@/platform/stopTap'
import { honestRecordText, priceText, streakText } from '@/features/experts/utils/expertRecord'
import { relativeTime } from '@/utils/relativeTime'
import './index.scss'

/** the badge's colour per settled result (红 hit, 黑 miss, 走 stake returned) */
const RESULT_MODIFIER: Record<Exclude<WinOrNot, 0>, string> = { 1: 'hit', 2: 'miss', 3: 'push' }

/**
 * Said where a hidden pick would be: the server hides a paid pick until the match finishes.
 * Buying comes with the purchase flow, so this is a hint, not a button.
 */
export const LOCKED_PICK_TEXT = '付费方案，完场后公开'

interface Props {
  prediction: MatchPredictionRow
  /** a tap on the row (the prediction's detail) */
  onOpen?: (prediction: MatchPredictionRow) => void
  /** a tap on the expert (the expert's home); the row's own tap does not fire */
  onOpenExpert?: (expertId: number) => void
  /** closes the row inside its own card, e.g. the buy entry: under the row it read as the next one's */
  footer?: ReactNode
}

/**
 * One expert's prediction on a match: who (avatar, title, hit rate, streak), the play and
 * headline, the pick and odds or a lock hint, the settled result, when and at what price.
 */
export default function PredictionRow({ prediction, onOpen, onOpenExpert, footer }: Props) {
  const { expert, win_or_not: result } = prediction
  const streak = streakText(expert.streak)
  return (
    <View className='prediction-row' data-testid={`prediction-row-${prediction.id}`} onClick={onOpen ? () => onOpen(prediction) : undefined}>
      <View
        className='prediction-row__expert'
        data-testid='prediction-expert'
        onClick={
          onOpenExpert
            ? (e) => {
                stopTap(e)
                onOpenExpert(expert.expert_id)
              }
            : undefined
        }
      >
        <Avatar url={expert.avatar} name={expert.nickname} size='small' />
        <View className='prediction-row__who'>
          <View className='prediction-row__line'>
            <Text className='prediction-row__name'>{expert.nickname}</Text>
            {expert.title !== '' && <Text className='prediction-row__title'>{expert.title}</Text>}
          </View>
          <View className='prediction-row__line'>
            <Text className='prediction-row__record' data-testid='prediction-hit-rate'>
              {honestRecordText(expert.record)}
            </Text>
            {streak !== '' && (
              <Text className='prediction-row__streak' data-testid='prediction-streak'>
                {streak}
              </Text>
            )}
          </View>
        </View>
        {result !== 0 && (
          <View className={`prediction-row__result prediction-row__result--${RESULT_MODIFIER[result]}`} data-testid='prediction-result'>
            <Text className='prediction-row__result-text'>{WIN_OR_NOT_TEXT[result]}</Text>
          </View>
        )}
      </View>
      <View className='prediction-row__line prediction-row__body'>
        <View className='prediction-row__play' data-testid='prediction-play'>
          <Text className='prediction-row__play-text'>{PREDICTION_PLAY_TEXT[prediction.play]}</Text>
        </View>
        <Text className='prediction-row__headline'>{prediction.title}</Text>
      </View>
      {prediction.pick_text !== null ? (
        <View className='prediction-row__line prediction-row__pick' data-testid='prediction-pick'>
          <Text className='prediction-row__pick-label'>推荐</Text>
          <Text className='prediction-row__pick-text'>{prediction.pick_text}</Text>
          {prediction.odds !== null && (
            <Text className='prediction-row__odds' data-testid='prediction-odds'>
              {`@${prediction.odds.toFixed(2)}`}
            </Text>
          )}
        </View>
      ) : (
        <View className='prediction-row__line prediction-row__pick' data-testid='prediction-locked'>
          <Icon value='lock' size={14} color='#8a8f99' />
          <Text className='prediction-row__locked-text'>{LOCKED_PICK_TEXT}</Text>
        </View>
      )}
      {prediction.pick_text === null && prediction.analysis_teaser !== '' && (
        <Text className='prediction-row__teaser' data-testid='prediction-teaser' numberOfLines={2}>
          {prediction.analysis_teaser}
        </Text>
      )}
      <View className='prediction-row__line prediction-row__foot'>
        <Text className='prediction-row__time' data-testid='prediction-time'>
          {relativeTime(prediction.published_at)}
        </Text>
        <Text className={`prediction-row__price ${prediction.price === 0 ? 'prediction-row__price--free' : ''}`} data-testid='prediction-price'>
          {priceText(prediction.price)}
        </Text>
      </View>
      {footer}
    </View>
  )
}
