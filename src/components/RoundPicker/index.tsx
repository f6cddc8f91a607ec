import { ScrollView, Text, View } from '@tarojs/components'
import './index.scss'

interface Props {
  /** the rounds that exist, in order (1..38, or the cup stages' numbers) */
  rounds: readonly number[]
  value: number
  onChange: (round: number) => void
  /** how a round reads; default 第N轮 */
  labelOf?: (round: number) => string
}

const defaultLabel = (r: number) => `第${r}轮`

/** previous / next buttons around a scrollable strip of rounds; the current one is centred */
export default function RoundPicker({ rounds, value, onChange, labelOf = defaultLabel }: Props) {
  const i = rounds.indexOf(value)
  const prev = i > 0 ? rounds[i - 1] : null
  const next = i >= 0 && i < rounds.length - 1 ? rounds[i + 1] : null
  return (
    <View className='round-picker'>
      <View
        className={`round-picker__step ${prev === null ? 'round-picker__step--off' : ''}`}
        data-testid='round-prev'
        onClick={() => prev !== null && onChange(prev)}
      >
        <Text>上一轮</Text>
      </View>
      <ScrollView className='round-picker__strip' scrollX scrollIntoView={`round-${value}`} scrollWithAnimation>
        {rounds.map((r) => (
          <View
            key={r}
            id={`round-${r}`}
            className={`round-picker__item ${r === value ? 'round-picker__item--active' : ''}`}
            data-testid={`round-${r}`}
            onClick={() => r !== value && onChange(r)}
          >
            <Text>{labelOf(r)}</Text>
          </View>
        ))}
      </ScrollView>
      <View
        className={`round-picker__step ${next === null ? 'round-picker__step--off' : ''}`}
        data-testid='round-next'
        onClick={() => next !== null && onChange(next)}
      >
        <Text>下一轮</Text>
      </View>
    </View>
  )
}
