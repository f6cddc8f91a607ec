import { act, fireEvent, render, screen } from '@testing-library/react'
import LoginPage from '@/pages/msyng/Register/login'
import RegisterPage from '@/pages/msyng/Register/Register'
import { routeUrl } from '@/navigation/routes'
import { rootStore } from '@/stores/RootStore'
import { httpAnswer, spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'
import { makeUser } from '../../setup/fixtures'
import { makeMember } from './fixtures'
import { reasonOf, typeInto } from './formInput'

let spies: TaroSpies
const paths = () => spies.request.mock.calls.map(([opts]) => String((opts as { url: string }).url).replace(/^.*\/api\//, 'api/'))

beforeEach(() => {
  spies = spyOnTaro()
  rootStore.user.clearStorage()
})
afterEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
})

function answerWith(byPath: Record<string, unknown>) {
  spies.request.mockImplementation(((opts: { url: string }) => {
    const path = opts.url.replace(/^.*\/api\//, 'api/')
    return Promise.resolve(httpAnswer(byPath[path] ?? { code: 0, msg: '未知接口', data: null }))
  }) as never)
}

test('an empty form is refused field by field and nothing is sent', async () => {
  render(<LoginPage />)
  await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
  expect(reasonOf('mobile')).toBe('请输入手机号')
  expect(reasonOf('password')).toBe('请输入密码')
  expect(spies.request).not.toHaveBeenCalled()
})

test('a malformed mobile and a short password show the shared rules’ reasons; typing clears them', async () => {
  render(<LoginPage />)
  typeInto('mobile', '2381234567')
  typeInto('password', '123')
  await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
  expect(reasonOf('mobile')).toBe('手机号应为 11 位数字，以 13–19 开头')
  expect(reasonOf('password')).toBe('密码长度应为 6-20 位')
  typeInto('mobile', '13812345678')
  expect(reasonOf('mobile')).toBeNull()
  expect(spies.request).not.toHaveBeenCalled()
})

test('the SMS tab asks for a code instead and checks the mobile before sending one', async () => {
  render(<LoginPage />)
  fireEvent.click(screen.getByTestId('tab-code'))
  expect(screen.queryByTestId('field-password')).toBeNull()
  await act(async () => void fireEvent.click(screen.getByTestId('send-code')))
  expect(reasonOf('mobile')).toBe('请输入手机号')
  expect(screen.getByTestId('send-code').textContent).toBe('获取验证码')
  await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
  expect(reasonOf('code')).toBe('请输入验证码')
  expect(spies.request).not.toHaveBeenCalled()
})

test('a good login fetches the member info, toasts 登录成功 for 1 s and opens the personal center after 1 s', async () => {
  jest.useFakeTimers()
  answerWith({
    'api/user/login': { code: 1, msg: 'ok', data: makeUser() },
    'api/user/get_member': { code: 1, msg: 'ok', data: makeMember({ nickname: '老球迷' }) },
  })
  render(<LoginPage />)
  typeInto('mobile', '13812345678')
  typeInto('password', 'secret88')
  fireEvent.click(screen.getByTestId('agreement-box'))
  await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
  expect(paths()).toEqual(['api/user/login', 'api/user/get_member'])
  expect(spies.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '登录成功', duration: 1000 }))
  expect(rootStore.user.isLoggedIn).toBe(true)
  expect(rootStore.member.info?.nickname).toBe('老球迷')
  expect(spies.reLaunch).not.toHaveBeenCalled()
  act(() => void jest.advanceTimersByTime(1000))
  expect(spies.reLaunch).toHaveBeenCalledWith({ url: '/pages/user/user' })
})

test('a new account toasts 注册成功 (not 登录成功) and opens the personal center', async () => {
  jest.useFakeTimers()
  answerWith({
    'api/user/register': { code: 1, msg: 'ok', data: makeUser() },
    'api/user/get_member': { code: 1, msg: 'ok', data: makeMember({ nickname: '新球迷' }) },
  })
  render(<RegisterPage />)
  typeInto('mobile', '13812345678')
  typeInto('code', '123456')
  typeInto('password', 'secret88')
  fireEvent.click(screen.getByTestId('agreement-box'))
  await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
  expect(paths()).toEqual(['api/user/register', 'api/user/get_member'])
  expect(toastTitles(spies)).toEqual(['注册成功'])
  act(() => void jest.advanceTimersByTime(1000))
  expect(spies.reLaunch).toHaveBeenCalledWith({ url: '/pages/user/user' })
})

