import { Text, View } from '@tarojs/components'
import './index.scss'

/** one quote of a company at one time; values are the market's three columns */
export interface OddsPoint {
  /** when the quote was made, already formatted for display (e.g. 11-21 18:30) */
  at: string
  values: readonly [number, number, number]
  /** marks the opening quote */
  initial?: boolean
}

export type OddsDirection = 'up' | 'down' | 'same'

interface Props {
  /** column titles, e.g. 主胜/平/客胜, 主队/盘口/客队, 大球/盘口/小球 */
  columns: readonly [string, string, string]
  /** newest first, as a movement history reads */
  points: readonly OddsPoint[]
  /** how a value shows (a handicap line as text); defaults to two decimals */
  formatValue?: (value: number, column: number) => string
}

/** direction of a value against the quote before it (the next older point) */
export function directionOf(points: readonly OddsPoint[], row: number, column: number): OddsDirection {
  const older = points[row + 1]
  if (!older) return 'same'
  const now = points[row].values[column]
  const before = older.values[column]
  if (now > before) return 'up'
  if (now < before) return 'down'
  return 'same'
}

const ARROW: Record<OddsDirection, string> = { up: '↑', down: '↓', same: '' }

/** a company's odds history: each change with its time, rises in red and drops in green */
export default function OddsMovement({ columns, points, formatValue = (v) => v.toFixed(2) }: Props) {
  return (
    <View className='odds-movement'>
      <View className='odds-movement__row odds-movement__row--head'>
        <Text className='odds-movement__time odds-movement__text--head'>变化时间</Text>
        {columns.map((c) => (
          <Text key={c} className='odds-movement__cell odds-movement__text--head'>{c}</Text>
        ))}
      </View>
      {points.map((p, row) => (
        <View key={`${p.at}-${row}`} className='odds-movement__row' data-testid='odds-movement-row'>
          <Text className='odds-movement__time'>
            {p.at}
            {p.initial ? ' 初' : ''}
          </Text>
          {p.values.map((v, col) => {
            const dir = directionOf(points, row, col)
            return (
              <Text key={col} className={`odds-movement__cell odds-movement__cell--${dir}`} data-direction={dir}>
                {formatValue(v, col)}
                {ARROW[dir]}
              </Text>
            )
          })}
        </View>
      ))}
    </View>
  )
}
