import { Text, View } from '@tarojs/components'
import './index.scss'

interface Props {
  /** the rounds that exist, in order (1..38, or the cup stages' numbers) */
  rounds: readonly number[]
  value: number
  onChange: (round: number) => void
  /** how a round reads; default 第N轮 */
  labelOf?: (round: number) => string
  /** how many rounds show at once, the current one in the middle */
  visible?: number
}

const defaultLabel = (r: number) => `第${r}轮`

/** the rounds around the current one (always in view, no scrolling needed), between previous / next */
export function visibleRounds(rounds: readonly number[], value: number, visible: number): readonly number[] {
  const i = Math.max(0, rounds.indexOf(value))
  const start = Math.max(0, Math.min(i - Math.floor(visible / 2), rounds.length - visible))
  return rounds.slice(start, start + visible)
}

/** previous / next buttons around the rounds next to the current one */
export default function RoundPicker({ rounds, value, onChange, labelOf = defaultLabel, visible = 4 }: Props) {
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
        <Text className={`round-picker__step-text ${prev === null ? 'round-picker__step-text--off' : ''}`}>上一轮</Text>
      </View>
      <View className='round-picker__strip'>
        {visibleRounds(rounds, value, visible).map((r) => (
          <View
            key={r}
            className={`round-picker__item ${r === value ? 'round-picker__item--active' : ''}`}
            data-testid={`round-${r}`}
            onClick={() => r !== value && onChange(r)}
          >
            <Text className={`round-picker__item-text ${r === value ? 'round-picker__item-text--active' : ''}`} numberOfLines={1}>
              {labelOf(r)}
            </Text>
          </View>
        ))}
      </View>
      <View
        className={`round-picker__step ${next === null ? 'round-picker__step--off' : ''}`}
        data-testid='round-next'
        onClick={() => next !== null && onChange(next)}
      >
        <Text className={`round-picker__step-text ${next === null ? 'round-picker__step-text--off' : ''}`}>下一轮</Text>
      </View>
    </View>
  )
}
