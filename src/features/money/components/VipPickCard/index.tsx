import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import Icon from '@/components/Icon'
import type { VipPickLeg, VipPickRow } from '@contract/api/money'
import { VIP_PICK_KIND_TEXT } from '@contract/money-rules'
import { PREDICTION_PLAY_TEXT, WIN_OR_NOT_TEXT } from '@contract/expert-rules'
import { hitRateText } from '@/features/experts'
import './index.scss'

const RESULT_MODIFIER = { 1: 'hit', 2: 'miss', 3: 'push' } as const

/** what a locked leg says instead of its pick: VIPs and buyers read it, everyone once the matches finish */
export const VIP_LOCKED_TEXT = 'VIP 专享，完场后公开'

interface Props {
  pick: VipPickRow
  /** opens the detail (lists); absent in the detail itself */
  onOpen?: () => void
  /** under the legs: the buy entries of the detail */
  footer?: ReactNode
}

/** one VIP pick (二合一 or 单场): its legs with the expert and the pick, or the teaser while locked */
export default function VipPickCard({ pick, onOpen, footer }: Props) {
  return (
    <View className='vip-pick' data-testid={`vip-pick-${pick.id}`} onClick={onOpen}>
      <View className='vip-pick__head'>
        <Text className='vip-pick__kind'>{VIP_PICK_KIND_TEXT[pick.kind]}</Text>
        <Text className='vip-pick__title'>{pick.title}</Text>
        {pick.win_or_not !== 0 && (
          <View className={`vip-pick__result vip-pick__result--${RESULT_MODIFIER[pick.win_or_not]}`} data-testid='vip-pick-result'>
            <Text className='vip-pick__result-text'>{WIN_OR_NOT_TEXT[pick.win_or_not]}</Text>
          </View>
        )}
      </View>
      <Text className='vip-pick__teaser'>{pick.teaser}</Text>
      {pick.legs.map((leg) => (
        <Leg key={leg.prediction_id} leg={leg} />
      ))}
      <View className='vip-pick__foot'>
        <Text className='vip-pick__time'>{firstKickoffText(pick)} 开赛</Text>
        {pick.unlocked ? (
          <Text className='vip-pick__state vip-pick__state--open' data-testid='vip-pick-unlocked'>
            {[pick.purchased ? '已购买' : '已解锁', pick.combined_odds !== null && pick.legs.length > 1 ? `组合赔率 ${pick.combined_odds.toFixed(2)}` : '']
              .filter(Boolean)
              .join(' · ')}
          </Text>
        ) : (
          <Text className='vip-pick__state' data-testid='vip-pick-locked'>
            未解锁
          </Text>
        )}
      </View>
      {footer}
    </View>
  )
}

/** 'MM-DD HH:mm' of the server's Beijing kickoff text ('YYYY-MM-DD HH:mm'), whatever the device's zone */
const kickoffText = (beijing: string) => beijing.slice(5)

function firstKickoffText(pick: VipPickRow): string {
  const first = pick.legs.find((l) => l.match.start_at === pick.start_at) ?? pick.legs[0]
  return first ? kickoffText(first.match.start_at_time) : ''
}

function Leg({ leg }: { leg: VipPickLeg }) {
  const { match, expert } = leg
  return (
    <View className='vip-pick__leg' data-testid={`vip-leg-${leg.prediction_id}`}>
      <View className='vip-pick__row'>
        <Text className='vip-pick__league'>{match.league.short_name}</Text>
        <Text className='vip-pick__teams'>
          {match.home_team.short_name} vs {match.away_team.short_name}
        </Text>
        <Text className='vip-pick__kickoff'>{kickoffText(match.start_at_time)}</Text>
      </View>
      <View className='vip-pick__row'>
        <Text className='vip-pick__expert'>{expert.nickname}</Text>
        <Text className='vip-pick__record'>{hitRateText(expert)}</Text>
        <Text className='vip-pick__play'>{PREDICTION_PLAY_TEXT[leg.play]}</Text>
      </View>
      <Text className='vip-pick__headline'>{leg.title}</Text>
      {leg.pick_text !== null ? (
        <View className='vip-pick__row vip-pick__pick' data-testid='vip-leg-pick'>
          <Text className='vip-pick__pick-label'>推荐</Text>
          <Text className='vip-pick__pick-text'>{leg.pick_text}</Text>
          {leg.odds !== null && <Text className='vip-pick__odds'>{`@${leg.odds.toFixed(2)}`}</Text>}
        </View>
      ) : (
        <View className='vip-pick__row vip-pick__pick' data-testid='vip-leg-locked'>
          <Icon value='lock' size={14} color='#8a8f99' />
          <Text className='vip-pick__locked'>{VIP_LOCKED_TEXT}</Text>
        </View>
      )}
    </View>
  )
}
