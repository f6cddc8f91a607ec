import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import './index.scss'
import { routeUrl } from '@/navigation/routes'

export interface HomeEntry {
  label: string
  /** one character on the round badge */
  mark: string
  color: string
  url: string
}

/** the entries every user sees: database, odds tools, recent schedule, lottery results and the calculator */
export const FREE_ENTRIES: readonly HomeEntry[] = [
  { label: '资料库', mark: '资', color: '#2f7ce0', url: routeUrl('database') },
  { label: '指数', mark: '指', color: '#19a15f', url: routeUrl('companyIndex') },
  { label: '同赔', mark: '赔', color: '#f08c00', url: routeUrl('sameOdds') },
  { label: '等赔', mark: '等', color: '#0c8599', url: routeUrl('equalOdds') },
  { label: '赛程', mark: '程', color: '#5c7cfa', url: routeUrl('matchSchedule') },
  { label: '开奖', mark: '奖', color: '#d8312a', url: routeUrl('lotteryDraws') },
  { label: '计算器', mark: '算', color: '#7048e8', url: routeUrl('betCalculator') },
]

/** the entries that sell predictions: shown only while the pay module is on (docs/product/pay-module.md) */
export const PAID_ENTRIES: readonly HomeEntry[] = [
  { label: '专家', mark: '专', color: '#c2255c', url: routeUrl('expertsList') },
  { label: '擂台', mark: '擂', color: '#e8590c', url: routeUrl('arena') },
]

export function homeEntries(payModule: boolean): readonly HomeEntry[] {
  return payModule ? [...FREE_ENTRIES, ...PAID_ENTRIES] : FREE_ENTRIES
}

/** a grid of round badges, each opening its page */
export default function HomeEntries({ entries }: { entries: readonly HomeEntry[] }) {
  return (
    <View className='home-entries'>
      {entries.map((e) => (
        <View key={e.url} className='home-entries__item' data-testid={`entry-${e.label}`} onClick={() => void Taro.navigateTo({ url: e.url })}>
          <View className='home-entries__badge' style={{ backgroundColor: e.color }}>
            <Text className='home-entries__mark'>{e.mark}</Text>
          </View>
          <Text className='home-entries__label'>{e.label}</Text>
        </View>
      ))}
    </View>
  )
}
