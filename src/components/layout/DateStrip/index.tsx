import { ScrollView, Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import '@/utils/dayjsSetup'
import { windowSize } from '@/platform/windowSize'
import { useAfterFirstRender } from '@/hooks/useAfterFirstRender'
import { stripScrollLeft } from '@/utils/stripScroll'
import './index.scss'

interface Props {
  /** days shown, YYYY-MM-DD, in order */
  dates: string[]
  value: string
  /** today's date (YYYY-MM-DD), to label 今天 / 昨天 / 明天 */
  today: string
  onChange: (date: string) => void
}

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']
/** a day's width in design px (750 wide), as in index.scss */
const DAY_WIDTH = 120
/** days left of the chosen one, so it sits near the middle */
const DAYS_BEFORE_CHOSEN = 2

/** 今天 / 昨天 / 明天 near today, the weekday elsewhere */
export function dayLabel(date: string, today: string): string {
  const diff = dayjs(date).diff(dayjs(today), 'day')
  if (diff === 0) return '今天'
  if (diff === -1) return '昨天'
  if (diff === 1) return '明天'
  return WEEKDAYS[dayjs(date).day()]
}

/** `before` days before `today` to `after` days after it */
export function datesAround(today: string, before: number, after: number): string[] {
  const out: string[] = []
  for (let i = -before; i <= after; i++) out.push(dayjs(today).add(i, 'day').format('YYYY-MM-DD'))
  return out
}

/** a horizontal strip of days; the chosen day is scrolled into view */
export default function DateStrip({ dates, value, today, onChange }: Props) {
  const scrollLeft = stripScrollLeft(dates.indexOf(value), DAY_WIDTH, DAYS_BEFORE_CHOSEN, windowSize().width)
  const animate = useAfterFirstRender()
  return (
    <ScrollView className='date-strip' scrollX scrollLeft={scrollLeft} scrollWithAnimation={animate}>
      {dates.map((d) => (
        <View
          key={d}
          className='date-strip__day'
          data-testid={`day-${d}`}
          onClick={() => d !== value && onChange(d)}
        >
          <Text className={`date-strip__label ${d === value ? 'date-strip__text--active' : ''}`}>{dayLabel(d, today)}</Text>
          <Text className={`date-strip__date ${d === value ? 'date-strip__text--active' : ''}`}>{dayjs(d).format('MM-DD')}</Text>
        </View>
      ))}
    </ScrollView>
  )
}
