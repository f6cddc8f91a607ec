import { Text, View } from '@tarojs/components'
import { beijingFormat } from '@/utils/beijingTime'
import './index.scss'

interface Props {
  isVip: boolean
  vipExpireAt: number | null
  /** the buy / renew button: only while VIP is on sale (pay-module flag); none without `onBuy` */
  showOffer: boolean
  onBuy?: () => void
  /** the state is not known yet: the card holds its place, unseen */
  pending?: boolean
}

/** the VIP state at the top of the VIP pages: member until when, or what VIP gives, with the way to buy it */
export default function VipStatusCard({ isVip, vipExpireAt, showOffer, onBuy, pending = false }: Props) {
  return (
    <View className={`vip-status ${isVip ? 'vip-status--on' : ''} ${pending ? 'vip-status--pending' : ''}`} data-testid={pending ? 'vip-status-pending' : 'vip-status'}>
      <View className='vip-status__text'>
        <Text className='vip-status__title'>{isVip ? 'VIP 会员' : '开通 VIP'}</Text>
        <Text className='vip-status__sub'>
          {isVip
            ? `有效期至 ${vipExpireAt ? beijingFormat(vipExpireAt, 'YYYY-MM-DD HH:mm') : '—'}，每日精选全部可看`
            : showOffer
              ? '每日二合一、单场精选全部解锁'
              : 'VIP 精选在比赛结束后公开'}
        </Text>
      </View>
      {showOffer && onBuy && (
        <View className='vip-status__button' data-testid='vip-buy' onClick={onBuy}>
          <Text className='vip-status__button-text'>{isVip ? '续费' : '立即开通'}</Text>
        </View>
      )}
    </View>
  )
}
