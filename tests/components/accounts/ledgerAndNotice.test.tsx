import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import { USER_ENTRY_GROUPS } from '@/features/account/utils/userEntries'
import DetailPricePage from '@/pages/user/detailPrice'
import NoticeDetailPage from '@/pages/user/noticeDetail'
import { rootStore } from '@/stores/RootStore'
import { firePageEvent, leavePage } from '../../setup/pageEvents'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../../setup/taroSpies'
import { makeUser } from '../../setup/fixtures'
import { specificationOnlyBackend } from '../../setup/backends'

let spies: TaroSpies
/** the fields of each request sent, by path */
const sent = () =>
  spies.request.mock.calls.map(([o]) => {
    const { url, data } = o as { url: string; data: Record<string, unknown> }
    return { path: url.replace(/^.*\/api\//, 'api/'), data }
  })
const settle = () => act(async () => undefined)
const toastShown = () => spies.showToast.mock.calls.length > 0

beforeEach(() => {
  spies = spyOnTaro()
})
afterEach(leavePage)

describe('收支明细 (detailPrice)', () => {
  const entry = (id: number, kind: 'coin' | 'money', amount: number, balance: number) => ({ id, kind, amount, balance, title: `记录${id}`, created_at: Date.parse('2026-11-20T10:30:00+08:00') })
  beforeEach(() => {
    Current.router = { params: {}, path: '/pages/user/detailPrice', $taroPath: 'detailPrice', onReady: '', onHide: '', onShow: '' }
    rootStore.user.signIn(makeUser())
    // two pages of two rows for every kind; the rows say which kind and page they answer
    spies.request.mockImplementation(((o: { data: { page: number; kind: string } }) => {
      const { page, kind } = o.data
      const rows =
        kind === 'money'
          ? [entry(page * 10 + 1, 'money', 12.5, 30), entry(page * 10 + 2, 'money', -3, 17.5)]
          : [entry(page * 10 + 1, 'coin', 10, 90), entry(page * 10 + 2, 'coin', -4, 80)]
      return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { list: rows, page, limit: 20, total: 4, has_more: page < 2 } }))
    }) as never)
  })

  it('shows amounts with their sign (coins whole, money with two decimals) and pages on reaching the bottom', async () => {
    render(<DetailPricePage />)
    await settle()
    expect(sent()[0]).toMatchObject({ path: 'api/user/mx', data: { page: 1, kind: 'all' } })
    expect(screen.getByTestId('ledger-11').textContent).toContain('+10 金币')
    expect(screen.getByTestId('ledger-12').textContent).toContain('-4 金币')
    await act(async () => void (await firePageEvent('onReachBottom')))
    expect(sent()[1]).toMatchObject({ data: { page: 2, kind: 'all' } })
    expect(screen.getByTestId('ledger-21')).toBeTruthy()
    expect(screen.getByTestId('ledger-11')).toBeTruthy()
    // the last page: reaching the bottom again asks nothing
    await act(async () => void (await firePageEvent('onReachBottom')))
    expect(sent()).toHaveLength(2)
  })

  it('the kind filter asks the server for that kind from page 1', async () => {
    render(<DetailPricePage />)
    await settle()
    await act(async () => void fireEvent.click(screen.getByTestId('tab-money')))
    expect(sent()[1]).toMatchObject({ path: 'api/user/mx', data: { page: 1, kind: 'money' } })
    expect(screen.getByTestId('ledger-11').textContent).toContain('+¥12.50')
    expect(screen.getByTestId('ledger-11').textContent).toContain('余额 ¥30.00')
    expect(screen.getByTestId('ledger-12').textContent).toContain('-¥3.00')
    await act(async () => void (await firePageEvent('onReachBottom')))
    expect(sent()[2]).toMatchObject({ data: { page: 2, kind: 'money' } })
  })

  it('我的 › 金币明细 opens on the coins, titled 金币明细; 全部 is titled 收支明细', async () => {
    const setTitle = jest.spyOn(Taro, 'setNavigationBarTitle').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    const url = USER_ENTRY_GROUPS.flatMap((g) => g.entries).find((e) => e.title === '金币明细')!.url
    const [path, query] = url.split('?')
    Current.router = { params: Object.fromEntries(new URLSearchParams(query)), path, $taroPath: path, onReady: '', onHide: '', onShow: '' }
    render(<DetailPricePage />)
    await settle()
    expect(sent()[0]).toMatchObject({ path: 'api/user/mx', data: { page: 1, kind: 'coin' } })
    expect(screen.getByText('金币明细')).toBeTruthy()
    expect(screen.queryByText('收支明细')).toBeNull()
    expect(setTitle).toHaveBeenLastCalledWith(expect.objectContaining({ title: '金币明细' }))
    await act(async () => void fireEvent.click(screen.getByTestId('tab-all')))
    expect(screen.getByText('收支明细')).toBeTruthy()
    Current.router = null
  })
})

describe('通知详情 (noticeDetail)', () => {
  const open = (params: Record<string, string>) => {
    Current.router = { params, path: '/pages/user/noticeDetail', $taroPath: 'noticeDetail', onReady: '', onHide: '', onShow: '' }
  }

  it('loads the notice of the id it was opened with', async () => {
    open({ id: '3' })
    spies.request.mockImplementation((() =>
      Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { id: 3, title: '数据库上线', content: '第一段\n第二段', created_at: 0, created_date: '2026-11-20' } }))) as never)
    render(<NoticeDetailPage />)
    await settle()
    expect(sent()[0]).toMatchObject({ path: 'api/game/system_notification_xq', data: { id: 3 } })
    const detail = screen.getByTestId('notice-detail').textContent
    expect(detail).toContain('数据库上线')
    expect(detail).toContain('第二段')
  })

  describe('on a backend with the specification part only (no detail endpoint)', () => {
    const notice = (id: number) => ({ id, title: `公告${id}`, content: `第一段${id}\n第二段${id}`, created_at: 0, created_date: '2026-11-20' })
    beforeEach(specificationOnlyBackend)

    it('finds the notice in the announcements list, page by page, and shows it whole', async () => {
      open({ id: '37' })
      spies.request.mockImplementation(((o: { data: { page: number } }) => {
        const { page } = o.data
        const list = Array.from({ length: 50 }, (_, i) => notice(100 - (page - 1) * 50 - i))
        return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { list, page, limit: 50, total: 100, has_more: page < 2 } }))
      }) as never)
      render(<NoticeDetailPage />)
      await settle()
      await settle()
      expect(sent().map((r) => r.path)).toEqual(['api/game/system_notification', 'api/game/system_notification'])
      const detail = screen.getByTestId('notice-detail').textContent
      expect(detail).toContain('公告37')
      expect(detail).toContain('第二段37')
      expect(toastShown()).toBe(false)
    })

    it('says the notice is gone when the list does not have it', async () => {
      open({ id: '999' })
      spies.request.mockImplementation(((o: { data: { page: number } }) =>
        Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { list: [notice(1)], page: o.data.page, limit: 50, total: 1, has_more: false } }))) as never)
      render(<NoticeDetailPage />)
      await settle()
      await settle()
      expect(screen.getByTestId('state-error').textContent).toContain('公告不存在或已下线')
      expect(screen.queryByText(/404|请求失败/)).toBeNull()
    })
  })

  it.each<Record<string, string>>([{}, { id: 'abc' }])('without a usable id (%p) it says so and asks nothing', async (params) => {
    open(params)
    render(<NoticeDetailPage />)
    await settle()
    expect(screen.getByTestId('state-error').textContent).toContain('缺少公告编号')
    expect(spies.request).not.toHaveBeenCalled()
  })
})
