import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Current } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import type { ForumComment, ForumPost } from '@contract/api/community'
import ReviewPage from '@/pages/msyng/review/review'
import { rootStore } from '@/stores/RootStore'
import { pendingActions } from '@/stores/pendingActionStore'
import { makeUser } from '../setup/fixtures'
import { httpAnswer, spyOnTaro, toastTitles, type TaroSpies } from '../setup/taroSpies'

let spies: TaroSpies
let post: ForumPost
let comments: ForumComment[]
/** what the next comment call answers: a comment, or a refusal */
let commentRefusal: string | null
const sent: Array<{ path: string; data: Record<string, unknown> }> = []

function postFixture(over: Partial<ForumPost> = {}): ForumPost {
  return {
    id: 42, user_id: 7, nickname: '我自己', avatar: '', content: '<i>今晚</i>必胜', images: [], kind: 'post', event_id: null, event_name: '',
    league_id: 1, league_name: '英超', place: { name: '北京', address: '中国·北京', latitude: 39.9, longitude: 116.4 },
    created_at: Date.now() - 60_000, edited_at: null, like_count: 0, comment_count: 1, collect_count: 0,
    liked: false, collected: false, is_mine: true, deleted: false, ...over,
  }
}

function commentFixture(over: Partial<ForumComment> = {}): ForumComment {
  return { id: 1, forum_id: 42, user_id: 8, nickname: '路人甲', avatar: '', content: '同意', reply_id: null, reply_nickname: '', created_at: Date.now(), edited_at: null, is_mine: false, ...over }
}

const envelope = (data: unknown) => httpAnswer({ code: 1, msg: 'ok', data })

beforeEach(() => {
  spies = spyOnTaro()
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' } as never)
  sent.length = 0
  post = postFixture()
  comments = [commentFixture()]
  commentRefusal = null
  Current.router = { params: { id: '42' }, path: '/pages/msyng/review/review', $taroPath: '/pages/msyng/review/review', onReady: '', onHide: '', onShow: '' }
  spies.request.mockImplementation(((opts: { url: string; data: Record<string, unknown> }) => {
    const path = opts.url.replace(/^.*\/api\//, 'api/')
    sent.push({ path, data: opts.data })
    if (path === 'api/Forum/home_forum_xq') return Promise.resolve(envelope({ post, comments: { list: comments, page: 1, limit: 20, total: comments.length, has_more: false } }))
    if (path === 'api/Forum/home_forum_comment') {
      if (commentRefusal) return Promise.resolve(httpAnswer({ code: 0, msg: commentRefusal, data: null }))
      return Promise.resolve(envelope(commentFixture({ id: 2, user_id: 7, nickname: '我自己', content: String(opts.data.content), is_mine: true })))
    }
    if (path === 'api/Forum/home_forum_edit') return Promise.resolve(envelope({ id: Number(opts.data.comment_id ?? opts.data.id) }))
    if (path === 'api/Forum/home_forum_delete') {
      post = postFixture({ deleted: true, content: '该帖已删除', images: [], place: null })
      return Promise.resolve(envelope(null))
    }
    return Promise.reject(new Error(`unexpected ${path}`))
  }) as never)
  rootStore.user.signIn(makeUser())
})
afterEach(() => {
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
})

/** the comment box (Taro's H5 input element carries the test id) */
const input = () => screen.getByTestId('comment-input') as unknown as { value: string; dispatchEvent: (e: Event) => void }
/** types as Taro's H5 input reports it: an `input` event with detail.value */
async function type(text: string) {
  await act(async () => {
    input().dispatchEvent(new CustomEvent('input', { detail: { value: text }, bubbles: true }))
  })
}

test('the post shows as text with its place and comments; a comment is added at the end, a refusal keeps the text', async () => {
  render(<ReviewPage />)
  await waitFor(() => expect(screen.getByTestId('forum-post-text').textContent).toBe('<i>今晚</i>必胜'))
  expect(screen.getByTestId('forum-post-place').textContent).toBe('位置：北京')
  expect(screen.getAllByTestId('forum-comment-text').map((c) => c.textContent)).toEqual(['同意'])

  commentRefusal = '评论太频繁，每分钟最多 10 条，请 30 秒后再试'
  await type('我也觉得')
  await act(async () => void fireEvent.click(screen.getByTestId('comment-send')))
  expect(toastTitles(spies)).toContain(commentRefusal)
  expect(screen.getAllByTestId('forum-comment-text')).toHaveLength(1)

  commentRefusal = null
  await act(async () => void fireEvent.click(screen.getByTestId('comment-send')))
  expect(screen.getAllByTestId('forum-comment-text').map((c) => c.textContent)).toEqual(['同意', '我也觉得'])
  expect(screen.getByTestId('forum-comments').textContent).toBe('评论 2')
})

test('my comment is edited in the box; the author deletes the post and goes back to the list it came from', async () => {
  const navigateBack = jest.spyOn(Taro, 'navigateBack').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as Taro.Page[])
  render(<ReviewPage />)
  await waitFor(() => screen.getByTestId('forum-post-text'))
  await type('自己的评论')
  await act(async () => void fireEvent.click(screen.getByTestId('comment-send')))
  const mine = screen.getAllByTestId('forum-comment')[1]
  await act(async () => void fireEvent.click(within(mine).getByTestId('comment-edit')))
  expect(input().value).toBe('自己的评论')
  await type('改过的评论')
  await act(async () => void fireEvent.click(screen.getByTestId('comment-send')))
  expect(sent.find((r) => r.path === 'api/Forum/home_forum_edit')?.data).toMatchObject({ comment_id: 2, content: '改过的评论' })
  expect(screen.getAllByTestId('forum-comment-text').map((c) => c.textContent)).toEqual(['同意', '改过的评论'])

  await act(async () => void fireEvent.click(screen.getByTestId('post-delete')))
  await waitFor(() => expect(navigateBack).toHaveBeenCalledTimes(1))
  expect(sent.find((r) => r.path === 'api/Forum/home_forum_delete')?.data).toMatchObject({ id: 42 })
  expect(toastTitles(spies)).toContain('已删除')
})

