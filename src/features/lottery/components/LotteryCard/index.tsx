import { Text, View } from '@tarojs/components'
import type { LatestDraw } from '@/features/lottery/services/lottery'
import { beijingDateTime, formatBigYuan, resultBalls } from '@/features/lottery/utils/lottery'
import './index.scss'

/** result digits as red balls; '*' (a match not finished) as a grey one */
export function ResultBalls({ balls }: { balls: readonly string[] }) {
  return (
    <View className='result-balls' data-testid='result-balls'>
      {balls.map((b, i) => (
        <View key={i} className={`result-balls__ball ${b === '*' ? 'result-balls__ball--open' : ''}`}>
          <Text className='result-balls__digit'>{b}</Text>
        </View>
      ))}
    </View>
  )
}

/** the foot of a card: the jackpot; 任选九 has none (its prize is the fund); 竞彩/北单 pay fixed odds */
function poolText(draw: LatestDraw): string {
  if (draw.pool > 0) return `奖池 ${formatBigYuan(draw.pool)}`
  return draw.lottery === 'rx9' ? '无奖池 · 奖金按当期销量浮动' : '固定奖金 · 按赛果开奖'
}

interface Props {
  draw: LatestDraw
  onPress: (draw: LatestDraw) => void
}

/** one lottery's latest draw: name, issue, draw time, result and jackpot; a tap opens its results */
export default function LotteryCard({ draw, onPress }: Props) {
  const balls = resultBalls(draw.lottery, draw.result_code)
  return (
    <View className='lottery-card' data-testid={`lottery-${draw.lottery}`} onClick={() => onPress(draw)}>
      <View className='lottery-card__head'>
        <Text className='lottery-card__name'>{draw.lottery_name}</Text>
        <Text className='lottery-card__issue'>{`第${draw.issue}期`}</Text>
        <Text className='lottery-card__date'>{draw.draw_at ? beijingDateTime(draw.draw_at) : '等待开奖'}</Text>
      </View>
      {balls ? <ResultBalls balls={balls} /> : <Text className='lottery-card__text'>{draw.result_code}</Text>}
      <View className='lottery-card__foot'>
        <Text className='lottery-card__pool'>{poolText(draw)}</Text>
        <Text className='lottery-card__more'>详情 ›</Text>
      </View>
    </View>
  )
}
