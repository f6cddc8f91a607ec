import { act, fireEvent, screen } from '@testing-library/react'
import { ALERT_BANNER_MS, GoalAlertStore } from '@/features/match/stores/goalAlertStore'
import { matchRowFixture } from './matchFixtures'
import {
  FULL_TIME_STATUS, goalEventFixture, HALF_TIME_STATUS, redCardEventFixture, renderPageWithAlerts, shownAlertsFixture,
  installAlertTestEnvironment,
} from './liveAlertFixtures'
import { spyOnTaro } from '../setup/taroSpies'

const goalEvent = goalEventFixture()

installAlertTestEnvironment()

test('a followed match\'s goal shows a banner on any page, once for its score and event messages, and hides after a few seconds', async () => {
  const { alerts, socket, last } = await shownAlertsFixture()
  expect(socket.topics).toEqual(['match:7', 'match:8'])
  renderPageWithAlerts(alerts)
  expect(screen.queryByTestId('alert-banner')).toBeNull()
  act(() => {
    last().push({ topic: 'match:7', type: 'event', data: goalEvent })
    last().push({ topic: 'match:7', type: 'score', data: { current_score: '1:0' } })
  })
  const banner = screen.getByTestId('alert-banner')
  expect(banner.textContent).toContain('进球')
  expect(banner.textContent).toContain('主队7 1-0 客队7')
  expect(banner.textContent).toContain("23' 张伟")
  act(() => void jest.advanceTimersByTime(ALERT_BANNER_MS))
  expect(screen.queryByTestId('alert-banner')).toBeNull()
})

test('a red card, half time and the final whistle alert too; tapping the banner opens the match', async () => {
  const spies = spyOnTaro()
  const { alerts, last } = await shownAlertsFixture()
  renderPageWithAlerts(alerts)
  act(() => last().push({ topic: 'match:7', type: 'event', data: redCardEventFixture({ id: 901 }) }))
  expect(screen.getByTestId('alert-banner').textContent).toContain('红牌')
  expect(screen.getByTestId('alert-banner').textContent).toContain('李强')
  act(() => last().push({ topic: 'match:7', type: 'status', data: HALF_TIME_STATUS }))
  expect(screen.getByTestId('alert-banner').textContent).toContain('半场')
  act(() => last().push({ topic: 'match:7', type: 'status', data: FULL_TIME_STATUS }))
  expect(screen.getByTestId('alert-banner').textContent).toContain('完场')
  fireEvent.click(screen.getByTestId('alert-banner'))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining('sportsSetails?id=7') })
  expect(screen.queryByTestId('alert-banner')).toBeNull()
})

test('a minute tick or a match not followed shows nothing', async () => {
  const { alerts, last } = await shownAlertsFixture()
  renderPageWithAlerts(alerts)
  act(() => {
    last().push({ topic: 'match:7', type: 'minute', data: { elapsed: 24, elapsed_text: "24'" } })
    last().push({ topic: 'match:99', type: 'score', data: { current_score: '1:0' } })
  })
  expect(screen.queryByTestId('alert-banner')).toBeNull()
})

test('turned off in 设置: nothing is listened to and no banner shows, and the choice is kept', async () => {
  const { alerts, socket } = await shownAlertsFixture()
  alerts.setEnabled(false)
  expect(socket.topics).toEqual([])
  const again = new GoalAlertStore(() => true, socket, async () => [matchRowFixture({ id: 7, status_id: 1 })])
  expect(again.enabled).toBe(false)
  await again.appShown()
  expect(socket.topics).toEqual([])
})

test('in the background, and logged out, nothing is listened to', async () => {
  const { alerts, socket } = await shownAlertsFixture()
  alerts.appHidden()
  expect(socket.topics).toEqual([])
  const anonymous = await shownAlertsFixture({ loggedIn: false })
  expect(anonymous.socket.topics).toEqual([])
})