test('a deleted post opened by a link (nothing below it) returns to the board on the home tab', async () => {
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}] as Taro.Page[])
  render(<ReviewPage />)
  await waitFor(() => screen.getByTestId('forum-post-text'))
  await act(async () => void fireEvent.click(screen.getByTestId('post-delete')))
  await waitFor(() => expect(spies.reLaunch).toHaveBeenCalledWith({ url: '/pages/index/index' }))
})

test('someone else’s post offers no edit or delete, and 投诉 opens the complaint form for the post', async () => {
  post = postFixture({ is_mine: false, user_id: 9 })
  render(<ReviewPage />)
  await waitFor(() => screen.getByTestId('forum-post-text'))
  expect(screen.queryByTestId('post-delete')).toBeNull()
  expect(screen.queryByTestId('post-edit')).toBeNull()
  await act(async () => void fireEvent.click(screen.getByTestId('forum-complaint')))
  const url = (spies.navigateTo.mock.calls[0][0] as { url: string }).url
  expect(url).toMatch(/^\/pages\/msyng\/complaint\/askfor\?type=post&id=42&about=/)
  expect(decodeURIComponent(url.split('about=')[1])).toBe(`${post.nickname}：${post.content.slice(0, 20)}${post.content.length > 20 ? '…' : ''}`)
})

test('one’s own post offers no 投诉 (我的帖子 lists only one’s own)', async () => {
  post = postFixture({ is_mine: true })
  render(<ReviewPage />)
  await waitFor(() => screen.getByTestId('forum-post-text'))
  expect(screen.queryByTestId('forum-complaint')).toBeNull()
  expect(screen.getByTestId('post-delete')).toBeTruthy()
})

test('logged out, a comment typed and sent is kept through the login: the post opened from 我的 has it back in the box', async () => {
  jest.useFakeTimers()
  rootStore.user.clearStorage()
  pendingActions.clear()
  const view = render(<ReviewPage />)
  await act(async () => void jest.advanceTimersByTime(0))
  await type('主队必胜')
  await act(async () => void fireEvent.click(screen.getByTestId('comment-send')))
  expect(toastTitles(spies)).toContain('请先登录')
  expect(sent.some((r) => r.path === 'api/Forum/home_forum_comment')).toBe(false)
  expect(pendingActions.peek('post')).toMatchObject({ route: 'postDetail', params: { id: 42 }, payload: { draft: '主队必胜' } })
  act(() => void jest.advanceTimersByTime(1000))
  jest.useRealTimers()
  view.unmount()

  rootStore.user.signIn(makeUser())
  Current.router = { params: { id: '42', resume: 'post' }, path: '/pages/msyng/review/review', $taroPath: '/pages/msyng/review/review', onReady: '', onHide: '', onShow: '' }
  render(<ReviewPage />)
  await waitFor(() => expect(input().value).toBe('主队必胜'))
  expect(pendingActions.current).toBeNull()
  pendingActions.clear()
})

test('the post’s pictures and avatars come as thumbnails the size they are drawn; a tap opens the whole picture', async () => {
  const upload = (n: number) => `/uploads/${String(n).repeat(32)}.jpg`
  const full = (n: number) => `http://127.0.0.1:3721${upload(n)}`
  const previewed = jest.spyOn(Taro, 'previewImage').mockResolvedValue({ errMsg: 'previewImage:ok' } as never)
  post = postFixture({ avatar: upload(1), images: [upload(2), upload(3)] })
  comments = [commentFixture({ avatar: 'https://thirdwx.qlogo.cn/mmopen/vi_32/abc/132' })]
  render(<ReviewPage />)
  await waitFor(() => expect(screen.getAllByTestId('forum-image')).toHaveLength(2))
  // the test window: 1 CSS px per design px at pixel ratio 1, so a 200 design px cell takes the 200 px thumbnail
  expect(screen.getAllByTestId('forum-image').map((img) => img.getAttribute('src'))).toEqual([`${full(2)}?w=200`, `${full(3)}?w=200`])
  // the author's 80 design px avatar takes the 80 px one; a WeChat avatar is left as it is
  expect(screen.getAllByTestId('avatar-image').map((img) => img.getAttribute('src'))).toEqual([`${full(1)}?w=80`, 'https://thirdwx.qlogo.cn/mmopen/vi_32/abc/132'])

  await act(async () => void fireEvent.click(screen.getAllByTestId('forum-image')[1]))
  await waitFor(() => expect(previewed).toHaveBeenCalledWith({ current: full(3), urls: [full(2), full(3)] }))
})
