import Taro from '@tarojs/taro'
import { act, fireEvent, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import ChoosePage from '@/pages/msyng/location/choose'
import { awaitPlacePick } from '@/navigation/placePick'
import { specificationOnlyBackend } from '../setup/backends'
import { leavePage, openPage } from '../setup/pageEvents'
import { spyOnTaro, toastTitles, type TaroSpies } from '../setup/taroSpies'

// 选择位置 (H5 and RN) on a backend with the specification's endpoints only (issue 32): no api/Forum/places
let spies: TaroSpies

beforeEach(async () => {
  spies = spyOnTaro()
  jest.spyOn(Taro, 'navigateBack').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  spies.request.mockImplementation(((opts: { url: string }) => Promise.reject(new Error(`unexpected request ${opts.url}`))) as never)
  Current.router = { params: {}, path: '/pages/msyng/location/choose', $taroPath: 'choose', onReady: '', onHide: '', onShow: '' }
  await specificationOnlyBackend()
})
afterEach(() => {
  leavePage()
  Current.router = null
  jest.restoreAllMocks()
})

test('offers the cities bundled with the app, narrows them by a search and hands the chosen one back', async () => {
  const picked = awaitPlacePick()
  await openPage(<ChoosePage />)
  expect(screen.getAllByTestId('place-row').length).toBeGreaterThan(20)
  expect(screen.getAllByTestId('place-row')[0].textContent).toBe('北京市北京市')
  act(() => {
    screen.getByTestId('place-search').dispatchEvent(new CustomEvent('input', { detail: { value: '广东' }, bubbles: true }))
  })
  await act(async () => void fireEvent.click(screen.getByText('搜索')))
  expect(screen.getAllByTestId('place-row').map((r) => r.textContent)).toEqual(['广州市广东省广州市', '深圳市广东省深圳市'])
  await act(async () => void fireEvent.click(screen.getByText('深圳市')))
  await expect(picked).resolves.toMatchObject({ name: '深圳市', address: '广东省深圳市', latitude: 22.543, longitude: 114.058 })
  expect(Taro.navigateBack).toHaveBeenCalled()
  expect(spies.request).not.toHaveBeenCalled()
  expect(document.body.textContent).not.toMatch(/404|请求失败|系统错误/)
  expect(toastTitles(spies)).toEqual([])
})
