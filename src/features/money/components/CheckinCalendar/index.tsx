import { Text, View } from '@tarojs/components'
import { WEEKDAY_LABELS, monthGrid, monthTitle } from '@/features/money/utils/checkinCalendar'
import './index.scss'

interface Props {
  /** 'YYYY-MM' */
  month: string
  checkedDays: readonly string[]
  /** Beijing 'YYYY-MM-DD' */
  today: string
  onPrev: () => void
  onNext: () => void
  /** the month of today: no later month to go to */
  isCurrentMonth: boolean
}

/** a month of the check-in calendar: checked days marked, today outlined, month switching */
export default function CheckinCalendar({ month, checkedDays, today, onPrev, onNext, isCurrentMonth }: Props) {
  const weeks = monthGrid(month, checkedDays, today)
  return (
    <View className='checkin-calendar' data-testid='checkin-calendar'>
      <View className='checkin-calendar__head'>
        <View className='checkin-calendar__nav' data-testid='month-prev' onClick={onPrev}>
          <Text className='checkin-calendar__nav-text'>‹</Text>
        </View>
        <Text className='checkin-calendar__title' data-testid='month-title'>
          {monthTitle(month)}
        </Text>
        <View className='checkin-calendar__nav' data-testid='month-next' onClick={isCurrentMonth ? undefined : onNext}>
          <Text className={`checkin-calendar__nav-text ${isCurrentMonth ? 'checkin-calendar__nav-text--off' : ''}`}>›</Text>
        </View>
      </View>
      <View className='checkin-calendar__week'>
        {WEEKDAY_LABELS.map((w) => (
          <Text key={w} className='checkin-calendar__weekday'>
            {w}
          </Text>
        ))}
      </View>
      {weeks.map((week, i) => (
        <View key={i} className='checkin-calendar__week'>
          {week.map((d, j) =>
            d ? (
              <View
                key={d.date}
                className={`checkin-calendar__day ${d.checked ? 'checkin-calendar__day--checked' : ''} ${d.isToday ? 'checkin-calendar__day--today' : ''}`}
                data-testid={d.checked ? `checked-${d.date}` : `day-${d.date}`}
              >
                <Text className={`checkin-calendar__day-text ${d.checked ? 'checkin-calendar__day-text--checked' : ''}`}>{d.checked ? '✓' : d.day}</Text>
              </View>
            ) : (
              <View key={`pad-${j}`} className='checkin-calendar__day' />
            ),
          )}
        </View>
      ))}
    </View>
  )
}
