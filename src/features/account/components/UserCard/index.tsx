import { Image, Text, View } from '@tarojs/components'
import { beijingFormat } from '@/utils/beijingTime'
import type { MemberInfo } from '@contract/api/account'
import { sizedImageUrl } from '@/services/mediaUrl'
import './index.scss'

interface Props {
  /** null: logged out, shows the login prompt */
  member: MemberInfo | null
  /** logged in but the member info is not here yet (first load or a failed one) */
  pendingText?: string
  onLogin: () => void
  onEdit: () => void
  /** whether VIP is on sale (pay module); otherwise only an active VIP is mentioned */
  showVipOffer: boolean
  onVip: () => void
}

const NO_AVATAR_MARK = '球'
/** the avatar's width in design px (index.scss) */
const AVATAR_DRAWN_WIDTH = 120

/** the personal center's header: avatar, nickname, VIP state and the coin/follow/post counts */
export default function UserCard({ member, pendingText, onLogin, onEdit, showVipOffer, onVip }: Props) {
  if (!member) {
    return (
      <View className='user-card' data-testid='user-card-guest'>
        <View className='user-card__row'>
          <View className='user-card__avatar user-card__avatar--empty'>
            <Text className='user-card__avatar-mark'>{NO_AVATAR_MARK}</Text>
          </View>
          <View className='user-card__who'>
            <Text className='user-card__name'>{pendingText ?? '未登录'}</Text>
            <Text className='user-card__sub'>{pendingText ? '下拉可重新加载' : '登录后查看关注、金币和会员权益'}</Text>
          </View>
          {!pendingText && (
            <View className='user-card__login' data-testid='login-button' onClick={onLogin}>
              <Text className='user-card__login-text'>登录 / 注册</Text>
            </View>
          )}
        </View>
      </View>
    )
  }
  const vipText = member.is_vip
    ? `VIP 会员${member.vip_expire_at ? ` · ${beijingFormat(member.vip_expire_at, 'YYYY-MM-DD')} 到期` : ''}`
    : showVipOffer
      ? '开通 VIP 享专家精选'
      : '普通会员'
  return (
    <View className='user-card' data-testid='user-card-member'>
      <View className='user-card__row' onClick={onEdit}>
        {member.avatar ? (
          <Image className='user-card__avatar' src={sizedImageUrl(member.avatar, AVATAR_DRAWN_WIDTH)} mode='aspectFill' />
        ) : (
          <View className='user-card__avatar user-card__avatar--empty'>
            <Text className='user-card__avatar-mark'>{member.nickname.slice(0, 1) || NO_AVATAR_MARK}</Text>
          </View>
        )}
        <View className='user-card__who'>
          <Text className='user-card__name' data-testid='user-nickname'>
            {member.nickname}
          </Text>
          <Text className='user-card__sub'>
            {member.is_expert === 1 ? '认证专家 · ' : ''}
            {member.mobile || '微信用户'}
          </Text>
        </View>
      </View>
      <View
        className={`user-card__vip ${member.is_vip ? 'user-card__vip--on' : ''}`}
        data-testid='vip-state'
        onClick={() => {
          if (showVipOffer) onVip()
        }}
      >
        <Text className={`user-card__vip-text ${member.is_vip ? 'user-card__vip-text--on' : ''}`}>{vipText}</Text>
      </View>
      <View className='user-card__stats'>
        <Stat label='金币' value={member.coins} testId='stat-coins' />
        <Stat label='关注' value={member.follow_count} testId='stat-follows' />
        <Stat label='粉丝' value={member.fans_count} testId='stat-fans' />
        <Stat label='帖子' value={member.post_count} testId='stat-posts' />
      </View>
    </View>
  )
}

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <View className='user-card__stat' data-testid={testId}>
      <Text className='user-card__stat-value'>{value}</Text>
      <Text className='user-card__stat-label'>{label}</Text>
    </View>
  )
}
