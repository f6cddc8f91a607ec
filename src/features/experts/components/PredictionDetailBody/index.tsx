import { Text, View } from '@tarojs/components'
import { useState, type ReactNode } from 'react'
import type { PredictionDetail } from '@contract/api/experts'
import { HIT_RATE_DEFINITION, PREDICTION_KIND_TEXT, WIN_OR_NOT_TEXT } from '@contract/expert-rules'
import Avatar from '@/components/Avatar'
import EditHistory from '@/features/experts/components/EditHistory'
import PredictionLegs from '@/features/experts/components/PredictionLegs'
import { honestRateText, honestRecordText, priceText, streakText } from '@/features/experts/utils/expertRecord'
import { fullTime, shortTime } from '@/features/experts/utils/predictionText'
import './index.scss'

interface Props {
  detail: PredictionDetail
  /** a tap on the expert */
  onOpenExpert?: (expertId: number) => void
  /** under the matches: the lock with its price and the buying entry, or the owner's actions */
  children?: ReactNode
}

/** the analysis: in full once the pick is visible, else its opening lines and what unlocks the rest */
function Analysis({ detail: d }: { detail: PredictionDetail }) {
  if (d.content !== null) {
    return (
      <Text className='prediction-detail__content' data-testid='detail-content'>
        {d.content || '专家未写分析'}
      </Text>
    )
  }
  return (
    <View className='prediction-detail__teaser' data-testid='detail-teaser'>
      <Text className='prediction-detail__content'>{d.analysis_teaser || '专家的分析与推荐一同解锁'}</Text>
      <Text className='prediction-detail__unlock'>购买后阅读全文与推荐</Text>
    </View>
  )
}

/**
 * 推荐凭证 in words: when it was published, that it locks at kickoff and can be checked after; the
 * fingerprint and the text it was made from wait behind 展开核验数据, for whoever wants to check.
 */
function Proof({ detail: d }: { detail: PredictionDetail }) {
  const [open, setOpen] = useState(false)
  return (
    <View className='prediction-detail__card' data-testid='detail-hash'>
      <Text className='prediction-detail__heading'>推荐凭证</Text>
      <Text className='prediction-detail__proof' data-testid='proof-words'>
        {`发布于 ${fullTime(d.published_at)}${d.edited_at ? `，最后修改于 ${fullTime(d.edited_at)}` : ''}；锁定于 开赛时 ${fullTime(d.lock_at)}，此后不能修改或删除。`}
      </Text>
      <Text className='prediction-detail__hint'>
        {d.canonical !== null
          ? '发布时服务器记下了推荐内容的指纹（SHA-256），开赛后可核验：用下方原文重新计算，应与指纹一致。'
          : '发布时服务器记下了推荐内容的指纹（SHA-256），事后无法改动；开赛后可核验，原文在推荐公开后提供。'}
      </Text>
      <View className='prediction-detail__disclosure' data-testid='proof-toggle' onClick={() => setOpen(!open)}>
        <Text className='prediction-detail__disclosure-text'>{open ? '收起核验数据' : '展开核验数据'}</Text>
      </View>
      {open && (
        <View data-testid='proof-data'>
          <Text className='prediction-detail__hint'>指纹</Text>
          <Text className='prediction-detail__hash'>{d.hash}</Text>
          {d.canonical !== null && (
            <>
              <Text className='prediction-detail__hint'>原文</Text>
              <Text className='prediction-detail__canonical'>{d.canonical}</Text>
            </>
          )}
        </View>
      )}
    </View>
  )
}

/**
 * A prediction in full: its expert with the honest record, headline, matches with live scores and
 * picks, combined odds and price, then (children), the analysis (a teaser until bought), the
 * proof of the pick in words, and the 修改记录.
 */
export default function PredictionDetailBody({ detail: d, onOpenExpert, children }: Props) {
  const streak = streakText(d.expert.streak)
  const rate = honestRateText(d.expert.record)
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
            <Text className='prediction-detail__record' data-testid='detail-record'>
              {`${honestRecordText(d.expert.record)}${rate ? ` · ${rate}` : ''}${streak ? ` · ${streak}` : ''}`}
            </Text>
          </View>
          {onOpenExpert && <Text className='prediction-detail__more'>主页 ›</Text>}
        </View>
        <Text className='prediction-detail__definition'>{HIT_RATE_DEFINITION}</Text>
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
            {d.odds !== null ? `${d.kind === 'parlay' ? '总赔率' : '赔率'} ${d.odds.toFixed(2)}` : '赔率付费可看'}
          </Text>
          {/* a pick still for sale says its price once, in the buy button */}
          {(d.visible || d.price <= 0) && (
            <Text className='prediction-detail__fact' data-testid='detail-price'>
              {priceText(d.price)}
            </Text>
          )}
          {d.refund_on_miss && d.price > 0 && d.visible && <Text className='prediction-detail__fact'>不中退</Text>}
        </View>
      </View>
      <PredictionLegs legs={d.legs} />
      {children}
      <View className='prediction-detail__card'>
        <Text className='prediction-detail__heading'>专家分析</Text>
        <Analysis detail={d} />
      </View>
      <Proof detail={d} />
      <EditHistory versions={d.history} />
    </View>
  )
}
