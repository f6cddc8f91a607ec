import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ForumPost } from '@contract/api/community'
import CommunityBoard from '@/features/community/components/CommunityBoard'
import { rootStore } from '@/stores/RootStore'
import { makeUser } from '../setup/fixtures'
import { httpAnswer, spyOnTaro, toastTitles, type TaroSpies } from '../setup/taroSpies'

let spies: TaroSpies
/** what the board list answers next: posts, or an error envelope */
let board: { posts: ForumPost[] } | { fail: string }
/** the latest 资讯 the unfiltered first page brings */
let latestNews: ForumPost[] = []
/** what liking answers: the count, or a refusal */
let likeAnswer: { count: number } | { fail: string }

function postFixture(over: Partial<ForumPost> = {}): ForumPost {
  return {
    id: 1, user_id: 7, nickname: '红魔老炮', avatar: '', content: '今晚必胜', images: [], kind: 'post', event_id: 101, event_name: '曼联 vs 切尔西',
    league_id: 1, league_name: '英超', place: null, created_at: Date.now() - 3 * 3_600_000, edited_at: null,
    like_count: 4, comment_count: 2, collect_count: 1, liked: false, collected: false, is_mine: false, deleted: false, ...over,
  }
}

const envelope = (data: unknown) => httpAnswer({ code: 1, msg: 'ok', data })
const failure = (msg: string) => httpAnswer({ code: 0, msg, data: null })

beforeEach(() => {
  spies = spyOnTaro()
  board = { posts: [postFixture()] }
  latestNews = []
  likeAnswer = { count: 5 }
  spies.request.mockImplementation(((opts: { url: string }) => {
    const url = opts.url
    if (url.endsWith('api/Forum/home_forum_list')) {
      if ('fail' in board) return Promise.resolve(failure(board.fail))
      return Promise.resolve(envelope({ list: board.posts, page: 1, limit: 10, total: board.posts.length, has_more: false, news: latestNews }))
    }
    if (url.endsWith('api/Forum/popular_race')) return Promise.resolve(envelope({ list: [{ event_id: 101, name: '曼联 vs 切尔西', league_id: 1, league_name: '英超', start_at: 0, post_count: 3 }] }))
    if (url.endsWith('api/Forum/popular_race_type')) return Promise.resolve(envelope({ list: [{ league_id: 1, name: '英超', post_count: 9 }] }))
    if (url.endsWith('api/Forum/home_forum_list_dz')) {
      if ('fail' in likeAnswer) return Promise.resolve(failure(likeAnswer.fail))
      return Promise.resolve(envelope({ liked: true, like_count: likeAnswer.count, likers: [] }))
    }
    return Promise.reject(new Error(`unexpected ${url}`))
  }) as never)
})
afterEach(() => {
  jest.restoreAllMocks()
  rootStore.user.clearStorage()
})

/** the board's list calls are spaced 500 ms apart, so answers may take that long */
const WAIT = { timeout: 2000 }

test('rows show author, relative time, text as typed, tag and counts; the tag chips filter', async () => {
  board = { posts: [postFixture({ content: '<b>加油</b> <script>alert(1)</script>' })] }
  render(<CommunityBoard />)
  expect(screen.getByTestId('state-loading')).toBeTruthy()
  const row = await waitFor(() => screen.getByTestId('forum-post'), WAIT)
  expect(within(row).getByTestId('forum-post-text').textContent).toBe('<b>加油</b> <script>alert(1)</script>')
  expect(row.querySelector('script')).toBeNull()
  expect(within(row).getByText('3小时前')).toBeTruthy()
  expect(within(row).getByText('#英超 · 曼联 vs 切尔西')).toBeTruthy()
  expect(within(row).getByTestId('forum-like').textContent).toBe('赞 4')
  expect(within(row).getByTestId('forum-comments').textContent).toBe('评论 2')
  expect(within(row).getByTestId('forum-collect').textContent).toBe('收藏 1')

  await act(async () => void fireEvent.click(await screen.findByText('曼联 vs 切尔西', { selector: '.community-board__tag' })))
  await waitFor(() => {
    const last = spies.request.mock.calls.map(([o]) => o as { url: string; data: Record<string, unknown> }).filter((o) => o.url.endsWith('home_forum_list')).pop()
    expect(last?.data.event_id).toBe(101)
  }, WAIT)
})

