import { Text, View } from '@tarojs/components'
import { WIN_OR_NOT_TEXT, type WinOrNot } from '@contract/expert-rules'
import './index.scss'

/** a settled result's colour (红 hit, 黑 miss, 走 stake returned) */
const MODIFIER: Record<Exclude<WinOrNot, 0>, string> = { 1: 'hit', 2: 'miss', 3: 'push' }

interface Props {
  /** settled results, newest first */
  results: ReadonlyArray<Exclude<WinOrNot, 0>>
  emptyText?: string
}

/** an expert's latest settled results as a strip of 红 / 黑 / 走 chips, newest on the left */
export default function ResultStrip({ results, emptyText = '暂无已结算的方案' }: Props) {
  if (results.length === 0) {
    return <Text className='result-strip__empty' data-testid='result-strip-empty'>{emptyText}</Text>
  }
  return (
    <View className='result-strip' data-testid='result-strip'>
      {results.map((r, i) => (
        <View key={i} className={`result-strip__chip result-strip__chip--${MODIFIER[r]}`} data-testid={`result-${MODIFIER[r]}`}>
          <Text className='result-strip__text'>{WIN_OR_NOT_TEXT[r]}</Text>
        </View>
      ))}
    </View>
  )
}
