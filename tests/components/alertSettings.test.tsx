import { act, fireEvent, render, screen } from '@testing-library/react'
import type { AlertSettings } from '@/features/match/services/alertSettings'
import SettingsPage from '@/pages/msyng/Settings/Settings'
import { rootStore } from '@/stores/RootStore'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../setup/taroSpies'
import { makeUser } from '../setup/fixtures'
import { makeMember } from './accounts/fixtures'

let spies: TaroSpies
let settings: AlertSettings
const team = (id: number, name: string) => ({ id, name, short_name: name, logo: { color: '#d8312a', text: name.slice(0, 1) } })
const calls = () => spies.request.mock.calls.map(([opts]) => ({
  path: String((opts as { url: string }).url).replace(/^.*\/api\//, 'api/'),
  data: (opts as { data: Record<string, unknown> }).data,
}))

/** a stand-in of the server's rule for the saves the screen sends */
function answer(path: string, data: Record<string, string>): unknown {
  if (path.endsWith('api/Game/alert_setting_save')) {
    const kinds = data.kinds ? (data.kinds.split(',') as AlertSettings['default']) : []
    const inherit = ['1', 'true'].includes(String(data.inherit))
    if (data.scope === 'default') settings = { ...settings, default: kinds }
    if (data.scope === 'team') settings = { ...settings, teams: settings.teams.map((t) => (t.team.id === Number(data.target_id) ? { ...t, kinds: inherit ? null : kinds } : t)) }
    if (data.scope === 'match') settings = { ...settings, matches: settings.matches.map((m) => (m.event_id === Number(data.target_id) ? { ...m, kinds: inherit ? null : kinds } : m)) }
  }
  return settings
}

beforeEach(() => {
  spies = spyOnTaro()
  settings = {
    default: ['kickoff', 'goal', 'red', 'half_time', 'full_time'],
    teams: [{ team: team(11, '曼城'), kinds: ['goal'] }],
    matches: [{ event_id: 70, home: team(11, '曼城'), away: team(12, '利物浦'), start_at: Date.parse('2026-11-22T20:00:00+08:00'), kinds: null }],
    consents: {},
  }
  rootStore.user.signIn(makeUser())
  rootStore.member.set(makeMember({ nickname: '老球迷' }))
  spies.request.mockImplementation(((opts: { url: string; data: Record<string, string> }) => {
    if (opts.url.includes('api/Game/alert_')) return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: answer(opts.url, opts.data) }))
    return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: null }))
  }) as never)
})
afterEach(() => {
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
})

const isOn = (testId: string) => screen.getByTestId(testId).getAttribute('aria-checked') === 'true'

async function openPanel() {
  render(<SettingsPage />)
  await act(async () => void fireEvent.click(screen.getByTestId('alert-kinds-row')))
  expect(screen.getByTestId('alert-settings')).toBeTruthy()
}

test('设置 › 比赛提醒 lists the default kinds, each followed team and match; a match without its own kinds shows its team\'s', async () => {
  await openPanel()
  expect(calls().map((c) => c.path)).toContain('api/Game/alert_settings')
  expect(['kickoff', 'goal', 'red', 'half_time', 'full_time'].every((k) => isOn(`alert-default-${k}`))).toBe(true)
  expect(isOn('alert-default-lineups')).toBe(false)
  expect(screen.getByText('曼城')).toBeTruthy()
  expect(isOn('alert-team-11-goal')).toBe(true)
  expect(isOn('alert-team-11-kickoff')).toBe(false)
  // the match follows 曼城's own kinds (match override > team override > default)
  expect(isOn('alert-match-70-goal')).toBe(true)
  expect(isOn('alert-match-70-full_time')).toBe(false)
  expect(screen.getByTestId('alert-match-70').className).toContain('inherited')
  expect(screen.getByText(/开赛前 60 分钟/)).toBeTruthy()
  expect(screen.queryByTestId('alert-default-refused')).toBeNull()
})

test('a kind WeChat refused (mini program) is said clearly on its row', async () => {
  settings = { ...settings, consents: { red: 'reject', goal: 'accept' } }
  await openPanel()
  expect(screen.getByTestId('alert-default-refused').textContent).toBe('红牌：微信订阅消息已拒绝，可在设置中开启')
})

test('switching a kind saves that scope on the server; 恢复默认 drops a team\'s own kinds', async () => {
  await openPanel()
  await act(async () => void fireEvent.click(screen.getByTestId('alert-default-lineups')))
  expect(calls().find((c) => c.path === 'api/Game/alert_setting_save')?.data).toEqual(expect.objectContaining({ scope: 'default', kinds: 'kickoff,goal,red,half_time,full_time,lineups' }))
  expect(isOn('alert-default-lineups')).toBe(true)

  // the match had no kinds of its own: it starts from what it inherited (曼城's goal) plus the switched one
  await act(async () => void fireEvent.click(screen.getByTestId('alert-match-70-full_time')))
  expect(calls().at(-1)?.data).toEqual(expect.objectContaining({ scope: 'match', target_id: 70, kinds: 'goal,full_time' }))
  expect(isOn('alert-match-70-full_time')).toBe(true)
  expect(screen.getByTestId('alert-match-70').className).not.toContain('inherited')

  await act(async () => void fireEvent.click(screen.getByTestId('alert-team-11-inherit')))
  expect(calls().at(-1)?.data).toEqual(expect.objectContaining({ scope: 'team', target_id: 11, inherit: 1 }))
  expect(isOn('alert-team-11-kickoff')).toBe(true)
})

test('a save the server refuses is said on the screen; a load failure offers a retry', async () => {
  spies.request.mockImplementation(((opts: { url: string }) => {
    if (opts.url.endsWith('api/Game/alert_settings')) return Promise.resolve(httpAnswer({ code: 0, msg: '网络开小差了', data: null }))
    return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: null }))
  }) as never)
  render(<SettingsPage />)
  await act(async () => void fireEvent.click(screen.getByTestId('alert-kinds-row')))
  expect(screen.getByTestId('state-error')).toBeTruthy()

  spies.request.mockImplementation(((opts: { url: string; data: Record<string, string> }) => {
    if (opts.url.endsWith('api/Game/alert_setting_save')) return Promise.resolve(httpAnswer({ code: 0, msg: '只能为已关注的球队设置提醒', data: null }))
    return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: answer(opts.url, opts.data) }))
  }) as never)
  await act(async () => void fireEvent.click(screen.getByText('重试')))
  await act(async () => void fireEvent.click(screen.getByTestId('alert-team-11-red')))
  expect(screen.getByTestId('alert-settings-failure').textContent).toBe('只能为已关注的球队设置提醒')
  expect(isOn('alert-team-11-red')).toBe(false)
})
