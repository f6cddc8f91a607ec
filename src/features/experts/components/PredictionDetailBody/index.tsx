import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { PredictionDetail } from '@contract/api/expert'
import { PREDICTION_KIND_TEXT, WIN_OR_NOT_TEXT } from '@contract/expert-rules'
import Avatar from '@/components/Avatar'
import EditHistory from '@/features/experts/components/EditHistory'
import PredictionLegs from '@/features/experts/components/PredictionLegs'
import { hitRateText, priceText, streakText } from '@/features/experts/utils/expertRecord'
import { fullTime, shortTime } from '@/features/experts/utils/predictionText'
import './index.scss'

interface Props {
  detail: PredictionDetail
  /** a tap on the expert */
  onOpenExpert?: (expertId: number) => void
  /** under the matches: the lock with its price and the buying entry, or the owner's actions */
  children?: ReactNode
}

/**
 * A prediction in full: its expert, headline, matches with live scores and picks, combined odds
 * and price, then (children), the analysis, the hash that commits the pick, and the 修改记录.
 */
export default function PredictionDetailBody({ detail: d, onOpenExpert, children }: Props) {
  const streak = streakText(d.expert.streak)
  return (
    <View className='prediction-detail' data-testid='prediction-detail'>
      <View className='prediction-detail__card'>
        <View
          className='prediction-detail__expert'
          data-testid='detail-expert'
          onClick={onOpenExpert ? () => onOpenExpert(d.expert.expert_id) : undefined}
        >
          <Avatar url={d.expert.avatar} name={d.expert.nickname} size='small' />
          <View className='prediction-detail__who'>
            <Text className='prediction-detail__name'>{d.expert.nickname}</Text>
            <Text className='prediction-detail__record'>{`${hitRateText(d.expert)}${streak ? ` · ${streak}` : ''}`}</Text>
          </View>
          {onOpenExpert && <Text className='prediction-detail__more'>主页 ›</Text>}
        </View>
        <View className='prediction-detail__line'>
          <Text className='prediction-detail__kind'>{PREDICTION_KIND_TEXT[d.kind]}</Text>
          <Text className='prediction-detail__title' data-testid='detail-title'>
            {d.title}
          </Text>
          {d.win_or_not !== 0 && (
            <Text className={`prediction-detail__result prediction-detail__result--${d.win_or_not}`} data-testid='detail-result'>
              {WIN_OR_NOT_TEXT[d.win_or_not]}
            </Text>
          )}
        </View>
        <Text className='prediction-detail__time'>
          {`${shortTime(d.published_at)} 发布${d.edited_at ? ` · ${shortTime(d.edited_at)} 修改` : ''} · ${d.locked ? '已锁定' : `${shortTime(d.lock_at)} 锁定`} · ${d.followers} 人跟单`}
        </Text>
        <View className='prediction-detail__line prediction-detail__facts'>
          <Text className='prediction-detail__fact' data-testid='detail-odds'>
            {d.odds !== null ? `${d.kind === 'parlay' ? '总赔率' : '赔率'} ${d.odds.toFixed(2)}` : '赔率已锁定'}
          </Text>
          <Text className='prediction-detail__fact' data-testid='detail-price'>
            {priceText(d.price)}
          </Text>
          {d.refund_on_miss && d.price > 0 && <Text className='prediction-detail__fact'>不中退</Text>}
        </View>
      </View>
      <PredictionLegs legs={d.legs} />
      {children}
      <View className='prediction-detail__card'>
        <Text className='prediction-detail__heading'>专家分析</Text>
        <Text className='prediction-detail__content' data-testid='detail-content'>
          {d.content === null ? '分析与推荐一同解锁' : d.content || '专家未写分析'}
        </Text>
      </View>
      <View className='prediction-detail__card' data-testid='detail-hash'>
        <Text className='prediction-detail__heading'>推荐凭证</Text>
        <Text className='prediction-detail__hint'>发布与每次修改时，服务器记录推荐内容的 SHA-256 指纹，事后无法改动；推荐公开后可用下方原文核对。</Text>
        <Text className='prediction-detail__hash'>{d.hash}</Text>
        {d.canonical !== null && <Text className='prediction-detail__canonical'>{d.canonical}</Text>}
        <Text className='prediction-detail__hint'>{`最近一版：${fullTime(d.history[d.history.length - 1]?.at ?? d.published_at)}`}</Text>
      </View>
      <EditHistory versions={d.history} />
    </View>
  )
}
