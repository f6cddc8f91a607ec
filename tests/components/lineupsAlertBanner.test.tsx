import { act, fireEvent, screen } from '@testing-library/react'
import { DEFAULT_ALERT_KINDS } from '@contract/live'
import { ALERT_BANNER_MS } from '@/features/match/stores/goalAlertStore'
import type { AlertSettings } from '@/features/match/services/alertSettings'
import { matchRowFixture } from './matchFixtures'
import { alertBannerText as banner, alertTeamRef as ref, showAlertBanner, withAlertBannerTestState } from './alertBannerHarness'
import { spyOnTaro } from '../setup/taroSpies'

/**
 * 首发公布 in the in-app banner (issue 24): the `lineups` push of a followed match shows a banner
 * only when 设置 › 比赛提醒 switches 首发公布 on for that match (its own kinds, else its teams',
 * else the default); a tap opens the match on its 阵容 tab.
 */

/** followed: matches 8 (teams 16, 17), 9 (teams 18, 19) and 10 (teams 20, 21), none kicked off; `settings` null = not loaded yet */
async function shownWith(settings: AlertSettings | null) {
  const followed = [8, 9, 10].map((id) => matchRowFixture({ id, status_id: 0, status_text: '未开赛', current_score: '', elapsed: 0, elapsed_text: '' }))
  const shown = await showAlertBanner(followed, settings)
  const announce = (id: number) => act(() => shown.last().push({
    topic: `match:${id}`,
    type: 'lineups',
    data: { match_id: id, home: { team_id: 2 * id, short_name: `主队${id}`, formation: '4-3-3' }, away: { team_id: 2 * id + 1, short_name: `客队${id}`, formation: '4-4-2' } },
  }))
  return { announce, socket: shown.socket, kinds: shown.kinds }
}

const settle = () => act(() => void jest.advanceTimersByTime(ALERT_BANNER_MS + 1))

withAlertBannerTestState()

test('off by default: nothing before the settings load, nor with the default left alone; on once the default has it', async () => {
  const { announce, kinds } = await shownWith(null)
  announce(8)
  expect(banner()).toBeNull()
  kinds.resource.replace({ default: [...DEFAULT_ALERT_KINDS], teams: [], matches: [], consents: {} })
  announce(9)
  expect(banner()).toBeNull()
  kinds.resource.replace({ default: [...DEFAULT_ALERT_KINDS, 'lineups'], teams: [], matches: [], consents: {} })
  announce(10)
  expect(banner()).toContain('主队10 vs 客队10')
})

test('on in the default: the banner names the teams and formations, and a tap opens the match on 阵容', async () => {
  const spies = spyOnTaro()
  const { announce, socket } = await shownWith({ default: ['goal', 'lineups'], teams: [], matches: [], consents: {} })
  expect(socket.topics).toEqual(['match:8', 'match:9', 'match:10'])
  announce(8)
  expect(banner()).toContain('首发公布')
  expect(banner()).toContain('主队8 vs 客队8')
  expect(banner()).toContain('首发已公布 · 4-3-3 vs 4-4-2')
  fireEvent.click(screen.getByTestId('alert-banner'))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: expect.stringContaining('sportsSetails?id=8&tab=lineup') })
  expect(banner()).toBeNull()
  // the same announcement again (a resend) is not news
  announce(8)
  expect(banner()).toBeNull()
})

test('a match\'s own kinds win over its team\'s, which win over the default', async () => {
  const { announce } = await shownWith({
    default: ['goal'],
    // team 16 (match 8) and team 18 (match 9) want line-ups; match 9's own kinds leave them out; match 10 follows the default
    teams: [{ team: ref(16), kinds: ['lineups'] }, { team: ref(18), kinds: ['lineups', 'goal'] }],
    matches: [{ event_id: 9, home: ref(18), away: ref(19), start_at: 0, kinds: ['goal'] }],
    consents: {},
  })
  announce(9)
  expect(banner()).toBeNull()
  announce(10)
  expect(banner()).toBeNull()
  announce(8)
  expect(banner()).toContain('主队8 vs 客队8')
  settle()
  expect(banner()).toBeNull()
})

test('a match whose own kinds are 首发公布 alone alerts it though its team and the default do not', async () => {
  const { announce } = await shownWith({
    default: [],
    teams: [{ team: ref(20), kinds: ['goal'] }],
    matches: [{ event_id: 10, home: ref(20), away: ref(21), start_at: 0, kinds: ['lineups'] }],
    consents: {},
  })
  announce(8)
  expect(banner()).toBeNull()
  announce(10)
  expect(banner()).toContain('主队10 vs 客队10')
})
