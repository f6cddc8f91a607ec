import Taro from '@tarojs/taro'
import { UserStore } from '@/stores/userStore'
import { makeUser } from '../../setup/fixtures'
import { spyOnTaro, type TaroSpies } from '../../setup/taroSpies'

let taro: TaroSpies
beforeEach(() => {
  taro = spyOnTaro()
})
afterEach(() => jest.restoreAllMocks())

describe('UserStore', () => {
  it('starts logged out with nothing stored', () => {
    const store = new UserStore()
    expect(store.userInfo).toBeNull()
    expect(store.isLoggedIn).toBe(false)
    expect(store.isExpert).toBe(false)
  })

  it('signIn stores the user under userInfo and user_id', () => {
    const store = new UserStore()
    const user = makeUser({ user_id: '42', token: 't42' })
    store.signIn(user)
    expect(store.isLoggedIn).toBe(true)
    expect(Taro.getStorageSync('userInfo')).toEqual(user)
    expect(Taro.getStorageSync('user_id')).toBe('42')
  })

  it('a new store reads the stored user back: logged in means user info is stored', () => {
    new UserStore().signIn(makeUser({ nickname: '老球迷', is_expert: 1 }))
    const next = new UserStore()
    expect(next.isLoggedIn).toBe(true)
    expect(next.userInfo?.nickname).toBe('老球迷')
    expect(next.isExpert).toBe(true)
  })

  it('ignores stored info without a token, or not an object', () => {
    Taro.setStorageSync('userInfo', { user_id: '1' })
    expect(new UserStore().isLoggedIn).toBe(false)
    Taro.setStorageSync('userInfo', 'garbage')
    expect(new UserStore().isLoggedIn).toBe(false)
  })

  it('treats unreadable storage as logged out', () => {
    jest.spyOn(Taro, 'getStorageSync').mockImplementation(() => {
      throw new Error('storage broken')
    })
    expect(new UserStore().isLoggedIn).toBe(false)
  })

  it('update keeps the token and persists the change', () => {
    const store = new UserStore()
    store.signIn(makeUser({ token: 'keep', nickname: 'a' }))
    store.update({ nickname: 'b' })
    expect(store.userInfo).toMatchObject({ token: 'keep', nickname: 'b' })
    expect(Taro.getStorageSync('userInfo')).toMatchObject({ token: 'keep', nickname: 'b' })
  })

  it('update does nothing when logged out', () => {
    const store = new UserStore()
    store.update({ nickname: 'b' })
    expect(store.userInfo).toBeNull()
    expect(Taro.getStorageSync('userInfo')).toBe('')
  })

  it('logout clears all storage and relaunches to the personal center', () => {
    const store = new UserStore()
    store.signIn(makeUser())
    Taro.setStorageSync('other_key', 'x')
    store.logout()
    expect(store.isLoggedIn).toBe(false)
    expect(taro.clearStorageSync).toHaveBeenCalledTimes(1)
    expect(Taro.getStorageSync('userInfo')).toBe('')
    expect(Taro.getStorageSync('user_id')).toBe('')
    expect(Taro.getStorageSync('other_key')).toBe('')
    expect(taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/user/user' })
  })

  it('clearStorage forgets the user without navigating', () => {
    const store = new UserStore()
    store.signIn(makeUser())
    store.clearStorage()
    expect(store.isLoggedIn).toBe(false)
    expect(taro.reLaunch).not.toHaveBeenCalled()
  })
})
