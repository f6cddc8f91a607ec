import { render, screen } from '@testing-library/react'
import PageShell from '@/components/layout/PageShell'
import { RootStore } from '@/stores/RootStore'
import { StoreProvider } from '@/stores/StoreContext'
import { GoalAlertStore, type AlertKind } from '@/features/match/stores/goalAlertStore'
import type { MatchRow } from '@contract/football'
import { matchRowFixture } from './matchFixtures'
import { fakeLiveSocket } from '../unit/services/fakeSocket'

/** shared steps of the live-alert banner tests (goal alerts, alert kinds): followed matches, the store, the page, the messages */

/** the matches a member follows: match 7 (teams 14 and 15) in play at 0:0, match 8 (teams 16 and 17) about to kick off */
export function followedMatchesFixture(): MatchRow[] {
  return [matchRowFixture({ id: 7, status_id: 1, current_score: '0:0', elapsed_text: "22'" }), matchRowFixture({ id: 8, status_id: 0, current_score: '' })]
}

/**
 * A goal-alert store as the app coming to the front leaves it: the followed matches fetched and the
 * live socket open; `last()` is that socket's connection (push messages on it).
 */
export async function shownAlertsFixture({ loggedIn = true, kindsFor }: { loggedIn?: boolean; kindsFor?: (m: MatchRow) => readonly AlertKind[] } = {}) {
  const fake = fakeLiveSocket()
  const alerts = new GoalAlertStore(() => loggedIn, fake.socket, async () => followedMatchesFixture(), kindsFor)
  await alerts.appShown()
  fake.last()?.open()
  return { alerts, ...fake }
}

/** any page (the page shell) with these alerts in the root store: the banner shows on it */
export function renderPageWithAlerts(alerts: GoalAlertStore): void {
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

/** the data of a live `event` message: the home side's goal to 1:0 in the 23rd minute; override what a test is about */
export function goalEventFixture(over: Record<string, unknown> = {}) {
  return { id: 900, type: 'goal', side: 'home', minute: 23, minute_text: "23'", player_id: 5, player_name: '张伟', related_player_id: null, related_player_name: '', score: '1:0', ...over }
}

/** the data of a live `event` message: a red card for the home side's 李强 at 0:0 */
export function redCardEventFixture(over: Record<string, unknown> = {}) {
  return goalEventFixture({ type: 'red', player_name: '李强', score: '0:0', ...over })
}

/** the data of live `status` messages */
export const KICKOFF_STATUS = { status_id: 1, status_text: '上半场', elapsed: 1, elapsed_text: "1'" }
export const HALF_TIME_STATUS = { status_id: 2, status_text: '中场', elapsed_text: '中场' }
export const FULL_TIME_STATUS = { status_id: 8, status_text: '完场', elapsed_text: '完场' }

/** the alert banner's text, null while none shows */
export const alertBannerText = () => screen.queryByTestId('alert-banner')?.textContent ?? null

/** fake timers (the banner hides on a timer) and an empty localStorage (the on/off choice is kept there) around each test */
export function installAlertTestEnvironment(): void {
  beforeEach(() => {
    jest.useFakeTimers()
    localStorage.clear()
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })
}
