import Taro from '@tarojs/taro'
import { AlertSettingsStore } from '@/features/match/stores/alertSettingsStore'
import * as service from '@/features/match/services/alertSettings'
import type { AlertSettings } from '@/features/match/services/alertSettings'
import { askSubscribeMessage } from '@/platform/subscribeMessage.weapp'

// as on the mini program: the store's platform edge is the weapp one, one template per kind
jest.mock('@/platform/subscribeMessage', () => jest.requireActual('@/platform/subscribeMessage.weapp'))
jest.mock('@/features/match/alertTemplates', () => ({
  ALERT_TEMPLATE_IDS: { kickoff: 'tpl-ko', goal: 'tpl-goal', red: 'tpl-red', half_time: 'tpl-ht', full_time: 'tpl-ft', lineups: 'tpl-lu' },
}))
jest.mock('@/features/match/services/alertSettings', () => ({ fetchAlertSettings: jest.fn(), saveAlertSetting: jest.fn(), sendKindConsent: jest.fn() }))

const save = jest.mocked(service.saveAlertSetting)
const consent = jest.mocked(service.sendKindConsent)
let settings: AlertSettings

beforeEach(() => {
  jest.resetAllMocks()
  settings = { default: ['goal'], teams: [], matches: [], consents: {} }
  save.mockImplementation(async (_scope, _id, kinds) => (settings = { ...settings, default: [...kinds] }))
  consent.mockImplementation(async (kinds, _ids, accepted) => {
    settings = { ...settings, consents: { ...settings.consents, ...Object.fromEntries(kinds.map((k) => [k, accepted ? 'accept' : 'reject'])) } }
    return settings
  })
})
afterEach(() => jest.restoreAllMocks())

function store() {
  const s = new AlertSettingsStore()
  s.resource.replace(settings)
  return s
}

test('switching a kind on asks WeChat for that kind\'s template alone, from the tap, and records the answer per kind', async () => {
  const ask = jest.spyOn(Taro, 'requestSubscribeMessage').mockImplementation((() => Promise.resolve({ errMsg: 'requestSubscribeMessage:ok', 'tpl-lu': 'accept' })) as never)
  const s = store()
  const done = s.toggle('default', undefined, 'lineups', [])
  // asked before any answer of the server (WeChat refuses a request that is not from a tap)
  expect(ask).toHaveBeenCalledTimes(1)
  expect(ask).toHaveBeenCalledWith(expect.objectContaining({ tmplIds: ['tpl-lu'] }))
  await done
  expect(save).toHaveBeenCalledWith('default', undefined, ['goal', 'lineups'])
  expect(consent).toHaveBeenCalledWith(['lineups'], ['tpl-lu'], true)
  expect(s.refused('lineups')).toBe(false)
  expect(s.ownKinds('default')).toEqual(['goal', 'lineups'])
})

test('a refusal is kept for that kind only and shown as refused; switching a kind off asks nothing', async () => {
  const ask = jest.spyOn(Taro, 'requestSubscribeMessage').mockImplementation((() => Promise.resolve({ errMsg: 'requestSubscribeMessage:ok', 'tpl-red': 'reject' })) as never)
  const s = store()
  await s.toggle('default', undefined, 'red', [])
  expect(consent).toHaveBeenCalledWith(['red'], ['tpl-red'], false)
  expect(s.refused('red')).toBe(true)
  expect(s.refused('goal')).toBe(false)
  await s.toggle('default', undefined, 'goal', [])
  expect(ask).toHaveBeenCalledTimes(1)
  expect(save).toHaveBeenLastCalledWith('default', undefined, ['red'])
})

test('WeChat takes at most three templates per request', async () => {
  const ask = jest.spyOn(Taro, 'requestSubscribeMessage').mockImplementation((() => Promise.resolve({ errMsg: 'ok', a: 'accept', b: 'reject', c: 'accept', d: 'accept' })) as never)
  expect(await askSubscribeMessage(['a', 'b', 'c', 'd'])).toEqual(['a', 'c'])
  expect(ask).toHaveBeenCalledWith(expect.objectContaining({ tmplIds: ['a', 'b', 'c'] }))
})
