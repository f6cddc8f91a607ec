import Taro from '@tarojs/taro'
import { fireEvent, render, screen } from '@testing-library/react'
import NavBar from '@/components/layout/NavBar'
import { spyOnTaro, type TaroSpies } from '../setup/taroSpies'

let taro: TaroSpies
let navigateBack: jest.SpyInstance
beforeEach(() => {
  taro = spyOnTaro()
  navigateBack = jest.spyOn(Taro, 'navigateBack').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
})
afterEach(() => jest.restoreAllMocks())

/** the page stack the router reports: `depth` pages deep */
const stackOf = (depth: number) =>
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue(Array.from({ length: depth }, () => ({}) as Taro.Page))

describe('NavBar', () => {
  it('shows the title', () => {
    stackOf(1)
    render(<NavBar title='比赛详情' />)
    expect(screen.getByText('比赛详情')).toBeTruthy()
  })

  it('shows back when there is history, and back goes back', () => {
    stackOf(2)
    render(<NavBar title='比赛详情' />)
    expect(screen.queryByTestId('nav-home')).toBeNull()
    fireEvent.click(screen.getByTestId('nav-back'))
    expect(navigateBack).toHaveBeenCalledTimes(1)
  })

  it('shows home when opened directly (a shared link), and home relaunches the home page', () => {
    stackOf(1)
    render(<NavBar title='比赛详情' />)
    expect(screen.queryByTestId('nav-back')).toBeNull()
    fireEvent.click(screen.getByTestId('nav-home'))
    expect(taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
    expect(navigateBack).not.toHaveBeenCalled()
  })

  it('shows home when the page stack cannot be read', () => {
    jest.spyOn(Taro, 'getCurrentPages').mockImplementation(() => {
      throw new Error('no router')
    })
    render(<NavBar title='比赛详情' />)
    expect(screen.getByTestId('nav-home')).toBeTruthy()
  })

  it('tab pages have neither back nor home', () => {
    stackOf(3)
    render(<NavBar title='首页' isTab />)
    expect(screen.queryByTestId('nav-back')).toBeNull()
    expect(screen.queryByTestId('nav-home')).toBeNull()
  })

  it('has a share button on H5 unless turned off, and shows extra actions', () => {
    stackOf(1)
    const { rerender } = render(<NavBar title='专家' right={<span>筛选</span>} />)
    expect(screen.getByTestId('share-button')).toBeTruthy()
    expect(screen.getByText('筛选')).toBeTruthy()
    rerender(<NavBar title='专家' share={false} />)
    expect(screen.queryByTestId('share-button')).toBeNull()
  })
})
