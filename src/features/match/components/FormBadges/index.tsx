import { Text, View } from '@tarojs/components'
import './index.scss'

/** a result from one team's side */
export type Outcome = 'W' | 'D' | 'L'

export const OUTCOME_LABEL: Record<Outcome, string> = { W: '胜', D: '平', L: '负' }

interface Props {
  outcomes: readonly Outcome[]
  /** small badges for table cells */
  size?: 'small' | 'normal'
}

/** a run of results as coloured 胜/平/负 badges, oldest to newest left to right as given */
export default function FormBadges({ outcomes, size = 'normal' }: Props) {
  return (
    <View className={`form-badges form-badges--${size}`}>
      {outcomes.map((o, i) => (
        <Text key={i} className={`form-badges__item form-badges__item--${size} form-badges__item--${o}`} data-outcome={o}>
          {OUTCOME_LABEL[o]}
        </Text>
      ))}
    </View>
  )
}
