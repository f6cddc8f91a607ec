import { makeAutoObservable, runInAction } from 'mobx'
import type { CheckInMonthRes, CheckInRes } from '@contract/api/money'
import { checkIn, fetchCheckInMonth } from '@/features/money/services/money'
import { monthOf, shiftMonth } from '@/features/money/utils/checkinCalendar'
import { ResourceModel } from '@/stores/models/ResourceModel'

/** the check-in page: the month shown (this month first), its checked days, and checking in today */
export class CheckInModel {
  /** 'YYYY-MM' asked for; null: the server's current month */
  month: string | null = null
  readonly calendar: ResourceModel<CheckInMonthRes>
  /** the last check-in's answer (reward and streak, shown until the page closes) */
  lastCheckIn: CheckInRes | null = null
  checking = false

  constructor() {
    this.calendar = new ResourceModel(() => fetchCheckInMonth(this.month ?? undefined))
    makeAutoObservable(this, { calendar: false })
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
      await this.calendar.load()
      return res
    } catch {
      // 今日已签到 and the like: the app shell toasted it; the calendar is reloaded to agree
      await this.calendar.load()
      return null
    } finally {
      runInAction(() => (this.checking = false))
    }
  }
}
