import { render, screen } from '@testing-library/react'
import type { MatchRow } from '@contract/football'
import PageShell from '@/components/layout/PageShell'
import { RootStore } from '@/stores/RootStore'
import { StoreProvider } from '@/stores/StoreContext'
import { GoalAlertStore } from '@/features/match/stores/goalAlertStore'
import { AlertSettingsStore } from '@/features/match/stores/alertSettingsStore'
import type { AlertSettings } from '@/features/match/services/alertSettings'
import { fakeLiveSocket } from '../unit/services/fakeSocket'

/**
 * The in-app alert banner over a page, as every target shows it (the page shell's AlertBanner,
 * the root store's alert store), listening to `followed` through a fake socket that is open, with
 * the user's 比赛提醒 kinds (`null`: not loaded yet, so the default kinds).
 */
export async function showAlertBanner(followed: MatchRow[], settings: AlertSettings | null) {
  const fake = fakeLiveSocket()
  const kinds = new AlertSettingsStore({ available: false, templates: { kickoff: '', goal: '', red: '', half_time: '', full_time: '', lineups: '' }, ask: async () => [] })
  if (settings) kinds.resource.replace(settings)
  const alerts = new GoalAlertStore(() => true, fake.socket, async () => followed, (m) => kinds.kindsFor(m))
  await alerts.appShown()
  fake.last()?.open()
  const store = new RootStore()
  Object.defineProperty(store, 'goalAlerts', { value: alerts })
  render(
    <StoreProvider store={store}>
      <PageShell title='赛事'>
        <></>
      </PageShell>
    </StoreProvider>,
  )
  return { ...fake, kinds, alerts }
}

/** the banner's text, null while none shows */
export const alertBannerText = () => screen.queryByTestId('alert-banner')?.textContent ?? null

/** a team as the alert settings list it */
export const alertTeamRef = (id: number) => ({ id, name: `队${id}`, short_name: `队${id}`, logo: { color: '#c00', text: '队' } })

/** each test on fake timers (the banner hides itself after ALERT_BANNER_MS) with the device storage empty (the 比赛提醒 switch on) */
export function withAlertBannerTestState(): void {
  beforeEach(() => {
    jest.useFakeTimers()
    localStorage.clear()
  })
  afterEach(() => {
    jest.useRealTimers()
    jest.restoreAllMocks()
  })
}
