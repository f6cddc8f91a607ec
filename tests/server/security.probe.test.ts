import type { z } from 'zod'
import { endpoints } from '../../types/api'
import type { EndpointDef } from '../../types/endpoint'
import { createMember, SEED_TIMEOUT_MS, SEEDED_AT, startSeededServer, type SeededServer } from './match.helpers'
import { captureSmsLog } from './account.helpers'

/**
 * The probe of issue 8, kept as a test: every endpoint of the contract gets hostile values in every
 * field, with and without a login, on seeded football data. Whatever comes, the answer is the envelope `{ code, msg, data }`
 * with a status below 500 (and, as in every server test, a success answer must match its schema).
 */
const HOSTILE_VALUES = ['', '-1', '0', '1e309', '99999999999999999999', 'null', '[1,2]', '{"a":1}', "' OR 1=1 --", '<script>alert(1)</script>', 'x'.repeat(5000), '２０２６-１１-２２']

function fieldsOf(def: EndpointDef): string[] {
  const shape = (def.req as unknown as { shape?: Record<string, z.ZodType> }).shape
  return shape ? Object.keys(shape) : []
}

describe('probe: hostile values in every field of every endpoint', () => {
  let h: SeededServer
  let sms: ReturnType<typeof captureSmsLog>
  let token: string
  beforeAll(async () => {
    sms = captureSmsLog()
    h = await startSeededServer()
    token = (await createMember(h.db, '13700000001', SEEDED_AT)).token
  }, SEED_TIMEOUT_MS)
  afterAll(async () => {
    sms.restore()
    await h.s.close()
  })

  it.each(Object.keys(endpoints))('%s', async (path) => {
    const def = endpoints[path as keyof typeof endpoints] as EndpointDef
    const method = def.method === 'GET' ? 'GET' : 'POST'
    const fields = fieldsOf(def)
    const problems: string[] = []
    for (const withToken of [false, true]) {
      for (const value of HOSTILE_VALUES) {
        const payload: Record<string, string> = Object.fromEntries(fields.map((f) => [f, value]))
        if (withToken) payload.token = token
        const res = await h.s.call(path, payload, method)
        if (res.status >= 500 || typeof res.code !== 'number' || typeof res.msg !== 'string' || !('data' in res)) {
          problems.push(`${withToken ? 'logged in' : 'anonymous'}, every field = ${JSON.stringify(value.slice(0, 20))}: HTTP ${res.status} ${JSON.stringify(res).slice(0, 200)}`)
        }
      }
    }
    expect(problems).toEqual([])
  })
})
