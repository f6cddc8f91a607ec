import { GoalAlertStore } from '@/features/match/stores/goalAlertStore'
import { matchRowFixture } from '../../components/matchFixtures'
import { fakeLiveSocket } from '../services/fakeSocket'

/** the 首发公布 alert of GoalAlertStore, with 首发公布 switched on for every match (what 设置 decides is tested in tests/components/lineupsAlertBanner.test.tsx) */
async function listening() {
  const fake = fakeLiveSocket()
  const followed = [matchRowFixture({ id: 8, status_id: 0, current_score: '' })]
  const store = new GoalAlertStore(() => true, fake.socket, async () => followed, () => ['lineups'])
  await store.appShown()
  fake.last().open()
  const announce = (id: number, data: object = { match_id: id }) => fake.last().push({ topic: `match:${id}`, type: 'lineups', data })
  return { store, announce }
}

beforeEach(() => {
  jest.useFakeTimers()
  localStorage.clear()
})
afterEach(() => jest.useRealTimers())

test('a message without formations still says the line-ups are out; one for a match not followed says nothing', async () => {
  const { store, announce } = await listening()
  announce(99)
  expect(store.banner).toBeNull()
  announce(8, { match_id: 8, home: { team_id: 16 }, away: 'x' })
  expect(store.banner).toMatchObject({ matchId: 8, kind: 'lineups', title: '首发公布', text: '主队8 vs 客队8', detail: '首发已公布' })
})

test('the 比赛提醒 switch off on this device: no 首发公布 either', async () => {
  const { store, announce } = await listening()
  store.setEnabled(false)
  announce(8)
  expect(store.banner).toBeNull()
})
