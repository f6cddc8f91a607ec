import crypto from 'node:crypto'
import type { Db } from '../../../db'
import { fail } from '../../../http/errors'
import { addressSendsTo, latestCodes, numberSends, requesterSends, sendsFromAddress, storeCode, unusedCodes, updateCode } from '../repository/sms'
import { addFailures, deleteFailures, recentFailures } from '../repository/authFailures'
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
/**
 * Wrong guesses (issue 35): counted against whoever guesses, never against the code. A requester (and an
 * address, whatever its device ids) gets this many free wrong guesses at a number; each further one
 * doubles its wait, from SMS_GUESS_FIRST_WAIT_MS up to SMS_GUESS_MAX_WAIT_MS. The codes stay valid.
 */
export const SMS_FREE_WRONG_GUESSES = 5
export const SMS_GUESS_FIRST_WAIT_MS = 30_000
export const SMS_GUESS_MAX_WAIT_MS = 15 * 60 * 1000
/**
 * All strangers together (requesters that asked for none of the number's live codes) get this many wrong
 * guesses at a number per day; past it only the code's owners may still try. So no number of addresses
 * gives a guesser more than this many tries, and the owner is never refused for what others did.
 */
export const SMS_STRANGER_GUESSES_PER_NUMBER = 20
const DAY_MS = 24 * 3600 * 1000

export type SmsCodeRow = Awaited<ReturnType<typeof latestCodes>>[number]

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
async function assertMaySend(db: Db, request: { mobile: string; address: string; requester: string }, now: number): Promise<void> {
  const { mobile, address, requester } = request
  if (await sendsFromAddress(db, address, now - SMS_ADDRESS_BURST_MS) >= SMS_ADDRESS_BURST_CAP) throw fail('验证码请求太频繁，请 10 分钟后再试')
  if (await sendsFromAddress(db, address, now - DAY_MS) >= SMS_ADDRESS_DAILY_CAP) throw fail('验证码请求次数已达今日上限，请明天再试')
  const mine = await requesterSends(db, mobile, requester, now - DAY_MS)
  // the cap holds per address as well: a new device id on each request does not lift it
  if (mine.n >= SMS_DAILY_CAP || await addressSendsTo(db, address, mobile, now - DAY_MS) >= SMS_DAILY_CAP) {
    throw fail(`该手机号 24 小时内最多发送 ${SMS_DAILY_CAP} 次验证码，请明天再试`)
  }
  const waitMs = mine.last === null ? 0 : mine.last + smsWaitSeconds(mine.n) * 1000 - now
  if (waitMs > 0) throw fail(`验证码发送太频繁，请 ${waitText(Math.ceil(waitMs / 1000))}后再试`)
  if (mine.n >= SMS_OWNER_GRACE && await numberSends(db, mobile, now - DAY_MS) >= SMS_NUMBER_DAILY_CAP) {
    throw fail('该手机号今日验证码次数已达上限，请明天再试')
  }
}

export async function sendCode(db: Db, request: { mobile: string; scene: SmsScene; address: string; device?: string }, now: number, sink: SmsSink = printToLog): Promise<{ resend_in: number; expires_in: number }> {
  const { mobile, scene, address } = request
  const requester = requesterOf(address, request.device)
  await assertMaySend(db, { mobile, address, requester }, now)
  const sent = (await requesterSends(db, mobile, requester, now - DAY_MS)).n + 1
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
  await storeCode(db, { mobile, scene, code, address, requester }, now, SMS_TTL_SECONDS * 1000, DAY_MS)
  sink(`[sms] ${mobile} ${scene} ${code}`)
  return { resend_in: smsWaitSeconds(sent), expires_in: SMS_TTL_SECONDS }
}

/** who checks a code: the client address, and the device id when the app sends one */
export interface CodeChecker {
  address: string
  device?: string
}

const guessKeys = (mobile: string, checker: CodeChecker) => ({
  requester: `code:${mobile}@${requesterOf(checker.address, checker.device)}`,
  // a new device id on each guess does not lift the address's own count
  address: `code:${mobile}@ip:${checker.address}`,
  strangers: `code:${mobile}`,
})

/** the wait after `wrong` wrong guesses of one guesser */
export function guessWaitMs(wrong: number): number {
  return wrong < SMS_FREE_WRONG_GUESSES ? 0 : Math.min(SMS_GUESS_MAX_WAIT_MS, SMS_GUESS_FIRST_WAIT_MS * 2 ** (wrong - SMS_FREE_WRONG_GUESSES))
}

/** the time before this guesser may try this number again */
async function guessWait(db: Db, keys: ReturnType<typeof guessKeys>, now: number): Promise<number> {
  const since = now - DAY_MS
  const worst = [await recentFailures(db, keys.requester, since), await recentFailures(db, keys.address, since)]
    .map((f) => (f.last === null ? 0 : f.last + guessWaitMs(f.n)))
  return Math.max(0, ...worst.map((until) => until - now))
}

/**
 * Checks a code and uses it up (single use); throws a Chinese refusal otherwise. Any live code of the number
 * for this purpose is accepted: each was sent to the number's phone, one per requester. A wrong guess slows
 * down only its guesser (and, past a shared cap, every stranger): no guess ever invalidates a code.
 */
export async function consumeCode(db: Db, mobile: string, scene: SmsScene, code: string, now: number, checker: CodeChecker): Promise<void> {
  const keys = guessKeys(mobile, checker)
  const wait = await guessWait(db, keys, now)
  if (wait > 0) throw fail(`验证码错误次数过多，请 ${waitText(Math.ceil(wait / 1000))}后再试`)
  const unused = await unusedCodes(db, mobile, scene)
  const live = unused.filter((row) => row.expires_at > now)
  if (live.length === 0) throw fail(unused.length > 0 ? '验证码已过期，请重新获取' : '验证码无效或已使用，请重新获取')
  const requester = requesterOf(checker.address, checker.device)
  const owner = live.some((row) => row.requester === requester || row.requester === checker.address || row.requester.startsWith(`${checker.address}#`))
  if (!owner && (await recentFailures(db, keys.strangers, now - DAY_MS)).n >= SMS_STRANGER_GUESSES_PER_NUMBER) {
    throw fail('该手机号验证码尝试次数过多，请用接收验证码的设备重新获取')
  }
  const given = Buffer.from(code.padEnd(6, ' ').slice(0, 6))
  const match = live.find((row) => crypto.timingSafeEqual(given, Buffer.from(row.code)))
  if (!match) {
    await addFailures(db, owner ? [keys.requester, keys.address] : [keys.requester, keys.address, keys.strangers], now, DAY_MS)
    const after = await guessWait(db, keys, now)
    throw fail(after > 0 ? `验证码错误次数过多，请 ${waitText(Math.ceil(after / 1000))}后再试` : '验证码错误')
  }
  await updateCode(db, match.id, { used_at: now })
  await deleteFailures(db, keys.requester)
  await deleteFailures(db, keys.address)
}

/** for the operator endpoint: the latest codes sent to a number */
export async function recentCodes(db: Db, mobile: string, limit = 5): Promise<SmsCodeRow[]> {
  return latestCodes(db, mobile, limit)
}
