import { fireEvent, render, screen } from '@testing-library/react'
import AppTabBar from '@/components/layout/AppTabBar'
import { RootStore } from '@/stores/RootStore'
import { StoreProvider } from '@/stores/StoreContext'
import { spyOnTaro, type TaroSpies } from '../setup/taroSpies'
import { act } from 'react'

let taro: TaroSpies
beforeEach(() => {
  taro = spyOnTaro()
})
afterEach(() => jest.restoreAllMocks())

function renderTabBar(payModule: boolean, current = 'pages/index/index') {
  const store = new RootStore()
  store.app.setPayModule(payModule)
  render(
    <StoreProvider store={store}>
      <AppTabBar current={current} />
    </StoreProvider>,
  )
  return store
}

const tabTexts = () => Array.from(screen.getByTestId('app-tab-bar').children).map((el) => el.textContent)

describe('AppTabBar', () => {
  it('shows 3 tabs while the pay module is off', () => {
    renderTabBar(false)
    expect(tabTexts()).toEqual(['首页', '赛事', '我的'])
  })

  it('shows 5 tabs while it is on, VIP and experts in the middle', () => {
    renderTabBar(true)
    expect(tabTexts()).toEqual(['首页', '赛事', '精选', '专家', '我的'])
  })

  it('follows the flag when it changes while shown', () => {
    const store = renderTabBar(false)
    act(() => store.app.setPayModule(true))
    expect(tabTexts()).toHaveLength(5)
    act(() => store.app.setPayModule(false))
    expect(tabTexts()).toHaveLength(3)
  })

  it('marks the current tab', () => {
    renderTabBar(false, 'pages/competition/competition')
    expect(screen.getByText('赛事').className).toContain('app-tab-bar__text--on')
    expect(screen.getByText('首页').className).not.toContain('app-tab-bar__text--on')
  })

  it('tapping another tab switches to it; tapping the current one does nothing', () => {
    renderTabBar(true)
    fireEvent.click(screen.getByText('专家'))
    expect(taro.switchTab).toHaveBeenCalledWith({ url: '/pages/expert/expert' })
    fireEvent.click(screen.getByText('首页'))
    expect(taro.switchTab).toHaveBeenCalledTimes(1)
  })
})
