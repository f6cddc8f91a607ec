import { GoalAlertStore, MAX_ALERT_MATCHES } from '@/features/match/stores/goalAlertStore'
import { LIVE_WATCH_AHEAD_MS } from '@contract/live'
import { matchRowFixture } from '../../components/matchFixtures'
import { fakeLiveSocket } from '../services/fakeSocket'

const NOW = Date.parse('2026-11-26T12:00:00Z')
const HOUR = 3600_000

/**
 * The topics the client holds on its newest connection (opened first if the client reconnected: a
 * fake socket never answers the heartbeat, so days of fake time drop it).
 */
async function heldTopics(fake: ReturnType<typeof fakeLiveSocket>): Promise<string[]> {
  const c = fake.last()
  if (!c) return []
  if (c.sent.length === 0) {
    c.open()
    await jest.advanceTimersByTimeAsync(0)
  }
  const held = new Set<string>()
  for (const m of c.sent) {
    const topics = (m.topics as string[] | undefined) ?? []
    if (m.op === 'sub') topics.forEach((t) => held.add(t))
    if (m.op === 'unsub') topics.forEach((t) => held.delete(t))
  }
  return [...held].sort()
}

async function alertsFor(followed: ReturnType<typeof matchRowFixture>[]) {
  const fake = fakeLiveSocket()
  const alerts = new GoalAlertStore(() => true, fake.socket, async () => followed)
  await alerts.appShown()
  fake.last()?.open()
  await jest.advanceTimersByTimeAsync(0)
  return { alerts, fake }
}

beforeEach(() => {
  jest.useFakeTimers()
  jest.setSystemTime(NOW)
  localStorage.clear()
})
afterEach(() => {
  jest.useRealTimers()
})

test('the alerts listen only to followed matches the server lets a socket hold: live or kicking off within 24 h', async () => {
  const live = matchRowFixture({ id: 1, status_id: 1, start_at: NOW - HOUR })
  const soon = matchRowFixture({ id: 2, status_id: 0, start_at: NOW + 2 * HOUR })
  const later = matchRowFixture({ id: 3, status_id: 0, start_at: NOW + 3 * 24 * HOUR })
  const { fake, alerts } = await alertsFor([later, soon, live])
  expect(await heldTopics(fake)).toEqual(['match:1', 'match:2'])

  // a second after the later match comes within 24 h, the app (left open) listens to it too
  await jest.advanceTimersByTimeAsync(later.start_at - LIVE_WATCH_AHEAD_MS - NOW)
  expect(await heldTopics(fake)).not.toContain('match:3')
  await jest.advanceTimersByTimeAsync(1_000)
  expect(await heldTopics(fake)).toEqual(['match:1', 'match:2', 'match:3'])
  alerts.appHidden()
})

test('matches far ahead never crowd out the one about to start from the capped list', async () => {
  const far = Array.from({ length: MAX_ALERT_MATCHES + 5 }, (_, i) => matchRowFixture({ id: 100 + i, status_id: 0, start_at: NOW + (5 + i) * 24 * HOUR }))
  const soon = matchRowFixture({ id: 9, status_id: 0, start_at: NOW + HOUR })
  const { fake, alerts } = await alertsFor([...far, soon])
  expect(await heldTopics(fake)).toEqual(['match:9'])
  alerts.appHidden()
})

test('hidden, the app sets no timer to listen later', async () => {
  const later = matchRowFixture({ id: 3, status_id: 0, start_at: NOW + 2 * 24 * HOUR })
  const { fake, alerts } = await alertsFor([later])
  alerts.appHidden()
  const opened = fake.connections.length
  await jest.advanceTimersByTimeAsync(2 * 24 * HOUR)
  expect(fake.connections.length).toBe(opened)
  expect(fake.connections.flatMap((c) => c.ops('sub')).flatMap((m) => m.topics as string[])).not.toContain('match:3')
})
