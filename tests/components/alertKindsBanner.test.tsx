import { act, render, screen } from '@testing-library/react'
import PageShell from '@/components/layout/PageShell'
import { RootStore } from '@/stores/RootStore'
import { StoreProvider } from '@/stores/StoreContext'
import { GoalAlertStore } from '@/features/match/stores/goalAlertStore'
import { AlertSettingsStore } from '@/features/match/stores/alertSettingsStore'
import type { AlertSettings } from '@/features/match/services/alertSettings'
import { matchRowFixture } from './matchFixtures'
import { fakeLiveSocket } from '../unit/services/fakeSocket'

const ref = (id: number) => ({ id, name: `队${id}`, short_name: `队${id}`, logo: { color: '#c00', text: '队' } })

/** followed: match 7 (teams 14 and 15) in play, match 8 (teams 16 and 17) about to kick off */
async function shownWith(settings: AlertSettings) {
  const fake = fakeLiveSocket()
  const kinds = new AlertSettingsStore({ available: false, templates: { kickoff: '', goal: '', red: '', half_time: '', full_time: '', lineups: '' }, ask: async () => [] })
  kinds.resource.replace(settings)
  const followed = [matchRowFixture({ id: 7, status_id: 1, current_score: '0:0', elapsed_text: "22'" }), matchRowFixture({ id: 8, status_id: 0, current_score: '' })]
  const alerts = new GoalAlertStore(() => true, fake.socket, async () => followed, (m) => kinds.kindsFor(m))
  await alerts.appShown()
  fake.last()?.open()
  const store = new RootStore()
  Object.defineProperty(store, 'goalAlerts', { value: alerts })
  render(
    <StoreProvider store={store}>
      <PageShell title='专家'>
        <></>
      </PageShell>
    </StoreProvider>,
  )
  return fake.last
}

const goal = (id: number, score: string) => ({ id, type: 'goal', side: 'home', minute: 30, minute_text: "30'", player_id: 5, player_name: '张伟', related_player_id: null, related_player_name: '', score })
const red = (id: number) => ({ ...goal(id, '0:0'), type: 'red', player_name: '李强' })
const banner = () => screen.queryByTestId('alert-banner')?.textContent ?? null

beforeEach(() => {
  jest.useFakeTimers()
  localStorage.clear()
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

test('the banner shows only the kinds the default switches on', async () => {
  const last = await shownWith({ default: ['red', 'kickoff'], teams: [], matches: [], consents: {} })
  act(() => last().push({ topic: 'match:7', type: 'event', data: goal(900, '1:0') }))
  expect(banner()).toBeNull()
  act(() => last().push({ topic: 'match:7', type: 'event', data: red(901) }))
  expect(banner()).toContain('红牌')
  act(() => last().push({ topic: 'match:7', type: 'status', data: { status_id: 2, status_text: '中场', elapsed_text: '中场' } }))
  expect(banner()).toContain('红牌')
  act(() => last().push({ topic: 'match:8', type: 'status', data: { status_id: 1, status_text: '上半场', elapsed: 1, elapsed_text: "1'" } }))
  expect(banner()).toContain('开赛')
  expect(banner()).toContain('比赛开始')
})

test('a match\'s own kinds win over its team\'s, which win over the default', async () => {
  const last = await shownWith({
    default: ['goal'],
    // match 7's home team wants only red cards; match 8's own kinds are half time only, though its team wants goals
    teams: [{ team: ref(14), kinds: ['red'] }, { team: ref(16), kinds: ['goal'] }],
    matches: [{ event_id: 8, home: ref(16), away: ref(17), start_at: 0, kinds: ['half_time'] }],
    consents: {},
  })
  act(() => last().push({ topic: 'match:7', type: 'event', data: goal(900, '1:0') }))
  expect(banner()).toBeNull()
  act(() => last().push({ topic: 'match:8', type: 'status', data: { status_id: 1, status_text: '上半场', elapsed: 1, elapsed_text: "1'" } }))
  act(() => last().push({ topic: 'match:8', type: 'event', data: goal(902, '1:0') }))
  expect(banner()).toBeNull()
  act(() => last().push({ topic: 'match:8', type: 'status', data: { status_id: 2, status_text: '中场', elapsed_text: '中场' } }))
  expect(banner()).toContain('半场')
  act(() => last().push({ topic: 'match:7', type: 'event', data: red(903) }))
  expect(banner()).toContain('红牌')
})
