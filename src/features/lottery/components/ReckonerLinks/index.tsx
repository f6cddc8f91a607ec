import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { routeUrl, type RouteName } from '@/navigation/routes'
import './index.scss'

const LINKS: ReadonlyArray<{ route: RouteName; label: string }> = [
  { route: 'betCalculator', label: '奖金计算器' },
  { route: 'shengfuCalculator', label: '胜负彩/任九' },
  { route: 'betSimulation', label: '模拟投注' },
  { route: 'lotteryDraws', label: '开奖结果' },
]

interface Props {
  /** the page it sits on, left out of the row */
  current?: RouteName
}

/** the lottery tools side by side: the calculators, the simulation and the draws */
export default function ReckonerLinks({ current }: Props) {
  return (
    <View className='reckoner-links'>
      {LINKS.filter((l) => l.route !== current).map((l) => (
        <Text key={l.route} className='reckoner-links__item' data-testid={`tool-${l.route}`} onClick={() => void Taro.navigateTo({ url: routeUrl(l.route) })}>
          {l.label}
        </Text>
      ))}
    </View>
  )
}
