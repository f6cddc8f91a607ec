import { makeAutoObservable, runInAction } from 'mobx'
import type { CheckInMonthRes, CheckInRes } from '@contract/api/money'
import { CHECKIN_ALREADY_MESSAGE, CHECKIN_REWARDS, checkinReward } from '@contract/money-rules'
import type { Extension } from '@contract/contract-parts'
import { isApiError } from '@/services/apiError'
import { checkIn, fetchCheckInMonth } from '@/features/money/services/money'
import { monthOf, shiftMonth } from '@/features/money/utils/checkinCalendar'
import { ResourceModel } from '@/stores/models/ResourceModel'

/** what the page knows of today without the month's calendar (the specification's check-in answer only) */
export interface TodayCheckIn {
  /** null until known: before checking in, only the server's refusal says that today is done */
  checkedToday: boolean | null
  streak: number | null
  todayReward: number | null
  rewards: readonly number[]
}

/**
 * The check-in page: the month shown (this month first), its checked days, and checking in today. The
 * calendar is an extension; where the backend lacks it the page still checks in and tells the result.
 */
export class CheckInModel {
  /** 'YYYY-MM' asked for; null: the server's current month */
  month: string | null = null
  readonly calendar: ResourceModel<CheckInMonthRes>
  /** the last check-in's answer (reward and streak, shown until the page closes) */
  lastCheckIn: CheckInRes | null = null
  checking = false

  /** the server answered 今日已签到 (known without the calendar) */
  private alreadyToday = false

  constructor(private readonly backend: { lacks(ext: Extension): boolean } = { lacks: () => false }) {
    this.calendar = new ResourceModel(() => fetchCheckInMonth(this.month ?? undefined))
    makeAutoObservable<CheckInModel, 'backend'>(this, { calendar: false, backend: false })
  }

  /** the backend has no month calendar: the page shows today's check-in alone */
  get calendarMissing(): boolean {
    return this.backend.lacks('api/Apis/daily_check_in_month')
  }

  get today(): TodayCheckIn {
    const last = this.lastCheckIn
    if (last) return { checkedToday: true, streak: last.streak, todayReward: last.reward, rewards: CHECKIN_REWARDS }
    return { checkedToday: this.alreadyToday ? true : null, streak: null, todayReward: null, rewards: CHECKIN_REWARDS }
  }

  /** what checking in earns on the given day of a streak */
  rewardFor(streakDay: number): number {
    return checkinReward(streakDay)
  }

  /** the month on screen: the one asked for, or the server's */
  get shownMonth(): string | null {
    return this.calendar.data?.month ?? this.month
  }

  get isCurrentMonth(): boolean {
    const data = this.calendar.data
    return !data || data.month === monthOf(data.today)
  }

  showMonth(by: number): Promise<void> {
    const from = this.shownMonth
    if (!from) return Promise.resolve()
    this.month = shiftMonth(from, by)
    return this.calendar.load()
  }

  /** checks in today, then shows this month again with today ticked; refusals are toasted by the app shell */
  async checkIn(): Promise<CheckInRes | null> {
    if (this.checking) return null
    this.checking = true
    try {
      const res = await checkIn()
      runInAction(() => {
        this.lastCheckIn = res
        this.month = monthOf(res.date)
      })
      if (!this.calendarMissing) await this.calendar.load()
      return res
    } catch (e) {
      // 今日已签到 and the like: the app shell toasted it; the calendar is reloaded to agree
      if (isApiError(e) && e.message === CHECKIN_ALREADY_MESSAGE) runInAction(() => (this.alreadyToday = true))
      if (!this.calendarMissing) await this.calendar.load()
      return null
    } finally {
      runInAction(() => (this.checking = false))
    }
  }
}
