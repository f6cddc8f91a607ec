import { Text, View } from '@tarojs/components'
import { beijingFormat } from '@/utils/beijingTime'
import type { ReactNode } from 'react'
import type { UserCoupon } from '@contract/api/money'
import { COUPON_APPLIES_TO_TEXT, fenToYuanText } from '@contract/money-rules'
import './index.scss'

interface Props {
  /** the coupon's face: discount, rule, name and validity */
  amountFen: number
  ruleText: string
  name: string
  validFrom: number
  validUntil: number
  /** what it may pay for: 充值金币可用 / 购买VIP可用 */
  scopeText?: string
  /** greyed out: used or expired */
  dimmed?: boolean
  /** chosen in a picker */
  selected?: boolean
  testId: string
  /** at the right: a claim button, a state, a choice mark */
  action?: ReactNode
  onClick?: () => void
}

/** the face of a coupon the user holds, as CouponCard takes it */
export function userCouponFace(c: UserCoupon): Pick<Props, 'amountFen' | 'ruleText' | 'name' | 'validFrom' | 'validUntil' | 'scopeText'> {
  return { amountFen: c.amount_fen, ruleText: c.rule_text, name: c.name, validFrom: c.valid_from, validUntil: c.valid_until, scopeText: COUPON_APPLIES_TO_TEXT[c.applies_to] }
}

/** one coupon as every coupon list shows it: ¥5 满30减5 · name · validity · an action */
export default function CouponCard({ amountFen, ruleText, name, validFrom, validUntil, scopeText, dimmed, selected, testId, action, onClick }: Props) {
  return (
    <View
      className={`coupon-card ${dimmed ? 'coupon-card--dimmed' : ''} ${selected ? 'coupon-card--selected' : ''}`}
      data-testid={testId}
      onClick={onClick}
    >
      <View className='coupon-card__value'>
        <Text className='coupon-card__amount'>¥{fenToYuanText(amountFen).replace(/\.00$/, '')}</Text>
        <Text className='coupon-card__rule'>{ruleText}</Text>
      </View>
      <View className='coupon-card__body'>
        <Text className='coupon-card__name'>{name}</Text>
        {scopeText ? <Text className='coupon-card__scope'>{scopeText}</Text> : null}
        <Text className='coupon-card__valid'>
          {beijingFormat(validFrom, 'YYYY.MM.DD')} - {beijingFormat(validUntil, 'YYYY.MM.DD')}
        </Text>
      </View>
      {action ? <View className='coupon-card__action'>{action}</View> : null}
    </View>
  )
}
