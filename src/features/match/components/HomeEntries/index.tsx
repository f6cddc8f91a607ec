import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import './index.scss'
import { routeUrl } from '@/navigation/routes'
import { HOME_FREE_ENTRIES, HOME_PAID_ENTRIES } from '@contract/app-entries'

export interface HomeEntry {
  label: string
  /** one character on the round badge */
  mark: string
  color: string
  url: string
}

const withUrl = ({ route, ...entry }: (typeof HOME_FREE_ENTRIES | typeof HOME_PAID_ENTRIES)[number]): HomeEntry => ({ ...entry, url: routeUrl(route) })

/** the entries every user sees (types/app-entries.ts, shared with the H5 first screen) */
export const FREE_ENTRIES: readonly HomeEntry[] = HOME_FREE_ENTRIES.map(withUrl)

/** the entries that sell predictions: shown only while the pay module is on (docs/product/pay-module.md) */
export const PAID_ENTRIES: readonly HomeEntry[] = HOME_PAID_ENTRIES.map(withUrl)

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
