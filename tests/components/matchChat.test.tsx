import Taro from '@tarojs/taro'
import { act, fireEvent, screen } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import type { ChatMessageRow } from '@contract/api/match'
import { CHAT_TOO_FAST, CHAT_TOO_LONG } from '@contract/live'
import SportsSetailsPage from '@/pages/msyng/sportsSetails/sportsSetails'
import { rootStore } from '@/stores/RootStore'
import { openPage, leavePage } from '../setup/pageEvents'
import { makeUser } from '../setup/fixtures'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../setup/taroSpies'
import { matchDetailFixture } from './matchFixtures'

const MATCH_ID = 7
let spies: TaroSpies
let chatAnswer: { list: ChatMessageRow[]; open: boolean }
let sendAnswer: (content: string) => { code: number; msg: string; data: ChatMessageRow | null }
/** the socket the page opened: the test opens it and pushes what the server would */
let socket: { open: () => void; push: (m: object) => void; sent: string[] }

const message = (id: number, content: string, over: Partial<ChatMessageRow> = {}): ChatMessageRow => ({
  id, event_id: MATCH_ID, user_id: 50 + id, nickname: `球迷${id}`, avatar: '', content, at: Date.parse('2026-11-22T12:00:00Z') + id * 1000, ...over,
})

function fakeTaroSocket() {
  const cbs: { open?: () => void; message?: (r: { data: string }) => void } = {}
  const sent: string[] = []
  const task = {
    send: ({ data }: { data: string }) => void sent.push(data),
    close: () => undefined,
    onOpen: (cb: () => void) => void (cbs.open = cb),
    onMessage: (cb: (r: { data: string }) => void) => void (cbs.message = cb),
    onClose: () => undefined,
    onError: () => undefined,
  }
  socket = { open: () => cbs.open?.(), push: (m) => cbs.message?.({ data: JSON.stringify(m) }), sent }
  return Promise.resolve(task)
}

beforeEach(() => {
  Current.router = { params: { id: String(MATCH_ID) }, path: '/pages/msyng/sportsSetails/sportsSetails', $taroPath: 'sportsSetails', onReady: '', onHide: '', onShow: '' }
  spies = spyOnTaro()
  jest.spyOn(Taro, 'connectSocket').mockImplementation(fakeTaroSocket as never)
  chatAnswer = { list: [message(1, '主队加油'), message(2, '<b>不是粗体</b>')], open: true }
  sendAnswer = (content) => ({ code: 1, msg: 'ok', data: message(10, content, { user_id: Number(makeUser().user_id), nickname: '我' }) })
  spies.request.mockImplementation(((opts: { url: string; data: { content?: string } }) => {
    if (opts.url.endsWith('api/Game/get_xq')) return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: matchDetailFixture({ id: MATCH_ID, status_id: 1 }) }))
    if (opts.url.endsWith('api/Game/chat_list')) return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: { event_id: MATCH_ID, closes_at: null, ...chatAnswer } }))
    if (opts.url.endsWith('api/Game/chat_send')) return Promise.resolve(httpAnswer(sendAnswer(String(opts.data.content))))
    return Promise.reject(new Error(`unexpected request ${opts.url}`))
  }) as never)
})
afterEach(leavePage)

async function openChat() {
  await openPage(<SportsSetailsPage />)
  await act(async () => void fireEvent.click(screen.getByTestId('tab-chat')))
  await act(async () => undefined)
  act(() => socket.open())
}

const shown = () => screen.getAllByTestId('chat-content').map((e) => e.textContent)

function typeChat(value: string) {
  const input = screen.getByTestId('chat-input')
  const el = input.matches('taro-input-core') ? input : input.querySelector('taro-input-core') ?? input
  act(() => void el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true })))
}

test('聊天室 shows the last messages as plain text and a new one pushed on the match\'s topic', async () => {
  await openChat()
  expect(shown()).toEqual(['主队加油', '<b>不是粗体</b>'])
  expect(socket.sent.map((s) => JSON.parse(s) as object)).toContainEqual({ op: 'sub', topics: [`match:${MATCH_ID}`] })
  act(() => socket.push({ topic: `match:${MATCH_ID}`, type: 'chat', data: { match_id: MATCH_ID, action: 'post', message: message(3, '扳平了！') }, at: 1 }))
  expect(shown()).toEqual(['主队加油', '<b>不是粗体</b>', '扳平了！'])
  act(() => socket.push({ topic: `match:${MATCH_ID}`, type: 'chat', data: { match_id: MATCH_ID, action: 'delete', deleted_id: 1 }, at: 2 }))
  expect(shown()).toEqual(['<b>不是粗体</b>', '扳平了！'])
})

test('logged out, the box asks to log in instead', async () => {
  await openChat()
  expect(screen.queryByTestId('chat-input')).toBeNull()
  fireEvent.click(screen.getByTestId('chat-login'))
  expect(spies.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请先登录' }))
})

test('logged in: a message is sent and shown; the next within 3 s, one over 140 characters and the server\'s refusals show why', async () => {
  rootStore.user.signIn(makeUser())
  await openChat()
  typeChat('好球')
  await act(async () => void fireEvent.click(screen.getByTestId('chat-send')))
  expect(shown()).toContain('好球')
  typeChat('再来一个')
  await act(async () => void fireEvent.click(screen.getByTestId('chat-send')))
  expect(screen.getByTestId('chat-error').textContent).toBe(CHAT_TOO_FAST)

  // 140 emoji are 140 characters as the user counts them; 141 are too many
  typeChat('⚽'.repeat(141))
  expect(screen.getByTestId('chat-count').textContent).toBe('141/140')
  await act(async () => void fireEvent.click(screen.getByTestId('chat-send')))
  expect(screen.getByTestId('chat-error').textContent).toBe(CHAT_TOO_LONG)
  typeChat('⚽'.repeat(140))
  expect(screen.getByTestId('chat-count').textContent).toBe('140/140')
})

test('a refusal from the server (muted, filtered, closed) is shown under the box and the message is not added', async () => {
  rootStore.user.signIn(makeUser())
  sendAnswer = () => ({ code: 0, msg: '你已被禁言', data: null })
  await openChat()
  typeChat('你好')
  await act(async () => void fireEvent.click(screen.getByTestId('chat-send')))
  expect(screen.getByTestId('chat-error').textContent).toBe('你已被禁言')
  expect(shown()).not.toContain('你好')
})

test('a room closed after the final whistle: the messages, no box', async () => {
  rootStore.user.signIn(makeUser())
  chatAnswer = { list: [message(1, '结束了')], open: false }
  await openChat()
  expect(shown()).toEqual(['结束了'])
  expect(screen.getByTestId('chat-closed').textContent).toContain('聊天室已关闭')
  expect(screen.queryByTestId('chat-input')).toBeNull()
})
