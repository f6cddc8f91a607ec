import { clockFromEnv } from '../../mocks/http/clockAdmin'
import { SettableClock, parseClockTime } from '../../mocks/http/context'
import { startTestServer, type TestServer } from './helpers'

const TOKEN = 'clock-test-operator-token'
const NOON = Date.parse('2026-11-22T12:00:00+08:00')

describe('SettableClock', () => {
  let real = 1_000_000
  const realNow = () => real

  it('starts at the chosen moment and runs on at real speed', () => {
    const clock = new SettableClock(NOON, { realNow })
    real += 5_000
    expect(clock.now()).toBe(NOON + 5_000)
  })

  it('stands still while frozen, and runs on from the time shown when unfrozen', () => {
    const clock = new SettableClock(NOON, { realNow, frozen: true })
    real += 60_000
    expect(clock.now()).toBe(NOON)
    clock.setFrozen(false)
    real += 1_000
    expect(clock.now()).toBe(NOON + 1_000)
  })

  it('jumps when set, keeping its running state', () => {
    const clock = new SettableClock(NOON, { realNow })
    clock.set(NOON + 3_600_000)
    real += 10
    expect(clock.now()).toBe(NOON + 3_600_010)
  })

  it('is real time when no start is given', () => {
    const before = Date.now()
    expect(new SettableClock().now()).toBeGreaterThanOrEqual(before)
  })
})

describe('clock settings', () => {
  it.each([
    ['1795320000000', 1795320000000],
    ['2026-11-22T23:58:00+08:00', Date.parse('2026-11-22T15:58:00Z')],
    ['2026-11-22T15:58:00.500Z', Date.parse('2026-11-22T15:58:00.500Z')],
  ])('reads %s', (text, ms) => {
    expect(parseClockTime(text)).toBe(ms)
  })

  it.each(['', 'noon', '2026-11-22', '2026-11-22T23:58:00', '12345'])('refuses %j (no zone, no date-time)', (text) => {
    expect(parseClockTime(text)).toBeNull()
  })

  it('CLOCK_START and CLOCK_FROZEN set the server clock; a bad value is one clear line', () => {
    const clock = clockFromEnv({ CLOCK_START: '2026-11-22T23:58:00+08:00', CLOCK_FROZEN: '1' })
    expect(clock.now()).toBe(Date.parse('2026-11-22T23:58:00+08:00'))
    expect(clock.frozen).toBe(true)
    expect(() => clockFromEnv({ CLOCK_START: 'tomorrow' })).toThrow(/^CLOCK_START=tomorrow is not valid: expected Unix milliseconds or an ISO date-time/)
    expect(() => clockFromEnv({ CLOCK_FROZEN: 'yes' })).toThrow('CLOCK_FROZEN=yes is not valid: expected 0 or 1')
  })
})

describe('POST /admin/clock', () => {
  let server: TestServer
  const clock = new SettableClock(NOON, { frozen: true })
  beforeAll(async () => {
    server = await startTestServer({ env: { ADMIN_TOKEN: TOKEN }, clock })
  })
  afterAll(() => server.close())

  const post = async (fields: Record<string, string>, token = TOKEN) => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/admin/clock',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-token': token },
      payload: new URLSearchParams(fields).toString(),
    })
    return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: { now: number; beijing: string; frozen: boolean } | null }) }
  }

  it('answers the current time with no fields', async () => {
    expect(await post({})).toMatchObject({ code: 1, data: { now: NOON, beijing: '2026-11-22 12:00:00', frozen: true } })
  })

  it('jumps to `at` and moves by `offset`', async () => {
    expect((await post({ at: '2026-11-22T23:58:00+08:00' })).data?.beijing).toBe('2026-11-22 23:58:00')
    expect((await post({ offset: '120000' })).data?.beijing).toBe('2026-11-23 00:00:00')
    expect((await post({ offset: '-60000' })).data?.now).toBe(Date.parse('2026-11-22T23:59:00+08:00'))
    expect(clock.now()).toBe(Date.parse('2026-11-22T23:59:00+08:00'))
  })

  it('unfreezes and freezes', async () => {
    expect((await post({ frozen: '0' })).data?.frozen).toBe(false)
    expect((await post({ frozen: '1', at: String(NOON) })).data).toMatchObject({ now: NOON, frozen: true })
  })

  it.each([
    [{ at: 'later' }, 'at 应为毫秒时间戳或带时区的 ISO 时间'],
    [{ offset: '1.5' }, 'offset 应为整数毫秒'],
    [{ at: String(NOON), offset: '1' }, 'at 与 offset 只能给一个'],
    [{ frozen: 'yes' }, 'frozen 应为 0 或 1'],
  ])('refuses %j with a reason and leaves the clock alone', async (fields, reason) => {
    const res = await post(fields)
    expect(res.code).toBe(0)
    expect(res.msg).toContain(reason)
    expect(clock.now()).toBe(NOON)
  })

  it('needs the operator token', async () => {
    const res = await post({ at: '2026-11-22T20:00:00+08:00' }, 'wrong')
    expect(res.status).toBe(403)
    expect(clock.now()).toBe(NOON)
  })
})
