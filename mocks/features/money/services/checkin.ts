import type { Db } from '../../../db'
import { fail } from '../../../http/errors'
import { dateText, dayOf, dayStart } from '../../match'
import type { CheckInMonthRes, CheckInRes } from '../../../../types/api/money'
import { CHECKIN_ALREADY_MESSAGE, CHECKIN_REWARDS, checkinReward, LEDGER_TITLES } from '../../../../types/money-rules'
import { balanceOf, postEntry } from './ledger'
import { walletLock } from './moneyLocks'
import { checkinDays, checkinOn, insertCheckin } from '../repository/checkins'

/**
 * Daily check-in: once per Beijing calendar day (the (user, day) key and the ledger key
 * `checkin:<user>:<day>` both hold it), the streak continues from yesterday's check-in or restarts
 * at 1, and the reward comes from CHECKIN_REWARDS.
 */

const beijingDay = (now: number) => dateText(now)
const previousDay = (now: number) => dateText(dayStart(dayOf(now) - 1))

async function streakEndingOn(db: Db, userId: number, day: string): Promise<number> {
  return (await checkinOn(db, userId, day))?.streak ?? 0
}

export async function checkIn(db: Db, userId: number, now: number): Promise<CheckInRes> {
  const day = beijingDay(now)
  return db.transaction(async (): Promise<CheckInRes> => {
    const streak = await streakEndingOn(db, userId, previousDay(now)) + 1
    const reward = checkinReward(streak)
    if (!await insertCheckin(db, { userId, day, streak, reward }, now)) throw fail(CHECKIN_ALREADY_MESSAGE)
    const { balance } = await postEntry(db, { userId, kind: 'coin', amount: reward, title: LEDGER_TITLES.checkin, key: `checkin:${userId}:${day}`, ref: day }, now)
    return { streak, reward, coins: balance, date: day }
  }, [walletLock(userId)])
}

/** today's state: checked or not, and the streak that counts now (yesterday's carries until today ends) */
export async function checkInState(db: Db, userId: number, now: number): Promise<{ checkedToday: boolean; streak: number }> {
  const today = await streakEndingOn(db, userId, beijingDay(now))
  return today ? { checkedToday: true, streak: today } : { checkedToday: false, streak: await streakEndingOn(db, userId, previousDay(now)) }
}

export async function checkInMonth(db: Db, userId: number, month: string | undefined, now: number): Promise<CheckInMonthRes> {
  const today = beijingDay(now)
  const shown = month ?? today.slice(0, 7)
  const days = await checkinDays(db, userId, `${shown}-01`, `${shown}-32`)
  const { checkedToday, streak } = await checkInState(db, userId, now)
  const todayReward = checkedToday ? ((await checkinOn(db, userId, today))?.reward ?? 0) : checkinReward(streak + 1)
  return {
    month: shown,
    today,
    checked_days: days,
    checked_today: checkedToday,
    streak,
    today_reward: todayReward,
    rewards: [...CHECKIN_REWARDS],
    coins: await balanceOf(db, userId, 'coin'),
  }
}
