import fs from 'node:fs'
import path from 'node:path'

/**
 * Every server test file starts with what it tests, so `npx jest tests/server/money` runs one
 * feature and a reader finds a feature's tests by name: `<prefix>.test.ts` or `<prefix>.<topic>.test.ts`,
 * the prefix a stand-in feature (mocks/features/order.mjs) or one of the cross-cutting parts below.
 */
const SERVER_TESTS = path.resolve(__dirname, '../../server')

/** what is not one feature's: the server as assembled (wiring, HTTP, clock), hostile traffic, the database, the scale-out engines, the backend kit */
const CROSS_CUTTING_PREFIXES = ['app', 'security', 'db', 'scale', 'contract']

function prefixOf(file: string): string {
  return file.split('.')[0]
}

it('starts every tests/server/*.test.ts with a feature or a cross-cutting prefix', async () => {
  const { FEATURE_LAYERS } = await import('../../../mocks/features/order.mjs')
  const allowed = new Set([...FEATURE_LAYERS.flat(), ...CROSS_CUTTING_PREFIXES])
  const tests = fs.readdirSync(SERVER_TESTS).filter((f) => f.endsWith('.test.ts'))
  expect(tests.length).toBeGreaterThan(50)
  expect(tests.filter((f) => !allowed.has(prefixOf(f)) || !/^[a-z]+(\.[A-Za-z0-9]+)*\.test\.ts$/.test(f))).toEqual([])
})

it('reads the prefix up to the first dot', () => {
  expect(['money.virtualPay.test.ts', 'match.live.socket.test.ts', 'app.test.ts'].map(prefixOf)).toEqual(['money', 'match', 'app'])
})
