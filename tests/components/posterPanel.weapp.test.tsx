import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import PosterPanel from '@/components/share/PosterPanel'
import { spyOnTaro, toastTitles, type TaroSpies } from '../setup/taroSpies'

// the mini program's album edge in place of the H5 one this build resolves to
jest.mock('@/platform/saveImageToAlbum', () => jest.requireActual('@/platform/saveImageToAlbum.weapp'))

const SCOPE = 'scope.writePhotosAlbum'
let spies: TaroSpies
let authSetting: Record<string, boolean>
let authorize: jest.SpyInstance
let download: jest.SpyInstance
let save: jest.SpyInstance
let openSetting: jest.SpyInstance
let modal: jest.SpyInstance

beforeEach(() => {
  spies = spyOnTaro()
  authSetting = {}
  jest.spyOn(Taro, 'getSetting').mockImplementation((() => Promise.resolve({ authSetting, errMsg: 'getSetting:ok' })) as never)
  authorize = jest.spyOn(Taro, 'authorize').mockImplementation((() => Promise.resolve({ errMsg: 'authorize:ok' })) as never)
  download = jest.spyOn(Taro, 'downloadFile').mockImplementation((() => Promise.resolve({ statusCode: 200, tempFilePath: 'wxfile://tmp/poster.png', errMsg: 'downloadFile:ok' })) as never)
  save = jest.spyOn(Taro, 'saveImageToPhotosAlbum').mockImplementation((() => Promise.resolve({ errMsg: 'saveImageToPhotosAlbum:ok' })) as never)
  openSetting = jest.spyOn(Taro, 'openSetting').mockImplementation((() => Promise.resolve({ authSetting: { [SCOPE]: true }, errMsg: 'openSetting:ok' })) as never)
  modal = jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true, cancel: false, errMsg: 'showModal:ok' })) as never)
})
afterEach(() => jest.restoreAllMocks())

async function openAndSave(): Promise<void> {
  render(<PosterPanel kind='match' id={7} />)
  await act(async () => void fireEvent.click(screen.getByText('生成海报')))
  await act(async () => void fireEvent.click(screen.getByText('保存到相册')))
}

it('asks for the album once, downloads the mini-program-code poster and saves it', async () => {
  await openAndSave()
  expect(authorize).toHaveBeenCalledWith({ scope: SCOPE })
  const url = new URL(String((download.mock.calls[0][0] as { url: string }).url))
  expect(`${url.pathname}${url.search}`).toBe('/share/poster/match/7.png?for=weapp')
  expect(save).toHaveBeenCalledWith({ filePath: 'wxfile://tmp/poster.png' })
  expect(toastTitles(spies)).toEqual(['已保存到相册'])
  expect(screen.queryByTestId('poster-hint')).toBeNull()
})

it('a refusal at the prompt leads to the settings page, and nothing is saved', async () => {
  authorize.mockImplementation((() => Promise.reject({ errMsg: 'authorize:fail auth deny' })) as never)
  await openAndSave()
  expect(save).not.toHaveBeenCalled()
  expect(modal.mock.calls[0][0]).toMatchObject({ title: '无法保存到相册', confirmText: '去设置' })
  expect(openSetting).toHaveBeenCalled()
})

it('once refused, WeChat never asks again: the settings page is offered at once', async () => {
  authSetting = { [SCOPE]: false }
  modal.mockImplementation((() => Promise.resolve({ confirm: false, cancel: true, errMsg: 'showModal:ok' })) as never)
  await openAndSave()
  expect(authorize).not.toHaveBeenCalled()
  expect(download).not.toHaveBeenCalled()
  expect(modal).toHaveBeenCalled()
  // the user said 取消: no settings page
  expect(openSetting).not.toHaveBeenCalled()
})

it('a failed download says so and can be tried again', async () => {
  authSetting = { [SCOPE]: true }
  download.mockImplementation((() => Promise.reject({ errMsg: 'downloadFile:fail timeout' })) as never)
  await openAndSave()
  expect(toastTitles(spies)).toEqual(['保存失败，请检查网络后重试'])
  expect(screen.getByText('保存到相册')).toBeTruthy()
})
