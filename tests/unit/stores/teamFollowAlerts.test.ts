import { TeamHomeModel } from '@/features/match/stores/teamHomeModel'
import * as teams from '@/features/match/services/teams'
import * as live from '@/features/match/services/live'
import { askSubscribeMessage } from '@/platform/subscribeMessage'
import { matchRowFixture } from '../../components/matchFixtures'

// as on the mini program, with two templates configured: following a team asks for its next match's alerts
jest.mock('@/platform/subscribeMessage', () => ({ subscribeMessageAvailable: true, askSubscribeMessage: jest.fn() }))
jest.mock('@/services/config', () => ({ ...jest.requireActual('@/services/config'), SUBSCRIBE_TEMPLATE_IDS: ['tplGoal', 'tplEnd'] }))
jest.mock('@/features/match/services/teams', () => ({ fetchTeamHome: jest.fn(), setTeamFollowed: jest.fn() }))
jest.mock('@/features/match/services/live', () => ({ sendAlertConsent: jest.fn() }))

const fetchTeamHome = jest.mocked(teams.fetchTeamHome)
const setTeamFollowed = jest.mocked(teams.setTeamFollowed)
const sendAlertConsent = jest.mocked(live.sendAlertConsent)
const ask = jest.mocked(askSubscribeMessage)
const next = matchRowFixture({ id: 31, status_id: 0 })

function teamHome(followed: boolean): teams.TeamHome {
  return {
    header: { team: next.home_team, league: next.league, rank: 1, venue: '', coach: '', followers: 3, followed },
    summary: { played: 0, win: 0, draw: 0, loss: 0, goals_for: 0, goals_against: 0 }, form: [], results: [], fixtures: [next],
  }
}

beforeEach(() => {
  jest.resetAllMocks()
  sendAlertConsent.mockResolvedValue({} as never)
})

test("a follow asks WeChat from the tap, records the answer for the team's next match and tells the alerts", async () => {
  fetchTeamHome.mockResolvedValue(teamHome(false))
  ask.mockResolvedValue(['tplGoal'])
  setTeamFollowed.mockResolvedValue({ id: next.home_team.id, followed: true, followers: 4 })
  const heard = jest.fn()
  const model = new TeamHomeModel(next.home_team.id, heard)
  await model.home.load()
  const done = model.toggleFollow()
  expect(ask).toHaveBeenCalledWith(['tplGoal', 'tplEnd'])
  await done
  expect(model.home.data?.header).toMatchObject({ followed: true, followers: 4 })
  expect(heard).toHaveBeenCalledTimes(1)
  expect(sendAlertConsent).toHaveBeenCalledWith(31, ['tplGoal', 'tplEnd'], true)
})

test('an unfollow asks nothing; a refused follow goes back and records nothing', async () => {
  fetchTeamHome.mockResolvedValue(teamHome(true))
  setTeamFollowed.mockResolvedValue({ id: next.home_team.id, followed: false, followers: 2 })
  const heard = jest.fn()
  const model = new TeamHomeModel(next.home_team.id, heard)
  await model.home.load()
  await model.toggleFollow()
  expect(ask).not.toHaveBeenCalled()
  expect(model.home.data?.header).toMatchObject({ followed: false, followers: 2 })

  heard.mockClear()
  setTeamFollowed.mockRejectedValue(new Error('最多关注 30 支球队，请先取消一些关注'))
  ask.mockResolvedValue([])
  await model.toggleFollow()
  expect(model.home.data?.header.followed).toBe(false)
  expect(heard).not.toHaveBeenCalled()
  expect(sendAlertConsent).not.toHaveBeenCalled()
})
