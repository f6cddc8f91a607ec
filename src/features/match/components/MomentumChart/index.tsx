import { Text, View } from '@tarojs/components'
import type { MomentumMark, MomentumRes } from '@contract/api/match.centre'
import { MOMENTUM_FULL_BAR } from '@contract/match-centre-rules'
import './index.scss'

/** a bar's height in percent of its half, whole numbers (a small setData); a bar over MOMENTUM_FULL_BAR is drawn full */
export { MOMENTUM_FULL_BAR }
export const barHeight = (value: number, scale: number = MOMENTUM_FULL_BAR): number => Math.round((Math.min(value, scale) / scale) * 100)

/** where a mark stands across the graph, in percent */
export const markLeft = (minute: number, lastMinute: number): number => Math.round(((Math.min(minute, lastMinute) - 0.5) / lastMinute) * 1000) / 10

const MARK_TEXT: Record<MomentumMark['kind'], string> = { goal: '⚽', yellow: '▮', red: '▮' }

function Marks({ graph, side }: { graph: MomentumRes; side: 'home' | 'away' }) {
  return (
    <View className='momentum__marks'>
      {graph.marks.filter((m) => m.side === side).map((m, i) => (
        <Text
          key={`${m.minute_text}${m.kind}${i}`}
          className={`momentum__mark momentum__mark--${m.kind}`}
          style={{ left: `${markLeft(m.minute, graph.last_minute)}%` }}
          data-testid={`momentum-mark-${side}`}
        >
          {MARK_TEXT[m.kind]}
        </Text>
      ))}
    </View>
  )
}

interface Props {
  graph: MomentumRes
  homeName: string
  awayName: string
}

/**
 * 统计's momentum graph: each side's pressure per few minutes, home above the line and away
 * below, goals and cards marked at their minute. Plain views with heights, one per bar and side,
 * so it draws the same on the mini program, H5 and React Native; a live tick changes one bar.
 */
export default function MomentumChart({ graph, homeName, awayName }: Props) {
  const width = `${(100 * graph.bin_minutes) / graph.last_minute}%`
  const half = graph.last_minute === 120 ? '60' : '45'
  return (
    <View className='momentum' data-testid='momentum-chart'>
      <View className='momentum__legend'>
        <Text className='momentum__legend-home'>{homeName}</Text>
        <Text className='momentum__title'>比赛势头</Text>
        <Text className='momentum__legend-away'>{awayName}</Text>
      </View>
      {graph.bins.length === 0 ? (
        <Text className='momentum__empty'>开赛后显示双方每{graph.bin_minutes}分钟的进攻压力</Text>
      ) : (
        <View>
          <Marks graph={graph} side='home' />
          <View className='momentum__half momentum__half--home'>
            {graph.bins.map((b) => (
              <View key={b.from} className='momentum__bar momentum__bar--home' style={{ width, height: `${barHeight(b.home)}%` }} data-testid='momentum-bar-home' />
            ))}
          </View>
          <View className='momentum__axis' />
          <View className='momentum__half momentum__half--away'>
            {graph.bins.map((b) => (
              <View key={b.from} className='momentum__bar momentum__bar--away' style={{ width, height: `${barHeight(b.away)}%` }} data-testid='momentum-bar-away' />
            ))}
          </View>
          <Marks graph={graph} side='away' />
          <View className='momentum__minutes'>
            <Text className='momentum__minute'>0'</Text>
            <Text className='momentum__minute'>{half}'</Text>
            <Text className='momentum__minute'>{graph.last_minute}'</Text>
          </View>
        </View>
      )}
    </View>
  )
}
