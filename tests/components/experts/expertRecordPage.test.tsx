import { act, render, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import UmmaryPage from '@/pages/msyng/WellKnown/ummary'
import { spyOnTaro, type TaroSpies } from '../../setup/taroSpies'
import { answerBy, ok, profileFixture } from './fixtures'

let spies: TaroSpies

beforeEach(() => {
  spies = spyOnTaro()
  Current.router = { params: { expert_id: '3' }, path: '/pages/msyng/WellKnown/ummary', $taroPath: 'expertRecord', onReady: '', onHide: '', onShow: '' }
  spies.request.mockImplementation(answerBy({ 'api/user/zjxq': () => ok(profileFixture()) }))
})
afterEach(() => {
  Current.router = null
  jest.restoreAllMocks()
})

test('战绩汇总 heads with the same last-20 counts and rate as the experts list, not the whole record under a 近N场 name', async () => {
  render(<UmmaryPage />)
  await act(async () => undefined)
  // the profile has 40 settled (25中 2走 13黑); the row names the last 20, as every list does
  expect(screen.getByTestId('expert-recent').textContent).toBe('近20场 13中 1走 6黑')
  expect(screen.queryByText(/近40场/)).toBeNull()
  expect(screen.getByText('英超')).toBeTruthy()
})