test('资讯 filters the board to the 战报, 前瞻 and 转会 of the official account, marked as such', async () => {
  render(<CommunityBoard />)
  await waitFor(() => screen.getByTestId('forum-post'), WAIT)
  expect(screen.queryByTestId('forum-news-badge')).toBeNull()
  board = {
    posts: [
      postFixture({ id: 9, nickname: '球场资讯', kind: 'report', content: '【战报】英超 曼联 2:1 切尔西' }),
      postFixture({ id: 10, nickname: '球场资讯', kind: 'transfer', content: '【转会】张三告别曼联，正式加盟切尔西' }),
    ],
  }
  await act(async () => void fireEvent.click(await screen.findByText('资讯', { selector: '.community-board__tag' })))
  await waitFor(() => {
    const last = spies.request.mock.calls.map(([o]) => o as { url: string; data: Record<string, unknown> }).filter((o) => o.url.endsWith('home_forum_list')).pop()
    expect(last?.data.kind).toBe('news')
    expect(last?.data.event_id).toBeUndefined()
  }, WAIT)
  expect((await screen.findAllByTestId('forum-news-badge', undefined, WAIT)).map((b) => b.textContent)).toEqual([' 战报', ' 转会'])
})

test('最新资讯 shows the headlines the board’s first page brought, each opening its post', async () => {
  latestNews = [postFixture({ id: 31, nickname: '球场资讯', kind: 'report', content: '【战报】英超 曼联 2:1 切尔西\n半场 1:0' })]
  render(<CommunityBoard />)
  const block = await screen.findByTestId('latest-news', undefined, WAIT)
  const row = within(block).getByTestId('latest-news-31')
  expect(row.textContent).toBe('【战报】英超 曼联 2:1 切尔西')
  fireEvent.click(row)
  expect(spies.navigateTo).toHaveBeenCalledWith({ url: '/pages/msyng/review/review?id=31' })
  // the board's requests are the same as without it
  expect(spies.request.mock.calls.filter(([o]) => (o as { url: string }).url.endsWith('home_forum_list'))).toHaveLength(1)
})

test('an empty board invites the first post; a failed one offers 重试, which loads it', async () => {
  board = { posts: [] }
  const { unmount } = render(<CommunityBoard />)
  expect(await screen.findByText('还没有帖子，来发第一帖吧', undefined, WAIT)).toBeTruthy()
  unmount()

  board = { fail: '服务器繁忙' }
  render(<CommunityBoard />)
  expect(await screen.findByText('服务器繁忙', undefined, WAIT)).toBeTruthy()
  board = { posts: [postFixture({ content: '恢复了' })] }
  await act(async () => void fireEvent.click(screen.getByText('重试')))
  expect(await screen.findByText('恢复了', undefined, WAIT)).toBeTruthy()
})

test('like changes at once, takes the server’s count, and rolls back with the reason on a refusal', async () => {
  rootStore.user.signIn(makeUser())
  let resolveLike: (v: unknown) => void = () => undefined
  render(<CommunityBoard />)
  const like = await waitFor(() => screen.getByTestId('forum-like'), WAIT)

  const base = spies.request.getMockImplementation()
  spies.request.mockImplementation(((opts: { url: string }) => {
    if (opts.url.endsWith('home_forum_list_dz')) return new Promise((r) => (resolveLike = r))
    return base?.(opts as never)
  }) as never)
  await act(async () => void fireEvent.click(like))
  expect(like.textContent).toBe('已赞 5')
  await act(async () => resolveLike(envelope({ liked: true, like_count: 9, likers: [] })))
  expect(like.textContent).toBe('已赞 9')

  spies.request.mockImplementation(base as never)
  likeAnswer = { fail: '操作太频繁' }
  await act(async () => void fireEvent.click(like))
  await waitFor(() => expect(like.textContent).toBe('已赞 9'))
  expect(toastTitles(spies)).toContain('操作太频繁')
})

test('logged out, 关注 and like ask to log in and send nothing', async () => {
  render(<CommunityBoard />)
  const like = await waitFor(() => screen.getByTestId('forum-like'), WAIT)
  await act(async () => void fireEvent.click(like))
  expect(like.textContent).toBe('赞 4')
  await act(async () => void fireEvent.click(screen.getByText('关注')))
  expect(toastTitles(spies)).toEqual(['请先登录', '请先登录'])
  expect(spies.request.mock.calls.some(([o]) => (o as { url: string }).url.endsWith('home_forum_list_dz'))).toBe(false)
})
