import { Text, View } from '@tarojs/components'
import './index.scss'

export interface MonthPoint {
  /** what the column is labelled, e.g. 10月 */
  label: string
  /** hits / (hits + misses) of the month, 0..100 */
  hitRate: number
  /** return on a unit stake over the month (hits pay odds − 1, misses −1, pushes 0) */
  roi: number
}

interface Props {
  months: readonly MonthPoint[]
}

/** +3.25 / −1.00: the sign is what a reader looks for first */
export function roiText(roi: number): string {
  return `${roi > 0 ? '+' : roi < 0 ? '−' : ''}${Math.abs(roi).toFixed(2)}`
}

/**
 * Two small column charts drawn with plain Views (no chart library on any target): each month's
 * hit rate out of 100%, and its return above or below a zero line, scaled to the largest month.
 */
export default function MonthlyChart({ months }: Props) {
  if (months.length === 0) return <Text className='monthly-chart__empty'>暂无月度战绩</Text>
  const maxRoi = Math.max(...months.map((m) => Math.abs(m.roi)), 0.01)
  return (
    <View className='monthly-chart' data-testid='monthly-chart'>
      <Text className='monthly-chart__caption'>月命中率</Text>
      <View className='monthly-chart__plot'>
        {months.map((m) => (
          <View key={m.label} className='monthly-chart__column' data-testid='month-hit-rate'>
            <Text className='monthly-chart__value'>{`${m.hitRate}%`}</Text>
            <View className='monthly-chart__track'>
              <View className='monthly-chart__bar monthly-chart__bar--rate' style={{ height: `${Math.max(0, Math.min(100, m.hitRate))}%` }} />
            </View>
          </View>
        ))}
      </View>
      <Text className='monthly-chart__caption'>月回报（每注1单位）</Text>
      <View className='monthly-chart__plot'>
        {months.map((m) => {
          // a share of its half of the track
          const height = `${Math.round((100 * Math.abs(m.roi)) / maxRoi)}%`
          return (
            <View key={m.label} className='monthly-chart__column' data-testid='month-roi'>
              <Text className={`monthly-chart__value ${m.roi < 0 ? 'monthly-chart__value--loss' : 'monthly-chart__value--gain'}`}>{roiText(m.roi)}</Text>
              <View className='monthly-chart__track'>
                {/* the upper half holds gains, the lower half losses */}
                <View className='monthly-chart__half monthly-chart__half--up'>
                  {m.roi > 0 && <View className='monthly-chart__bar monthly-chart__bar--gain' style={{ height }} />}
                </View>
                <View className='monthly-chart__half'>
                  {m.roi < 0 && <View className='monthly-chart__bar monthly-chart__bar--loss' style={{ height }} />}
                </View>
              </View>
            </View>
          )
        })}
      </View>
      <View className='monthly-chart__labels'>
        {months.map((m) => (
          <Text key={m.label} className='monthly-chart__label'>
            {m.label}
          </Text>
        ))}
      </View>
    </View>
  )
}
