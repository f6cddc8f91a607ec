import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ResultCode } from '../../types/envelope'
import { SettableClock, isAdjustable, parseClockTime, type Clock } from './context'
import { envelope as answer } from './envelope'

/**
 * The server's clock from the environment: `CLOCK_START` (Unix ms or an ISO date-time with its
 * zone, e.g. 2026-11-22T23:58:00+08:00) starts it at that moment, running on at real speed;
 * `CLOCK_FROZEN=1` makes it stand still there. Neither set: real time.
 * Throws one clear line for a bad value.
 */
export function clockFromEnv(env: Record<string, string | undefined> = process.env): SettableClock {
  const rawStart = env.CLOCK_START ?? ''
  const frozenRaw = env.CLOCK_FROZEN ?? '0'
  if (frozenRaw !== '0' && frozenRaw !== '1') throw new Error(`CLOCK_FROZEN=${frozenRaw} is not valid: expected 0 or 1`)
  const origin = `${rawStart.trim()}|${frozenRaw}`
  if (rawStart.trim() === '') return new SettableClock(undefined, { frozen: frozenRaw === '1', origin })
  const start = parseClockTime(rawStart)
  if (start === null) {
    throw new Error(`CLOCK_START=${rawStart} is not valid: expected Unix milliseconds or an ISO date-time with its zone, e.g. 2026-11-22T23:58:00+08:00`)
  }
  return new SettableClock(start, { frozen: frozenRaw === '1', origin })
}

/** the state /admin/clock answers */
export interface ClockState {
  now: number
  /** the same moment in Beijing time, for people reading the answer */
  beijing: string
  frozen: boolean
}

function stateOf(clock: Clock): ClockState {
  const now = clock.now()
  const beijing = new Date(now + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19)
  return { now, beijing, frozen: isAdjustable(clock) ? clock.frozen : false }
}

/**
 * POST /admin/clock (operator token): moves the server's clock so a test or a demo can see live
 * football at a chosen moment. Fields, all optional: `at` (Unix ms or ISO date-time with zone)
 * jumps there; `offset` (signed ms) moves by that much; `frozen` (1/0) stops or restarts it.
 * With none it only answers the current state: `{ now, beijing, frozen }`.
 */
export function registerClockAdmin(app: FastifyInstance, clock: Clock, allowed: (req: FastifyRequest) => boolean, moved?: () => Promise<void>): void {
  app.post('/admin/clock', async (req, reply) => {
    if (!allowed(req)) return reply.code(403).send(answer(ResultCode.FAIL, '无权操作', null))
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>
    const text = (key: string) => (body[key] === undefined || body[key] === '' ? undefined : String(body[key]))
    const at = text('at')
    const offset = text('offset')
    const frozen = text('frozen')
    if (at === undefined && offset === undefined && frozen === undefined) return answer(ResultCode.OK, 'ok', stateOf(clock))
    if (!isAdjustable(clock)) return answer(ResultCode.FAIL, '这台服务器的时钟不可调整', null)
    if (at !== undefined && offset !== undefined) return answer(ResultCode.FAIL, 'at 与 offset 只能给一个', null)
    if (frozen !== undefined && frozen !== '0' && frozen !== '1') return answer(ResultCode.FAIL, 'frozen 应为 0 或 1', null)
    let target: number | undefined
    if (at !== undefined) {
      const parsed = parseClockTime(at)
      if (parsed === null) return answer(ResultCode.FAIL, 'at 应为毫秒时间戳或带时区的 ISO 时间，如 2026-11-22T23:58:00+08:00', null)
      target = parsed
    }
    if (offset !== undefined) {
      if (!/^-?\d{1,12}$/.test(offset)) return answer(ResultCode.FAIL, 'offset 应为整数毫秒（可为负）', null)
      target = clock.now() + Number(offset)
    }
    if (frozen !== undefined) clock.setFrozen(frozen === '1')
    if (target !== undefined) clock.set(target)
    // the other processes of the deployment take the move over (sharedClock.ts) before it is answered
    await moved?.()
    return answer(ResultCode.OK, 'ok', stateOf(clock))
  })
}
