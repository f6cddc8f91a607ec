import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { CheckInMonthRes } from '@contract/api/money'
import { CheckinCalendar, CheckInModel, type TodayCheckIn } from '@/features/money'
import FormSubmit from '@/components/form/FormSubmit'
import LoginRequired from '@/components/LoginRequired'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { toastSuccess } from '@/components/feedback/toast'
import { useStores } from '@/stores/StoreContext'
import './SignIn.scss'

/** 每日签到: streak and coins, the check-in button, the month with its checked days, the reward table */
function SignInPage() {
  const { user, member, backend } = useStores()
  const [model] = useState(() => new CheckInModel(backend))
  const loggedIn = user.isLoggedIn
  const calendarMissing = model.calendarMissing
  useEffect(() => {
    if (loggedIn && !calendarMissing) void model.calendar.load()
  }, [model, loggedIn, calendarMissing])
  useRefreshPage(() => (loggedIn && !calendarMissing ? model.calendar.load() : Promise.resolve()))

  const checkIn = async () => {
    const res = await model.checkIn()
    if (!res) return
    toastSuccess(`签到成功 +${res.reward}金币`)
    void member.refresh({ silent: true }).catch(() => undefined)
  }

  return (
    <PageShell title='每日签到'>
      <LoginRequired reason='登录后每日签到领金币'>
        {calendarMissing ? (
          <TodayOnly today={model.today} coins={model.lastCheckIn?.coins ?? member.info?.coins ?? null} checking={model.checking} onCheckIn={() => void checkIn()} />
        ) : (
          <ResourceView model={model.calendar}>
            {(month) => (
              <View className='sign-in'>
                <Summary month={month} />
                <View className='sign-in__action' data-testid='checkin-action'>
                  {month.checked_today ? (
                    <View className='sign-in__done' data-testid='checked-today'>
                      <Text className='sign-in__done-text'>今日已签到，明天再来</Text>
                    </View>
                  ) : (
                    <FormSubmit text={`签到领 ${month.today_reward} 金币`} busyText='签到中…' submitting={model.checking} onSubmit={() => void checkIn()} />
                  )}
                </View>
                <CheckinCalendar
                  month={month.month}
                  checkedDays={month.checked_days}
                  today={month.today}
                  isCurrentMonth={model.isCurrentMonth}
                  onPrev={() => void model.showMonth(-1)}
                  onNext={() => void model.showMonth(1)}
                />
                <RewardTable rewards={month.rewards} streak={month.streak} checkedToday={month.checked_today} />
              </View>
            )}
          </ResourceView>
        )}
      </LoginRequired>
    </PageShell>
  )
}

function Summary({ month }: { month: Pick<CheckInMonthRes, 'streak' | 'coins'> | { streak: number | null; coins: number | null } }) {
  return (
    <View className='sign-in__summary'>
      <View className='sign-in__stat'>
        <Text className='sign-in__stat-value' data-testid='checkin-streak'>
          {month.streak ?? '—'}
        </Text>
        <Text className='sign-in__stat-label'>连续签到（天）</Text>
      </View>
      <View className='sign-in__stat'>
        <Text className='sign-in__stat-value' data-testid='checkin-coins'>
          {month.coins ?? '—'}
        </Text>
        <Text className='sign-in__stat-label'>金币余额</Text>
      </View>
    </View>
  )
}

/** a backend without the month calendar: check in, and what the answer says (streak, reward, balance) */
function TodayOnly({ today, coins, checking, onCheckIn }: { today: TodayCheckIn; coins: number | null; checking: boolean; onCheckIn: () => void }) {
  return (
    <View className='sign-in' data-testid='checkin-today-only'>
      <Summary month={{ streak: today.streak, coins }} />
      <View className='sign-in__action' data-testid='checkin-action'>
        {today.checkedToday ? (
          <View className='sign-in__done' data-testid='checked-today'>
            <Text className='sign-in__done-text'>{today.todayReward === null ? '今日已签到，明天再来' : `今日已签到 +${today.todayReward}金币，明天再来`}</Text>
          </View>
        ) : (
          <FormSubmit text='签到领金币' busyText='签到中…' submitting={checking} onSubmit={onCheckIn} />
        )}
      </View>
      <RewardTable rewards={today.rewards} streak={today.streak} checkedToday={Boolean(today.checkedToday)} />
    </View>
  )
}

/**
 * Day 1..7 of a streak and their coins; the day today counts as (or will count as, before checking
 * in) is marked. Day 7 and later earn the last value.
 */
function RewardTable({ rewards, streak, checkedToday }: { rewards: readonly number[]; streak: number | null; checkedToday: boolean }) {
  // an unknown streak (no calendar, not checked in yet here) marks no day
  const todayDay = streak === null ? null : Math.min(checkedToday ? streak : streak + 1, rewards.length)
  return (
    <View className='sign-in__rewards' data-testid='checkin-rewards'>
      <Text className='sign-in__rewards-title'>连续签到奖励（断签从第 1 天重新开始）</Text>
      <View className='sign-in__reward-row'>
        {rewards.map((coins, i) => (
          <View key={i} className={`sign-in__reward ${i + 1 === todayDay ? 'sign-in__reward--today' : ''}`} data-testid={`reward-day-${i + 1}`}>
            <Text className='sign-in__reward-coins'>+{coins}</Text>
            <Text className='sign-in__reward-day'>{i + 1 === rewards.length ? `${i + 1}天+` : `第${i + 1}天`}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

export default observer(SignInPage)
