import Taro from '@tarojs/taro'
import { NICKNAME_MAX, NICKNAME_MESSAGE } from '@contract/validation/account'
import { SettingsModel } from '@/features/account/stores/settingsModel'
import { rootStore } from '@/stores/RootStore'
import { writeStored } from '@/platform/storage'
import { httpAnswer, pageShows, spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'
import { makeUser } from '../../setup/fixtures'
import { makeMember } from '../../components/accounts/fixtures'

let spies: TaroSpies
let confirmed: boolean
const paths = () => spies.request.mock.calls.map(([opts]) => String((opts as { url: string }).url).replace(/^.*\/api\//, 'api/'))

beforeEach(() => {
  spies = spyOnTaro()
  confirmed = true
  jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: confirmed, cancel: !confirmed, errMsg: 'ok' })) as never)
  rootStore.user.signIn(makeUser())
  rootStore.member.set(makeMember({ nickname: '老球迷' }))
  spies.request.mockImplementation(((opts: { url: string; data: Record<string, string> }) => {
    if (opts.url.endsWith('api/user/user_edit')) {
      if (opts.data.nickname === '管理员') return Promise.resolve(httpAnswer({ code: 0, msg: '昵称含有敏感词', data: null }))
      return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: makeMember({ nickname: opts.data.nickname }) }))
    }
    return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: null }))
  }) as never)
})
afterEach(() => {
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
})

test('a nickname that is empty, too long or unchanged is refused with its reason and nothing is sent', async () => {
  const settings = new SettingsModel(rootStore.member)
  expect(await settings.saveNickname('   ', '老球迷')).toBe('请输入昵称')
  expect(await settings.saveNickname('球'.repeat(NICKNAME_MAX + 1), '老球迷')).toBe(NICKNAME_MESSAGE)
  expect(await settings.saveNickname(' 老球迷 ', '老球迷')).toBe('昵称没有变化')
  expect(paths()).toEqual([])
})

test('a new nickname is saved trimmed, shown in the member info and confirmed with a toast', async () => {
  const settings = new SettingsModel(rootStore.member)
  expect(await settings.saveNickname(' 绿茵老炮 ', '老球迷')).toBeNull()
  expect(paths()).toEqual(['api/user/user_edit'])
  expect(rootStore.member.info?.nickname).toBe('绿茵老炮')
  expect(toastTitles(spies)).toContain('昵称已保存')
})

test('a nickname the server refuses throws its reason for the form; the old one stays', async () => {
  const settings = new SettingsModel(rootStore.member)
  await expect(settings.saveNickname('管理员', '老球迷')).rejects.toThrow('昵称含有敏感词')
  expect(rootStore.member.info?.nickname).toBe('老球迷')
  expect(toastTitles(spies)).not.toContain('昵称已保存')
})

test('clearing the cache asks first, keeps the signed-in user and shows the new size', async () => {
  writeStored('search_history', ['拜仁'.repeat(400)])
  const settings = new SettingsModel(rootStore.member)
  const before = settings.cacheKb
  confirmed = false
  await settings.clearCache()
  expect(settings.cacheKb).toBe(before)
  confirmed = true
  await settings.clearCache()
  expect(settings.cacheKb).toBeLessThan(before)
  expect(rootStore.user.isLoggedIn).toBe(true)
  expect(toastTitles(spies)).toEqual(['缓存已清除'])
})

test('logout asks first: 取消 stays signed in, 确定 signs out', async () => {
  const settings = new SettingsModel(rootStore.member)
  confirmed = false
  await settings.logOut()
  expect(rootStore.user.isLoggedIn).toBe(true)
  confirmed = true
  // the logout settles once the personal center it relaunches to is on screen
  const loggingOut = settings.logOut()
  await pageShows()
  await loggingOut
  expect(paths()).toContain('api/user/logout')
  expect(rootStore.user.isLoggedIn).toBe(false)
})
