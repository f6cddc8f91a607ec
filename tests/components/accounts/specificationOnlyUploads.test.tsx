import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import AskForPage from '@/pages/msyng/complaint/askfor'
import SettingsPage from '@/pages/msyng/Settings/Settings'
import { rootStore } from '@/stores/RootStore'
import { httpAnswer, spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'
import { makeUser } from '../../setup/fixtures'
import { leavePage } from '../../setup/pageEvents'
import { specificationOnlyBackend } from '../../setup/backends'
import { makeMember } from './fixtures'
import { typeInto } from './formInput'

/**
 * Uploading is an extension (the surface `upload`): on a backend with the specification's endpoints
 * alone the picture pickers are not drawn, a form is sent without pictures, and the avatar is shown
 * but not offered for change. Nothing asks for a picture the backend could not take.
 */

let spies: TaroSpies
const urls = () => spies.request.mock.calls.map(([o]) => String((o as { url: string }).url).replace(/^.*\/api\//, 'api/'))

beforeEach(async () => {
  Current.router = { params: {}, path: '/pages/msyng/complaint/askfor', $taroPath: 'askfor', onReady: '', onHide: '', onShow: '' }
  spies = spyOnTaro()
  rootStore.user.signIn(makeUser())
  rootStore.member.set(makeMember({ nickname: '老球迷' }))
  spies.request.mockImplementation((() => Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { id: 3 } }))) as never)
  await specificationOnlyBackend()
})
afterEach(leavePage)

test('a complaint has no picture picker and is sent without pictures', async () => {
  render(<AskForPage />)
  expect(screen.queryByTestId('image-uploader')).toBeNull()
  typeInto('reason', '广告刷屏')
  await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
  expect(urls()).toEqual(['api/user/askforAdd'])
  expect(screen.getByText('投诉已提交')).toBeTruthy()
})

test('设置 shows the avatar but offers no change, and a tap on it picks nothing', async () => {
  const choose = jest.spyOn(Taro, 'chooseImage')
  render(<SettingsPage />)
  expect(screen.getByTestId('avatar-row')).toBeTruthy()
  expect(screen.queryByText('点击更换')).toBeNull()
  await act(async () => void fireEvent.click(screen.getByTestId('avatar-row')))
  expect(choose).not.toHaveBeenCalled()
  expect(spies.request).not.toHaveBeenCalled()
  expect(toastTitles(spies)).toEqual([])
})
