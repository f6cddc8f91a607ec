import { Text, View } from '@tarojs/components'
import { VIP_PICK_RULE_TEXT } from '@contract/expert-rules'
import './index.scss'

/** the rule every VIP pick's expert meets, said where the picks are sold (issue 26) */
export default function VipPickRule() {
  return (
    <View className='vip-pick-rule' data-testid='vip-pick-rule'>
      <Text className='vip-pick-rule__text'>{VIP_PICK_RULE_TEXT}</Text>
    </View>
  )
}
