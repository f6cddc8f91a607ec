import { act, fireEvent, render, screen } from '@testing-library/react'
import PageShell from '@/components/layout/PageShell'
import { RootStore } from '@/stores/RootStore'
import { StoreProvider } from '@/stores/StoreContext'
import { ALERT_BANNER_MS, GoalAlertStore } from '@/features/match/stores/goalAlertStore'
import { matchRowFixture } from './matchFixtures'
import { fakeLiveSocket } from '../unit/services/fakeSocket'
import { spyOnTaro } from '../setup/taroSpies'

function pageWithAlerts(alerts: GoalAlertStore) {
  const store = new RootStore()
  Object.defineProperty(store, 'goalAlerts', { value: alerts })
  render(
    <StoreProvider store={store}>
      <PageShell title='专家'>
        <></>
      </PageShell>
    </StoreProvider>,
  )
}

async function shownAlerts(loggedIn = true) {
  const fake = fakeLiveSocket()
  const followed = [matchRowFixture({ id: 7, status_id: 1, current_score: '0:0', elapsed_text: "22'" }), matchRowFixture({ id: 8, status_id: 0, current_score: '' })]
  const alerts = new GoalAlertStore(() => loggedIn, fake.socket, async () => followed)
  await alerts.appShown()
  fake.last()?.open()
  return { alerts, ...fake }
}

const goalEvent = { id: 900, type: 'goal', side: 'home', minute: 23, minute_text: "23'", player_id: 5, player_name: '张伟', related_player_id: null, related_player_name: '', score: '1:0' }

beforeEach(() => {
  jest.useFakeTimers()
  localStorage.clear()
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

test('a followed match\'s goal shows a banner on any page, once for its score and event messages, and hides after a few seconds', async () => {
  const { alerts, socket, last } = await shownAlerts()
  expect(socket.topics).toEqual(['match:7', 'match:8'])
  pageWithAlerts(alerts)
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
  const { alerts, last } = await shownAlerts()
  pageWithAlerts(alerts)
  act(() => last().push({ topic: 'match:7', type: 'event', data: { ...goalEvent, id: 901, type: 'red', player_name: '李强', score: '0:0' } }))
  expect(screen.getByTestId('alert-banner').textContent).toContain('红牌')
  expect(screen.getByTestId('alert-banner').textContent).toContain('李强')
  act(() => last().push({ topic: 'match:7', type: 'status', data: { status_id: 2, status_text: '中场', elapsed_text: '中场' } }))
  expect(screen.getByTestId('alert-banner').textContent).toContain('半场')
  act(() => last().push({ topic: 'match:7', type: 'status', data: { status_id: 8, status_text: '完场', elapsed_text: '完场' } }))
  expect(screen.getByTestId('alert-banner').textContent).toContain('完场')
  fireEvent.click(screen.getByTestId('alert-banner'))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining('sportsSetails?id=7') })
  expect(screen.queryByTestId('alert-banner')).toBeNull()
})

test('a minute tick or a match not followed shows nothing', async () => {
  const { alerts, last } = await shownAlerts()
  pageWithAlerts(alerts)
  act(() => {
    last().push({ topic: 'match:7', type: 'minute', data: { elapsed: 24, elapsed_text: "24'" } })
    last().push({ topic: 'match:99', type: 'score', data: { current_score: '1:0' } })
  })
  expect(screen.queryByTestId('alert-banner')).toBeNull()
})

test('turned off in 设置: nothing is listened to and no banner shows, and the choice is kept', async () => {
  const { alerts, socket } = await shownAlerts()
  alerts.setEnabled(false)
  expect(socket.topics).toEqual([])
  const again = new GoalAlertStore(() => true, socket, async () => [matchRowFixture({ id: 7, status_id: 1 })])
  expect(again.enabled).toBe(false)
  await again.appShown()
  expect(socket.topics).toEqual([])
})

test('in the background, and logged out, nothing is listened to', async () => {
  const { alerts, socket } = await shownAlerts()
  alerts.appHidden()
  expect(socket.topics).toEqual([])
  const anonymous = await shownAlerts(false)
  expect(anonymous.socket.topics).toEqual([])
})