test('the server’s refusal is shown on the form and nobody is logged in', async () => {
  answerWith({ 'api/user/login': { code: 0, msg: '手机号或密码错误', data: null } })
  render(<LoginPage />)
  typeInto('mobile', '13812345678')
  typeInto('password', 'wrongpass')
  fireEvent.click(screen.getByTestId('agreement-box'))
  await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
  expect(screen.getByTestId('form-failure').textContent).toBe('手机号或密码错误')
  expect(rootStore.user.isLoggedIn).toBe(false)
})

test('a login whose member fetch fails says 登录失败 and leaves no half-signed-in user', async () => {
  answerWith({
    'api/user/login': { code: 1, msg: 'ok', data: makeUser() },
    'api/user/get_member': { code: 0, msg: '系统繁忙', data: null },
  })
  render(<LoginPage />)
  typeInto('mobile', '13812345678')
  typeInto('password', 'secret88')
  fireEvent.click(screen.getByTestId('agreement-box'))
  await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
  expect(toastTitles(spies)).toContain('登录失败')
  expect(rootStore.user.isLoggedIn).toBe(false)
  expect(spies.reLaunch).not.toHaveBeenCalled()
  // the session the login opened is ended on the server too, without a toast of its own
  const logout = spies.request.mock.calls.map(([o]) => o as { url: string; data: Record<string, unknown> }).find((o) => o.url.endsWith('api/user/logout'))
  expect(logout?.data).toMatchObject({ token: makeUser().token })
  expect(toastTitles(spies)).toEqual(['登录失败'])
})

describe('consent (用户协议 and 隐私政策) before any way in', () => {
  const REFUSAL = '请先阅读并同意用户协议和隐私政策'

  test('a password login without the box ticked is refused with a toast and the reason, nothing is sent', async () => {
    render(<LoginPage />)
    expect(screen.getByTestId('field-agreement').textContent).toBe('我已阅读并同意《用户协议》和《隐私政策》')
    typeInto('mobile', '13812345678')
    typeInto('password', 'secret88')
    await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
    expect(toastTitles(spies)).toEqual([REFUSAL])
    expect(screen.getByTestId('error-agreement').textContent).toBe(REFUSAL)
    expect(spies.request).not.toHaveBeenCalled()
    fireEvent.click(screen.getByTestId('agreement-box'))
    expect(screen.queryByTestId('error-agreement')).toBeNull()
  })

  test('a code login without the box ticked is refused the same way', async () => {
    render(<LoginPage />)
    fireEvent.click(screen.getByTestId('tab-code'))
    typeInto('mobile', '13812345678')
    typeInto('code', '123456')
    await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
    expect(toastTitles(spies)).toEqual([REFUSAL])
    expect(spies.request).not.toHaveBeenCalled()
  })

  test('sign-up without the box ticked is refused with the toast; ticked, it is sent', async () => {
    answerWith({ 'api/user/register': { code: 0, msg: '验证码错误', data: null } })
    render(<RegisterPage />)
    typeInto('mobile', '13812345678')
    typeInto('code', '123456')
    typeInto('password', 'secret88')
    await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
    expect(toastTitles(spies)).toEqual([REFUSAL])
    expect(spies.request).not.toHaveBeenCalled()
    fireEvent.click(screen.getByTestId('agreement-box'))
    await act(async () => void fireEvent.click(screen.getByTestId('form-submit')))
    expect(paths()).toEqual(['api/user/register'])
  })

  test('the links open the user agreement and the privacy policy', () => {
    render(<LoginPage />)
    fireEvent.click(screen.getByText('《用户协议》'))
    fireEvent.click(screen.getByText('《隐私政策》'))
    const opened = spies.navigateTo.mock.calls.map(([o]) => (o as { url: string }).url)
    expect(opened).toEqual([routeUrl('userAgreement'), routeUrl('privacyPolicy')])
  })
})
