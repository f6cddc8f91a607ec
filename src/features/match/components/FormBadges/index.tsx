import { Text, View } from '@tarojs/components'
import './index.scss'

/** a result from one team's side */
export type Outcome = 'W' | 'D' | 'L'

export const OUTCOME_LABEL: Record<Outcome, string> = { W: '胜', D: '平', L: '负' }

interface Props {
  outcomes: readonly Outcome[]
  /** small badges for table cells */
  size?: 'small' | 'normal'
  /** beside each outcome, how its match was decided ('加时', '点球'; '' in normal time), shown under the badge */
  marks?: readonly string[]
}

/** a run of results as coloured 胜/平/负 badges, oldest to newest left to right as given */
export default function FormBadges({ outcomes, size = 'normal', marks }: Props) {
  const badge = (o: Outcome, i: number) => (
    <Text key={i} className={`form-badges__item form-badges__item--${size} form-badges__item--${o}`} data-outcome={o}>
      {OUTCOME_LABEL[o]}
    </Text>
  )
  if (!marks?.some(Boolean)) return <View className={`form-badges form-badges--${size}`}>{outcomes.map(badge)}</View>
  return (
    <View className={`form-badges form-badges--${size} form-badges--marked`}>
      {outcomes.map((o, i) => (
        <View key={i} className='form-badges__cell'>
          {badge(o, i)}
          <Text className={`form-badges__mark form-badges__mark--${size}`} data-testid={marks[i] ? 'form-mark' : undefined}>
            {marks[i] || ' '}
          </Text>
        </View>
      ))}
    </View>
  )
}
