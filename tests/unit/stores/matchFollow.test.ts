import { MatchFollow } from '@/features/match/stores/matchFollow'
import * as matches from '@/features/match/services/matches'
import * as live from '@/features/match/services/live'
import { askSubscribeMessage } from '@/platform/subscribeMessage'
import { matchRowFixture } from '../../components/matchFixtures'

// as on the mini program, with two templates configured
jest.mock('@/platform/subscribeMessage', () => ({ subscribeMessageAvailable: true, askSubscribeMessage: jest.fn() }))
jest.mock('@/services/config', () => ({ ...jest.requireActual('@/services/config'), SUBSCRIBE_TEMPLATE_IDS: ['tplGoal', 'tplEnd'] }))
jest.mock('@/features/match/services/matches', () => ({ setMatchFollowed: jest.fn() }))
jest.mock('@/features/match/services/live', () => ({ sendAlertConsent: jest.fn() }))

const setMatchFollowed = jest.mocked(matches.setMatchFollowed)
const sendAlertConsent = jest.mocked(live.sendAlertConsent)
const ask = jest.mocked(askSubscribeMessage)

beforeEach(() => {
  jest.resetAllMocks()
  sendAlertConsent.mockResolvedValue({} as never)
})

test('a follow asks WeChat from the tap itself, then records the answer once the server confirms', async () => {
  let confirm: (followed: boolean) => void = () => undefined
  setMatchFollowed.mockReturnValue(new Promise((resolve) => (confirm = resolve)))
  ask.mockResolvedValue(['tplGoal'])
  const heard = jest.fn()
  const shown: boolean[] = []
  const follow = new MatchFollow(heard)
  const done = follow.toggle(matchRowFixture({ id: 5, followed: false }), (on) => shown.push(on))
  // asked before any await (WeChat refuses a request that does not come from the tap)
  expect(ask).toHaveBeenCalledWith(['tplGoal', 'tplEnd'])
  expect(shown).toEqual([true])
  expect(follow.isBusy(5)).toBe(true)
  confirm(true)
  expect(await done).toBe(true)
  expect(heard).toHaveBeenCalledWith(expect.objectContaining({ id: 5, followed: true }), true)
  expect(sendAlertConsent).toHaveBeenCalledWith(5, ['tplGoal', 'tplEnd'], true)
})

test('an unfollow asks nothing; a failed follow goes back and records nothing', async () => {
  const heard = jest.fn()
  const follow = new MatchFollow(heard)
  setMatchFollowed.mockResolvedValueOnce(false)
  expect(await follow.toggle(matchRowFixture({ id: 6, followed: true }), () => undefined)).toBe(false)
  expect(ask).not.toHaveBeenCalled()
  expect(heard).toHaveBeenCalledWith(expect.objectContaining({ id: 6 }), false)

  heard.mockClear()
  ask.mockResolvedValue([])
  setMatchFollowed.mockRejectedValueOnce(new Error('网络错误'))
  const shown: boolean[] = []
  expect(await follow.toggle(matchRowFixture({ id: 7, followed: false }), (on) => shown.push(on))).toBe(false)
  expect(shown).toEqual([true, false])
  expect(heard).not.toHaveBeenCalled()
  expect(sendAlertConsent).not.toHaveBeenCalled()
})
