import type { UserInfo } from '../../types/api/account'
import { ResultCode, type ApiEnvelope } from '../../types/envelope'
import type { TestServer } from './helpers'

/** shared steps of the accounts suites: read codes like an operator, register, call from an address */

export interface SentCode {
  scene: string
  code: string
  expires_at: number
  used: boolean
}

/** the codes "sent" to a number, newest first, read through the operator endpoint */
export async function sentCodes(s: TestServer, mobile: string): Promise<SentCode[]> {
  const res = await s.app.inject({ method: 'GET', url: `/admin/sms?mobile=${mobile}`, headers: { 'x-admin-token': s.config.adminToken } })
  return (res.json() as ApiEnvelope<{ list: SentCode[] }>).data.list
}

export async function latestCode(s: TestServer, mobile: string): Promise<string> {
  const [newest] = await sentCodes(s, mobile)
  if (!newest) throw new Error(`no code was sent to ${mobile}`)
  return newest.code
}

/** sends a code for the scene and answers it (moves the clock past the resend wait first) */
export async function codeFor(s: TestServer, mobile: string, scene: 'register' | 'login' | 'forgot'): Promise<string> {
  s.clock.advance(61_000)
  // each number asks from its own phone: the per-address cap on codes does not add up across test users
  const sent = await callFrom(s, addressOf(mobile), 'api/user/send', { mobile, scene })
  if (sent.code !== ResultCode.OK) throw new Error(`send failed: ${sent.msg}`)
  return latestCode(s, mobile)
}

/** a stable client address per phone number (10.x.y.z from its last digits) */
export function addressOf(mobile: string): string {
  const n = Number(mobile.slice(-6))
  return `10.${Math.floor(n / 65536) % 256}.${Math.floor(n / 256) % 256}.${n % 256}`
}

export async function registerUser(s: TestServer, mobile: string, password = 'secret123'): Promise<UserInfo> {
  const code = await codeFor(s, mobile, 'register')
  // from the number's own phone, as the code was asked: new accounts are capped per address (issue 23)
  const res = await callFrom<UserInfo>(s, addressOf(mobile), 'api/user/register', { mobile, code, password })
  if (res.code !== ResultCode.OK) throw new Error(`register failed: ${res.msg}`)
  return res.data
}

/** a form-encoded POST from a given client address (login throttling counts per address) */
export async function callFrom<T = unknown>(s: TestServer, ip: string, path: string, payload: Record<string, string>): Promise<ApiEnvelope<T>> {
  const res = await s.app.inject({
    method: 'POST',
    url: `/${path}`,
    remoteAddress: ip,
    payload: new URLSearchParams(payload).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  return res.json() as ApiEnvelope<T>
}

/** silences the `[sms] ...` log lines and keeps them for assertions */
export function captureSmsLog(): { lines: string[]; restore: () => void } {
  const lines: string[] = []
  const spy = jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(' '))
  })
  return { lines, restore: () => spy.mockRestore() }
}
