import { act } from '@testing-library/react'
import { AlertSettingsStore } from '@/features/match/stores/alertSettingsStore'
import type { AlertSettings } from '@/features/match/services/alertSettings'
import {
  alertBannerText as banner, goalEventFixture, HALF_TIME_STATUS, KICKOFF_STATUS, redCardEventFixture, renderPageWithAlerts, shownAlertsFixture,
  installAlertTestEnvironment,
} from './liveAlertFixtures'

const ref = (id: number) => ({ id, name: `队${id}`, short_name: `队${id}`, logo: { color: '#c00', text: '队' } })

/** followed: match 7 (teams 14 and 15) in play, match 8 (teams 16 and 17) about to kick off */
async function shownWith(settings: AlertSettings) {
  const kinds = new AlertSettingsStore({ available: false, templates: { kickoff: '', goal: '', red: '', half_time: '', full_time: '', lineups: '' }, ask: async () => [] })
  kinds.resource.replace(settings)
  const { alerts, last } = await shownAlertsFixture({ kindsFor: (m) => kinds.kindsFor(m) })
  renderPageWithAlerts(alerts)
  return last
}

const goal = (id: number, score: string) => goalEventFixture({ id, score })
const red = (id: number) => redCardEventFixture({ id })

installAlertTestEnvironment()

test('the banner shows only the kinds the default switches on', async () => {
  const last = await shownWith({ default: ['red', 'kickoff'], teams: [], matches: [], consents: {} })
  act(() => last().push({ topic: 'match:7', type: 'event', data: goal(900, '1:0') }))
  expect(banner()).toBeNull()
  act(() => last().push({ topic: 'match:7', type: 'event', data: red(901) }))
  expect(banner()).toContain('红牌')
  act(() => last().push({ topic: 'match:7', type: 'status', data: HALF_TIME_STATUS }))
  expect(banner()).toContain('红牌')
  act(() => last().push({ topic: 'match:8', type: 'status', data: KICKOFF_STATUS }))
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
  act(() => last().push({ topic: 'match:8', type: 'status', data: KICKOFF_STATUS }))
  act(() => last().push({ topic: 'match:8', type: 'event', data: goal(902, '1:0') }))
  expect(banner()).toBeNull()
  act(() => last().push({ topic: 'match:8', type: 'status', data: HALF_TIME_STATUS }))
  expect(banner()).toContain('半场')
  act(() => last().push({ topic: 'match:7', type: 'event', data: red(903) }))
  expect(banner()).toContain('红牌')
})
