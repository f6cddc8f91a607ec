import type { MatchRow } from '@contract/football'
import { GoalAlertStore } from '@/features/match/stores/goalAlertStore'
import { AlertSettingsStore } from '@/features/match/stores/alertSettingsStore'
import type { AlertSettings } from '@/features/match/services/alertSettings'
import { fakeLiveSocket } from '../unit/services/fakeSocket'
import { renderPageWithAlerts } from './liveAlertFixtures'

export { alertBannerText, installAlertTestEnvironment as withAlertBannerTestState } from './liveAlertFixtures'

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
  renderPageWithAlerts(alerts)
  return { ...fake, kinds, alerts }
}

/** a team as the alert settings list it */
export const alertTeamRef = (id: number) => ({ id, name: `队${id}`, short_name: `队${id}`, logo: { color: '#c00', text: '队' } })
