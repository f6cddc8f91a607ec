import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import SettingsPage from '@/pages/msyng/Settings/Settings'
import { rootStore } from '@/stores/RootStore'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../../setup/taroSpies'
import { makeUser } from '../../setup/fixtures'
import { makeMember } from './fixtures'
import { reasonOf, typeInto } from './formInput'

let spies: TaroSpies
let showModal: jest.SpyInstance
const paths = () => spies.request.mock.calls.map(([opts]) => String((opts as { url: string }).url).replace(/^.*\/api\//, 'api/'))

beforeEach(() => {
  spies = spyOnTaro()
  showModal = jest.spyOn(Taro, 'showModal')
  rootStore.user.signIn(makeUser())
  rootStore.member.set(makeMember({ nickname: '老球迷' }))
  spies.request.mockImplementation(((opts: { url: string; data: Record<string, string> }) => {
    if (opts.url.endsWith('api/user/user_edit')) return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: makeMember({ nickname: opts.data.nickname }) }))
    return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: null }))
  }) as never)
})
afterEach(() => {
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
})

const answerModal = (confirm: boolean) =>
  showModal.mockImplementation((() => Promise.resolve({ confirm, cancel: !confirm, errMsg: 'showModal:ok' })) as never)

test('deleting the account asks first with 确定/取消; 取消 keeps everything', async () => {
  answerModal(false)
  render(<SettingsPage />)
  await act(async () => void fireEvent.click(screen.getByTestId('delete-account')))
  expect(showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '注销账号', confirmText: '确定', cancelText: '取消' }))
  expect(paths()).not.toContain('api/user/zhuxiaogongneng')
  expect(rootStore.user.isLoggedIn).toBe(true)
})

test('确定 deletes the account on the server, then logs out to the personal center', async () => {
  answerModal(true)
  render(<SettingsPage />)
  await act(async () => void fireEvent.click(screen.getByTestId('delete-account')))
  expect(paths()).toContain('api/user/zhuxiaogongneng')
  expect(rootStore.user.isLoggedIn).toBe(false)
  expect(spies.reLaunch).toHaveBeenCalledWith({ url: '/pages/user/user' })
})

test('an empty nickname is refused next to the field; a new one is saved and shown everywhere', async () => {
  render(<SettingsPage />)
  typeInto('nickname', '')
  await act(async () => void fireEvent.click(screen.getByTestId('save-nickname')))
  expect(reasonOf('nickname')).toBe('请输入昵称')
  expect(paths()).toEqual([])

  typeInto('nickname', '绿茵老炮')
  await act(async () => void fireEvent.click(screen.getByTestId('save-nickname')))
  expect(paths()).toEqual(['api/user/user_edit'])
  expect(rootStore.member.info?.nickname).toBe('绿茵老炮')
  expect(rootStore.user.userInfo?.nickname).toBe('绿茵老炮')
})

test('the nickname box takes 16 characters as the rule counts them (an emoji is one): no more is typed, nothing is refused', async () => {
  render(<SettingsPage />)
  const input = () => screen.getByTestId('field-nickname').querySelector('taro-input-core') as HTMLElement & { value: string; maxlength?: number }
  typeInto('nickname', '绿'.repeat(32))
  expect(input().value).toBe('绿'.repeat(16))
  typeInto('nickname', '😀'.repeat(17))
  expect(input().value).toBe('😀'.repeat(16))
  await act(async () => void fireEvent.click(screen.getByTestId('save-nickname')))
  expect(reasonOf('nickname')).toBeNull()
  expect(paths()).toContain('api/user/user_edit')
  expect(rootStore.member.info?.nickname).toBe('😀'.repeat(16))
})

test('清除缓存 keeps the signed-in user, removes every other key and shows the new size', async () => {
  Taro.setStorageSync('search_history', ['曼联', '皇马'])
  Taro.setStorageSync('big_cache', 'x'.repeat(8 * 1024))
  answerModal(true)
  render(<SettingsPage />)
  const sizeShown = () => Number(/(\d+)KB/.exec(screen.getByTestId('menu-cache').textContent ?? '')?.[1])
  const before = sizeShown()
  expect(before).toBeGreaterThanOrEqual(8)
  await act(async () => void fireEvent.click(screen.getByTestId('menu-cache')))
  expect(showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '清除缓存' }))
  expect(Taro.getStorageInfoSync().keys.sort()).toEqual(['userInfo', 'user_id'])
  expect(rootStore.user.isLoggedIn).toBe(true)
  expect(sizeShown()).toBeLessThan(before)
})

test('比赛提醒 is on at first; a tap turns it off and it stays off on this device', async () => {
  render(<SettingsPage />)
  await act(async () => undefined)
  expect(screen.getByTestId('alert-switch').textContent).toBe('已开启')
  await act(async () => void fireEvent.click(screen.getByTestId('alert-switch-row')))
  expect(screen.getByTestId('alert-switch').textContent).toBe('已关闭')
  expect(rootStore.goalAlerts.enabled).toBe(false)
  expect(Taro.getStorageSync('goal_alerts')).toBe('0')
  await act(async () => void fireEvent.click(screen.getByTestId('alert-switch-row')))
  expect(screen.getByTestId('alert-switch').textContent).toBe('已开启')
})
