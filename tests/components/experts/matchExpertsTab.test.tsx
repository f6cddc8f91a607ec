import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import SportsSetailsPage from '@/pages/msyng/sportsSetails/sportsSetails'
import { rootStore } from '@/stores/RootStore'
import { spyOnTaro, type TaroSpies } from '../../setup/taroSpies'
import { matchDetailFixture } from '../matchFixtures'
import { predictionFixture } from '../predictionFixtures'
import { answerBy, ok, pageOf } from './fixtures'

let spies: TaroSpies

beforeEach(() => {
  Current.router = { params: { id: '7' }, path: '/pages/msyng/sportsSetails/sportsSetails', $taroPath: 'sportsSetails', onReady: '', onHide: '', onShow: '' }
  spies = spyOnTaro()
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  spies.request.mockImplementation(
    answerBy({
      'api/Game/get_xq': () => ok(matchDetailFixture({ id: 7, status_id: 8 })),
      'api/Game/zhuanjia': () => ok(pageOf([predictionFixture({ id: 12 })])),
    }),
  )
  rootStore.app.setPayModule(true)
})
afterEach(() => {
  Current.router = null
  jest.restoreAllMocks()
  rootStore.app.setPayModule(false)
})

test('on the match\'s 专家 tab a row opens the prediction and its expert opens the expert home', async () => {
  render(<SportsSetailsPage />)
  await act(async () => undefined)
  await act(async () => void fireEvent.click(screen.getByTestId('tab-experts')))
  const row = screen.getByTestId('prediction-row-12')
  fireEvent.click(row)
  expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/index/crossoverDetail?id=12' })
  fireEvent.click(within(row).getByTestId('prediction-expert'))
  expect(spies.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/index/expertHome?expert_id=3' })
  // the expert's tap does not open the prediction too
  expect(spies.navigateTo).toHaveBeenCalledTimes(2)
})
