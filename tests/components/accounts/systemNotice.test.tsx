import { act, render, screen } from '@testing-library/react'
import SystemNoticePage from '@/pages/user/systemNotice'
import { rootStore } from '@/stores/RootStore'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../../setup/taroSpies'
import { makeUser } from '../../setup/fixtures'
import { makeMember } from './fixtures'

let spies: TaroSpies

const message = (id: number, read: boolean) => ({ id, kind: 'system', title: `消息${id}`, content: `内容${id}`, link: '', read, created_at: Date.now() })

beforeEach(() => {
  spies = spyOnTaro()
})
afterEach(() => {
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
})

function serveMessages(unreadAfter: number) {
  let answer: (v: unknown) => void = () => undefined
  spies.request.mockImplementation((() => new Promise((r) => (answer = r))) as never)
  return () =>
    act(async () =>
      answer(httpAnswer({ code: 1, msg: 'ok', data: { list: [message(1, false), message(2, true)], page: 1, limit: 20, total: 2, has_more: false, unread: unreadAfter } })),
    )
}

test('the messages tab shows the unread count capped at 999+, then what is left once the page is read', async () => {
  rootStore.user.signIn(makeUser())
  rootStore.member.set(makeMember({ unread_count: 1500 }))
  const answer = serveMessages(1498)
  render(<SystemNoticePage />)
  expect(screen.getByTestId('tab-messages').textContent).toBe('我的消息 999+')
  await answer()
  expect(screen.getByTestId('message-1').textContent).toContain('消息1')
  expect(screen.getByTestId('message-2')).toBeTruthy()
  expect(rootStore.member.unreadCount).toBe(1498)
})

test('with nothing unread the tab has no badge', async () => {
  rootStore.user.signIn(makeUser())
  rootStore.member.set(makeMember({ unread_count: 5 }))
  const answer = serveMessages(0)
  render(<SystemNoticePage />)
  expect(screen.getByTestId('tab-messages').textContent).toBe('我的消息 5')
  await answer()
  expect(screen.getByTestId('tab-messages').textContent).toBe('我的消息')
})

test('logged out it opens on the announcements and asks no personal data', async () => {
  spies.request.mockImplementation((() =>
    Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { list: [{ id: 9, title: '停服维护公告', content: '系统将于周三凌晨维护', created_at: 0, created_date: '2026-11-20' }], page: 1, limit: 20, total: 1, has_more: false } }))) as never)
  render(<SystemNoticePage />)
  await act(async () => undefined)
  expect(screen.getByTestId('tab-notices').getAttribute('aria-selected')).toBe('true')
  expect(screen.getByTestId('notice-9').textContent).toContain('停服维护公告')
  const urls = spies.request.mock.calls.map(([o]) => (o as { url: string }).url)
  expect(urls.every((u) => u.endsWith('api/game/system_notification'))).toBe(true)
})
