import { readConfig } from '../../mocks/config'
import { ResultCode, type ApiEnvelope } from '../../types/envelope'
import { startTestServer, type TestServer } from './helpers'
import { captureSmsLog } from './account.helpers'

/**
 * Behind nginx (`npm run cluster`) every request reaches the server from the proxy's address. With
 * TRUSTED_PROXIES naming it, the limits per address count the client nginx forwards; from any other
 * peer X-Forwarded-For is ignored, so a client cannot pick the address its limits are counted on.
 */
const BURST_CAP = 10

async function sendCodes(s: TestServer, peer: string, forwardedFor: string, from: number, count: number): Promise<Array<ApiEnvelope<unknown>>> {
  const answers: Array<ApiEnvelope<unknown>> = []
  for (let i = from; i < from + count; i++) {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/user/send',
      remoteAddress: peer,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
      payload: new URLSearchParams({ mobile: `1530000${String(i).padStart(4, '0')}`, scene: 'login' }).toString(),
    })
    answers.push(res.json() as ApiEnvelope<unknown>)
  }
  return answers
}

describe('client addresses behind a proxy (TRUSTED_PROXIES)', () => {
  // the sandbox SMS writes each code to the log
  let sms: ReturnType<typeof captureSmsLog>
  beforeEach(() => (sms = captureSmsLog()))
  afterEach(() => sms.restore())

  it('counts each forwarded client on its own when the peer is a trusted proxy', async () => {
    const s = await startTestServer({ env: { TRUSTED_PROXIES: '127.0.0.1' } })
    try {
      const first = await sendCodes(s, '127.0.0.1', '203.0.113.1', 0, BURST_CAP + 1)
      expect(first.slice(0, BURST_CAP).every((a) => a.code === ResultCode.OK)).toBe(true)
      expect(first[BURST_CAP]).toMatchObject({ code: ResultCode.FAIL, msg: '验证码请求太频繁，请 10 分钟后再试' })
      // another client behind the same nginx is not held by the first one's count
      expect((await sendCodes(s, '127.0.0.1', '203.0.113.2', 100, 1))[0].code).toBe(ResultCode.OK)
    } finally {
      await s.close()
    }
  })

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy, and by default', async () => {
    for (const env of [{ TRUSTED_PROXIES: '127.0.0.1' }, {}] as Array<Record<string, string>>) {
      const s = await startTestServer({ env })
      try {
        // a new forged address on every request still counts on the real peer
        const answers: Array<ApiEnvelope<unknown>> = []
        for (let i = 0; i <= BURST_CAP; i++) answers.push(...await sendCodes(s, '198.51.100.7', `203.0.113.${i + 10}`, i, 1))
        expect(answers[BURST_CAP]).toMatchObject({ code: ResultCode.FAIL, msg: '验证码请求太频繁，请 10 分钟后再试' })
      } finally {
        await s.close()
      }
    }
  })

  it('takes addresses and ranges, and refuses anything else in one line', () => {
    expect(readConfig({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,::1' }).trustedProxies).toEqual(['127.0.0.1', '10.0.0.0/8', '::1'])
    expect(readConfig({}).trustedProxies).toEqual([])
    for (const bad of ['*', 'nginx', '10.0.0.0/33', '10.0.0.1/8/1']) expect(() => readConfig({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES/)
  })
})
