import crypto from 'node:crypto'
import type { Db } from '../../../db'
import { fail } from '../../../http/errors'
import { addressSendsTo, latestCodes, latestUnusedCode, numberSends, requesterSends, sendsFromAddress, storeCode, updateCode } from '../repository/sms'
import { SMS_RESEND_SECONDS, SMS_TTL_SECONDS, type SmsScene } from '../../../../types/api/account'

/**
 * SMS verification codes. The stand-in sends nothing: each code is written to the server log
 * (`[sms] 13800138000 register 123456`) and readable by operators through GET /admin/sms.
 *
 * Limits protect the number's owner (issue 23): they count per requester (the client address, plus
 * the `X-Device-Id` header when the app sends one) and number, so a stranger asking for someone
 * else's number only makes their own waits grow; a requester new to a number always gets a code.
 */
/** codes one requester, and one address whatever its device ids, may have sent to one number in 24 hours */
export const SMS_DAILY_CAP = 10
/** waits between codes of one requester to one number: SMS_RESEND_SECONDS, doubling with each code of the day, at most an hour */
export const SMS_MAX_WAIT_SECONDS = 3600
/** codes a number may get in 24 hours from all requesters together ... */
export const SMS_NUMBER_DAILY_CAP = 20
/** ... past which a requester still gets this many (the owner is never locked out by others) */
export const SMS_OWNER_GRACE = 3
/** codes one client address may have sent (to any numbers): a short burst and a day */
export const SMS_ADDRESS_BURST_CAP = 10
export const SMS_ADDRESS_BURST_MS = 10 * 60 * 1000
export const SMS_ADDRESS_DAILY_CAP = 50
/** wrong guesses a code survives; then it is burnt and a new one must be sent */
export const SMS_MAX_FAILED_ATTEMPTS = 5
const DAY_MS = 24 * 3600 * 1000

export type SmsCodeRow = ReturnType<typeof latestCodes>[number]

/** where codes go; the server prints them, tests may capture them */
export type SmsSink = (line: string) => void
const printToLog: SmsSink = (line) => console.log(line)

/** the wait after a requester's `sent` codes of the day to a number */
export function smsWaitSeconds(sent: number): number {
  return sent === 0 ? 0 : Math.min(SMS_MAX_WAIT_SECONDS, SMS_RESEND_SECONDS * 2 ** (sent - 1))
}

/** the requester a send is counted for: the address, with the device id when the app gave one */
export const requesterOf = (address: string, device?: string) => (device ? `${address}#${device}` : address)

const waitText = (seconds: number) => (seconds < 120 ? `${seconds} 秒` : `${Math.ceil(seconds / 60)} 分钟`)

/** throws the refusal when this requester may not have a code to this number now */
function assertMaySend(db: Db, request: { mobile: string; address: string; requester: string }, now: number): void {
  const { mobile, address, requester } = request
  if (sendsFromAddress(db, address, now - SMS_ADDRESS_BURST_MS) >= SMS_ADDRESS_BURST_CAP) throw fail('验证码请求太频繁，请 10 分钟后再试')
  if (sendsFromAddress(db, address, now - DAY_MS) >= SMS_ADDRESS_DAILY_CAP) throw fail('验证码请求次数已达今日上限，请明天再试')
  const mine = requesterSends(db, mobile, requester, now - DAY_MS)
  // the cap holds per address as well: a new device id on each request does not lift it
  if (mine.n >= SMS_DAILY_CAP || addressSendsTo(db, address, mobile, now - DAY_MS) >= SMS_DAILY_CAP) {
    throw fail(`该手机号 24 小时内最多发送 ${SMS_DAILY_CAP} 次验证码，请明天再试`)
  }
  const waitMs = mine.last === null ? 0 : mine.last + smsWaitSeconds(mine.n) * 1000 - now
  if (waitMs > 0) throw fail(`验证码发送太频繁，请 ${waitText(Math.ceil(waitMs / 1000))}后再试`)
  if (mine.n >= SMS_OWNER_GRACE && numberSends(db, mobile, now - DAY_MS) >= SMS_NUMBER_DAILY_CAP) {
    throw fail('该手机号今日验证码次数已达上限，请明天再试')
  }
}

export function sendCode(db: Db, request: { mobile: string; scene: SmsScene; address: string; device?: string }, now: number, sink: SmsSink = printToLog): { resend_in: number; expires_in: number } {
  const { mobile, scene, address } = request
  const requester = requesterOf(address, request.device)
  assertMaySend(db, { mobile, address, requester }, now)
  const sent = requesterSends(db, mobile, requester, now - DAY_MS).n + 1
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
  storeCode(db, { mobile, scene, code, address, requester }, now, SMS_TTL_SECONDS * 1000, DAY_MS)
  sink(`[sms] ${mobile} ${scene} ${code}`)
  return { resend_in: smsWaitSeconds(sent), expires_in: SMS_TTL_SECONDS }
}

/** checks and burns the code (single use); throws a Chinese refusal otherwise */
export function consumeCode(db: Db, mobile: string, scene: SmsScene, code: string, now: number): void {
  const row = latestUnusedCode(db, mobile, scene)
  if (!row) throw fail('验证码无效或已使用，请重新获取')
  if (row.expires_at <= now) throw fail('验证码已过期，请重新获取')
  const given = Buffer.from(code.padEnd(6, ' ').slice(0, 6))
  if (!crypto.timingSafeEqual(given, Buffer.from(row.code))) {
    const attempts = row.failed_attempts + 1
    const burn = attempts >= SMS_MAX_FAILED_ATTEMPTS
    updateCode(db, row.id, { failed_attempts: attempts, used_at: burn ? now : null })
    throw fail(burn ? '验证码错误次数过多，请重新获取' : '验证码错误')
  }
  updateCode(db, row.id, { used_at: now })
}

/** for the operator endpoint: the latest codes sent to a number */
export function recentCodes(db: Db, mobile: string, limit = 5): SmsCodeRow[] {
  return latestCodes(db, mobile, limit)
}
