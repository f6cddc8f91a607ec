import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { PredictionParameters } from '@contract/api/experts'
import type { MatchRow } from '@contract/football'
import PublishCrossoverPage from '@/pages/publish/publishCrossover'
import PublishPetitionPage from '@/pages/publish/publishPetition'
import PublishPetitionltsPage from '@/pages/publish/publishPetitionlts'
import { rootStore } from '@/stores/RootStore'
import { reasonOf, typeInto } from '../accounts/formInput'
import { makeUser } from '../../setup/fixtures'
import { firePageEvent } from '../../setup/pageEvents'
import { spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'
import { specificationOnlyBackend } from '../../setup/backends'
import { beijingToday } from '@/utils/beijingDay'
import { answerBy, ok, pageOf, upcomingMatch, type Routes } from './fixtures'

let spies: TaroSpies
let routes: Routes
let redirectTo: jest.SpyInstance
/** the fields each call to this path sent */
const sent = (path: string) =>
  spies.request.mock.calls.map(([o]) => o as { url: string; data: Record<string, unknown> }).filter((o) => o.url.endsWith(path)).map((o) => o.data)

/** what a match offers: handicap at -0.5 and over/under 2.5, odds differing per match */
function parametersOf(match: MatchRow, bump = 0): PredictionParameters {
  return {
    event_id: match.id,
    match,
    open: true,
    plays: [
      { play: 'handicap', play_text: '让球', line: -0.5, options: [
        { pick: 'home', label: '主队', pick_text: '主队 -0.5', odds: 1.9 + bump },
        { pick: 'away', label: '客队', pick_text: '客队 +0.5', odds: 1.95 },
      ] },
      { play: 'overUnder', play_text: '大小球', line: 2.5, options: [
        { pick: 'over', label: '大球', pick_text: '大 2.5', odds: 2 },
        { pick: 'under', label: '小球', pick_text: '小 2.5', odds: 1.8 },
      ] },
    ],
  }
}

const matches = [upcomingMatch(31), upcomingMatch(32), upcomingMatch(33)]

beforeEach(() => {
  spies = spyOnTaro()
  redirectTo = jest.spyOn(Taro, 'redirectTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  Current.router = { params: {}, path: '/pages/publish/publishPetition', $taroPath: 'publishPetition', onReady: '', onHide: '', onShow: '' }
  routes = {
    'api/Apis/get_prediction_events': (d) => ok(pageOf(Number(d.page) === 1 ? matches : [upcomingMatch(40 + Number(d.page))], Number(d.page), Number(d.page) < 2)),
    'api/Apis/get_event_prediction_parameters': (d) => {
      const match = [...matches, upcomingMatch(42)].find((m) => m.id === Number(d.event_id))!
      return ok(parametersOf(match, (match.id - 31) / 10))
    },
    'api/Expert/single_pass_release': () => ok({ id: 99 }),
    'api/Expert/crosstalk_publishing': () => ok({ id: 100 }),
    'api/Challenge/dan_fb': () => ok({ id: 501 }),
  }
  spies.request.mockImplementation(answerBy(routes))
  rootStore.app.setPayModule(true)
})
afterEach(() => {
  Current.router = null
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
  rootStore.app.setPayModule(false)
})

async function open(Page: () => JSX.Element) {
  render(<Page />)
  await act(async () => undefined)
}
const tap = async (testId: string) => act(async () => void fireEvent.click(screen.getByTestId(testId)))
async function pick(matchId: number, option: string) {
  await act(async () => void fireEvent.click(screen.getByTestId(`match-row-${matchId}`)))
  await tap(`option-${option}`)
}

test('only an expert publishes: anyone else is offered the expert application', async () => {
  rootStore.user.signIn(makeUser({ is_expert: 0 }))
  await open(PublishPetitionPage)
  expect(screen.getByText('认证专家才能发布推荐')).toBeTruthy()
  fireEvent.click(screen.getByText('申请专家入驻'))
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/msyng/WellKnown/ExpertCheck' })
  expect(spies.request).not.toHaveBeenCalled()
})

test('a single: a match, a pick at its current odds, the limits checked before sending; sent without odds, then its page', async () => {
  rootStore.user.signIn(makeUser({ is_expert: 1 }))
  await open(PublishPetitionPage)
  // the chooser pages at the page's reach-bottom
  await act(async () => void (await firePageEvent('onReachBottom')))
  expect(sent('api/Apis/get_prediction_events').map((d) => d.page)).toEqual([1, 2])

  await tap('form-submit')
  expect(screen.getByTestId('form-failure').textContent).toBe('请选择比赛并选择推荐')

  await pick(31, 'handicap-home')
  expect(screen.getByTestId('draft-leg-31').textContent).toContain('主队 -0.5 @1.90')
  typeInto('title', '稳')
  await tap('form-submit')
  expect(reasonOf('title')).toBe('标题需 4–30 个字')
  expect(sent('api/Expert/single_pass_release')).toEqual([])

  typeInto('title', '主队状态火热稳过')
  await tap('price-18')
  await tap('form-submit')
  const [fields] = sent('api/Expert/single_pass_release')
  expect(fields).toMatchObject({ event_id: 31, play: 'handicap', pick: 'home', title: '主队状态火热稳过', price: 18, refund_on_miss: 0 })
  expect(fields).not.toHaveProperty('odds')
  expect(fields).not.toHaveProperty('line')
  expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/publish/publishDetail?id=99&kind=single' })
})

test("the chooser's rows are pickers: a team's name picks the match instead of opening the team's home", async () => {
  rootStore.user.signIn(makeUser({ is_expert: 1 }))
  await open(PublishPetitionPage)
  await act(async () => void fireEvent.click(within(screen.getByTestId('match-row-32')).getByText('客队32')))
  expect(spies.navigateTo).not.toHaveBeenCalled()
  await tap('option-handicap-home')
  expect(screen.getByTestId('draft-leg-32').textContent).toContain('主队 -0.5')
})

test('with the pay module off the price chooser is not there: the prediction goes free', async () => {
  rootStore.app.setPayModule(false)
  rootStore.user.signIn(makeUser({ is_expert: 1 }))
  await open(PublishPetitionPage)
  await pick(32, 'overUnder-over')
  expect(screen.queryByTestId('price-chooser')).toBeNull()
  typeInto('title', '进球大战难免')
  await tap('form-submit')
  expect(sent('api/Expert/single_pass_release')[0]).toMatchObject({ event_id: 32, play: 'overUnder', pick: 'over', price: 0 })
})

test('a parlay: the combined odds follow the legs as they are added and removed; one leg is refused, two go', async () => {
  rootStore.user.signIn(makeUser({ is_expert: 1 }))
  await open(PublishCrossoverPage)
  await pick(31, 'handicap-home')
  expect(screen.getByTestId('combined-odds').textContent).toBe('总赔率 1.90')
  typeInto('title', '两场稳胆串起来')
  await tap('form-submit')
  expect(screen.getByTestId('form-failure').textContent).toBe('串关需 2–8 场比赛')
  expect(sent('api/Expert/crosstalk_publishing')).toEqual([])

  await tap('add-leg')
  await pick(32, 'handicap-home')
  expect(screen.getByTestId('combined-odds').textContent).toBe('总赔率 3.80') // 1.90 × 2.00
  await tap('add-leg')
  await pick(33, 'overUnder-under')
  expect(screen.getByTestId('combined-odds').textContent).toBe('总赔率 6.84') // × 1.80
  await tap('remove-leg-33')
  expect(screen.getByTestId('combined-odds').textContent).toBe('总赔率 3.80')
  expect(within(screen.getByTestId('leg-list')).getByText('串关比赛（2/8）')).toBeTruthy()

  await tap('form-submit')
  const [fields] = sent('api/Expert/crosstalk_publishing')
  expect(JSON.parse(String(fields.legs))).toEqual([
    { event_id: 31, play: 'handicap', pick: 'home' },
    { event_id: 32, play: 'handicap', pick: 'home' },
  ])
  expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/publish/publishDetail?id=100&kind=parlay' })
})

test('an arena entry: any logged-in user, no price, then the entry\'s page', async () => {
  rootStore.user.signIn(makeUser({ is_expert: 0 }))
  await open(PublishPetitionltsPage)
  await pick(31, 'handicap-away')
  expect(screen.queryByTestId('price-chooser')).toBeNull()
  typeInto('title', '客队受让有价值')
  await tap('form-submit')
  expect(sent('api/Challenge/dan_fb')[0]).toMatchObject({ event_id: 31, play: 'handicap', pick: 'away', title: '客队受让有价值' })
  expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/index/arenaDetail?id=501' })
})

test('on a backend with the specification’s endpoints only the chooser lists the week’s matches from the match list, and an arena entry goes (issue 32)', async () => {
  await specificationOnlyBackend()
  // today's list has 31 and 32, the day after 33; the other days are empty
  const today = beijingToday()
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  routes['api/Game/get'] = (d) => ok({ ...pageOf(d.date === today ? [matches[0], matches[1]] : d.date === tomorrow ? [matches[2]] : []), server_time: 0 })
  rootStore.user.signIn(makeUser({ is_expert: 0 }))
  await open(PublishPetitionltsPage)
  expect(sent('api/Game/get')).toHaveLength(7)
  expect(sent('api/Game/get')[0]).toMatchObject({ status: 'not_started' })
  expect(screen.getByTestId('match-row-33')).toBeTruthy()
  expect(document.body.textContent).not.toMatch(/404|请求失败|系统错误/)
  expect(toastTitles(spies)).toEqual([])
  await pick(33, 'handicap-home')
  typeInto('title', '主队让球有价值')
  await tap('form-submit')
  expect(sent('api/Challenge/dan_fb')[0]).toMatchObject({ event_id: 33, play: 'handicap', pick: 'home' })
  expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/index/arenaDetail?id=501' })
})

test('on a backend with the specification’s endpoints only, a search looks through the week already asked for: no new calls, only the matching rows', async () => {
  await specificationOnlyBackend()
  const bayern = upcomingMatch(34, { home_team: { ...matches[0].home_team, id: 9034, name: '拜仁慕尼黑', short_name: '拜仁' } })
  routes['api/Game/get'] = (d) => ok({ ...pageOf(d.date === beijingToday() ? [matches[0], bayern] : []), server_time: 0 })
  rootStore.user.signIn(makeUser({ is_expert: 0 }))
  await open(PublishPetitionltsPage)
  expect(sent('api/Game/get')).toHaveLength(7)
  expect(screen.getByTestId('match-row-31')).toBeTruthy()
  act(() => void screen.getByTestId('match-search').dispatchEvent(new CustomEvent('input', { detail: { value: '拜仁' }, bubbles: true })))
  await tap('match-search-submit')
  expect(screen.getByTestId('match-row-34')).toBeTruthy()
  expect(screen.queryByTestId('match-row-31')).toBeNull()
  // the week was asked for once; the search is answered from it
  expect(sent('api/Game/get')).toHaveLength(7)
  expect(toastTitles(spies)).toEqual([])
})
