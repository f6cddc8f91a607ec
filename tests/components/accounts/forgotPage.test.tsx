import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import ForgotPage from '@/pages/msyng/Register/Forgot'
import { rootStore } from '@/stores/RootStore'
import { httpAnswer, spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'
import { makeUser } from '../../setup/fixtures'
import { reasonOf, typeInto } from './formInput'

let spies: TaroSpies
let redirectTo: jest.SpyInstance
const sent = () => spies.request.mock.calls.map(([o]) => String((o as { url: string }).url).replace(/^.*\/api\//, 'api/'))

beforeEach(() => {
  jest.useFakeTimers()
  spies = spyOnTaro()
  redirectTo = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve()) as never)
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
})

function fillForm(confirm: string) {
  typeInto('mobile', '13800138000')
  typeInto('code', '123456')
  typeInto('password', 'newpass88')
  typeInto('confirm', confirm)
}

test('a confirmation that differs is refused next to it and nothing is sent', async () => {
  render(<ForgotPage />)
  fillForm('newpass99')
  await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
  expect(reasonOf('confirm')).toBe('两次输入的密码不一致')
  expect(spies.request).not.toHaveBeenCalled()
})

test('a refused code is shown on the form', async () => {
  spies.request.mockImplementation((() => Promise.resolve(httpAnswer({ code: 0, msg: '验证码已过期，请重新获取', data: null }))) as never)
  render(<ForgotPage />)
  fillForm('newpass88')
  await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
  expect(screen.getByTestId('form-failure').textContent).toBe('验证码已过期，请重新获取')
  expect(redirectTo).not.toHaveBeenCalled()
})

test('a reset of the signed-in account signs it out here too, then opens the login page', async () => {
  rootStore.user.signIn(makeUser({ mobile: '138****8000' }))
  spies.request.mockImplementation((() => Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: null }))) as never)
  render(<ForgotPage />)
  fillForm('newpass88')
  await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
  expect(sent()).toEqual(['api/user/zhaohuimima'])
  expect(toastTitles(spies)).toContain('密码已重置')
  expect(rootStore.user.isLoggedIn).toBe(false)
  act(() => void jest.advanceTimersByTime(1500))
  expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/msyng/Register/login' })
})
