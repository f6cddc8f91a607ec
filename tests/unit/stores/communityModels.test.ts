import Taro from '@tarojs/taro'
import type { ForumComment, ForumPost } from '@contract/api/community'
import { CONTENT_EMPTY, CONTENT_TOO_LONG, FORUM_CONTENT_MAX } from '@contract/forum-rules'
import * as forum from '@/features/community/services/community'
import { PostEditorModel } from '@/features/community/stores/postEditorModel'
import { ReviewPageModel } from '@/features/community/stores/reviewPageModel'
import { isPostDeletedHere } from '@/features/community/stores/forumStore'
import { rootStore } from '@/stores/RootStore'
import { deferred } from '../../setup/deferred'
import { makeUser } from '../../setup/fixtures'
import { spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'

jest.mock('@/features/community/services/community', () => ({
  ...jest.requireActual('@/features/community/services/community'),
  fetchThread: jest.fn(),
  addComment: jest.fn(),
  editComment: jest.fn(),
  deleteComment: jest.fn(),
  deletePost: jest.fn(),
  fetchPost: jest.fn(),
  publishPost: jest.fn(),
  editPost: jest.fn(),
}))
const api = forum as jest.Mocked<typeof forum>

function postFixture(over: Partial<ForumPost> = {}): ForumPost {
  return {
    id: 42, user_id: 7, nickname: '我自己', avatar: '', content: '今晚必胜', images: [], kind: 'post', event_id: null, event_name: '',
    league_id: null, league_name: '', place: null, created_at: 0, edited_at: null, like_count: 0, comment_count: 1,
    collect_count: 0, liked: false, collected: false, is_mine: true, deleted: false, ...over,
  }
}
function commentFixture(over: Partial<ForumComment> = {}): ForumComment {
  return { id: 1, forum_id: 42, user_id: 8, nickname: '路人甲', avatar: '', content: '同意', reply_id: null, reply_nickname: '', created_at: 0, edited_at: null, is_mine: false, ...over }
}

let spies: TaroSpies
let confirmed: boolean
beforeEach(() => {
  spies = spyOnTaro()
  confirmed = true
  jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: confirmed, cancel: !confirmed, errMsg: 'ok' })) as never)
  api.fetchThread.mockResolvedValue({ post: postFixture(), comments: { list: [commentFixture()], page: 1, limit: 20, total: 1, has_more: false } })
  rootStore.user.signIn(makeUser())
})
afterEach(() => {
  jest.restoreAllMocks()
  jest.resetAllMocks()
  rootStore.user.clearStorage()
})

async function openedThread(): Promise<ReviewPageModel> {
  const page = new ReviewPageModel(42)
  await page.thread.comments.reload()
  return page
}

describe('the post page’s comment box', () => {
  test('an empty or too long comment is refused with its reason and nothing is sent', async () => {
    const page = await openedThread()
    page.setText('   ')
    await page.send()
    page.setText('长'.repeat(FORUM_CONTENT_MAX + 1))
    await page.send()
    expect(toastTitles(spies)).toEqual(['请输入评论内容', CONTENT_TOO_LONG])
    expect(api.addComment).not.toHaveBeenCalled()
  })

  test('a guest is asked to log in first', async () => {
    rootStore.user.clearStorage()
    const page = await openedThread()
    page.setText('我也觉得')
    await page.send()
    expect(toastTitles(spies)).toEqual(['请先登录'])
    expect(api.addComment).not.toHaveBeenCalled()
  })

  test('sending: a second tap while the first is on its way sends nothing; the comment shows at the end and the box empties', async () => {
    const page = await openedThread()
    const answer = deferred<ForumComment>()
    api.addComment.mockReturnValueOnce(answer.promise)
    page.setText(' 我也觉得 ')
    const first = page.send()
    expect(page.sending).toBe(true)
    await page.send()
    answer.resolve(commentFixture({ id: 2, content: '我也觉得', is_mine: true }))
    await first
    expect(api.addComment).toHaveBeenCalledTimes(1)
    expect(api.addComment).toHaveBeenCalledWith(42, '我也觉得', undefined)
    expect(page.thread.comments.items.map((c) => c.content)).toEqual(['同意', '我也觉得'])
    expect(page.thread.post?.comment_count).toBe(2)
    expect(page.text).toBe('')
    expect(page.sending).toBe(false)
  })

  test('a refused comment keeps its text for another try', async () => {
    const page = await openedThread()
    api.addComment.mockRejectedValueOnce(new Error('评论太频繁'))
    page.setText('我也觉得')
    await page.send()
    expect(page.text).toBe('我也觉得')
    expect(page.sending).toBe(false)
  })

  test('a reply names its target in the box and goes to that comment; 取消回复 keeps the text', async () => {
    const page = await openedThread()
    const target = page.thread.comments.items[0]
    page.startReply(target)
    expect(page.placeholder).toBe('回复 路人甲')
    page.setText('说得对')
    page.cancelTarget()
    expect(page.placeholder).toBe('写评论…')
    expect(page.text).toBe('说得对')
    page.startReply(target)
    api.addComment.mockResolvedValueOnce(commentFixture({ id: 3, content: '说得对', reply_id: 1, reply_nickname: '路人甲', is_mine: true }))
    await page.send()
    expect(api.addComment).toHaveBeenCalledWith(42, '说得对', 1)
    expect(page.replyTo).toBeNull()
  })

  test('editing my comment puts its text in the box and saves the new text in place', async () => {
    api.fetchThread.mockResolvedValueOnce({ post: postFixture(), comments: { list: [commentFixture({ id: 5, content: '旧的', is_mine: true })], page: 1, limit: 20, total: 1, has_more: false } })
    const page = await openedThread()
    page.startEdit(page.thread.comments.items[0])
    expect(page.text).toBe('旧的')
    expect(page.placeholder).toBe('修改评论')
    page.setText('新的')
    api.editComment.mockResolvedValueOnce({ id: 5 })
    await page.send()
    expect(api.editComment).toHaveBeenCalledWith(5, '新的')
    expect(page.thread.comments.items.map((c) => c.content)).toEqual(['新的'])
    expect(page.editing).toBeNull()
    expect(page.text).toBe('')
  })

  test('deleting my comment asks first: 取消 keeps it, 确定 removes it and lowers the count', async () => {
    api.fetchThread.mockResolvedValueOnce({ post: postFixture(), comments: { list: [commentFixture({ id: 5, is_mine: true })], page: 1, limit: 20, total: 1, has_more: false } })
    const page = await openedThread()
    const mine = page.thread.comments.items[0]
    confirmed = false
    await page.removeComment(mine)
    expect(api.deleteComment).not.toHaveBeenCalled()
    expect(page.thread.comments.items).toHaveLength(1)
    confirmed = true
    api.deleteComment.mockResolvedValueOnce(null)
    await page.removeComment(mine)
    expect(api.deleteComment).toHaveBeenCalledWith(5)
    expect(page.thread.comments.items).toHaveLength(0)
    expect(page.thread.post?.comment_count).toBe(0)
  })

  test('a failed delete says why and keeps the comment', async () => {
    api.fetchThread.mockResolvedValueOnce({ post: postFixture(), comments: { list: [commentFixture({ id: 5, is_mine: true })], page: 1, limit: 20, total: 1, has_more: false } })
    const page = await openedThread()
    api.deleteComment.mockRejectedValueOnce(new Error('网络不给力'))
    await page.removeComment(page.thread.comments.items[0])
    expect(toastTitles(spies)).toEqual(['网络不给力'])
    expect(page.thread.comments.items).toHaveLength(1)
  })

  test('deleting the post asks first, then says it is done (the page returns to its list, where the row is gone)', async () => {
    const page = await openedThread()
    api.deletePost.mockResolvedValueOnce(null)
    expect(await page.removePost()).toBe(true)
    expect(api.deletePost).toHaveBeenCalledWith(42)
    expect(toastTitles(spies)).toEqual(['已删除'])
    expect(isPostDeletedHere(42)).toBe(true)
  })
})

describe('the post editor', () => {
  test('an empty post (no text, no picture) or a too long one is refused under the field before anything is sent', async () => {
    const editor = new PostEditorModel(0)
    expect(editor.loading).toBe(false)
    editor.setContent('  ')
    expect(await editor.publish()).toBeNull()
    expect(editor.contentError).toBe(CONTENT_EMPTY)
    editor.setContent('长'.repeat(FORUM_CONTENT_MAX + 1))
    expect(editor.contentError).toBeNull()
    expect(await editor.publish()).toBeNull()
    expect(editor.contentError).toBe(CONTENT_TOO_LONG)
    expect(api.publishPost).not.toHaveBeenCalled()
  })

  test('pictures alone are a post; publish sends the tag and place and answers the new post', async () => {
    const editor = new PostEditorModel(0)
    editor.setImages(['/uploads/a.png'])
    editor.setTag({ kind: 'league', id: 3, label: '英超' })
    editor.setPlace({ name: '北京', address: '中国·北京', latitude: 39.9, longitude: 116.4 })
    api.publishPost.mockResolvedValueOnce({ id: 77 })
    expect(await editor.publish()).toBe(77)
    expect(api.publishPost).toHaveBeenCalledWith({
      content: '', images: ['/uploads/a.png'], event_id: 0, league_id: 3,
      place_name: '北京', place_address: '中国·北京', latitude: 39.9, longitude: 116.4,
    })
    expect(toastTitles(spies)).toEqual(['发布成功'])
  })

  test('a refused publish throws the server’s reason for the form and shows no success', async () => {
    const editor = new PostEditorModel(0)
    editor.setContent('今晚必胜')
    api.publishPost.mockRejectedValueOnce(new Error('发帖太频繁，请 30 秒后再试'))
    await expect(editor.publish()).rejects.toThrow('发帖太频繁')
    expect(toastTitles(spies)).toEqual([])
  })

  test('editing loads my post (text, pictures, match tag, place) and saves to the same post', async () => {
    api.fetchPost.mockResolvedValueOnce(postFixture({ content: '旧内容', images: ['/uploads/b.png'], event_id: 9, event_name: '阿森纳 vs 切尔西', league_id: 3, league_name: '英超', place: { name: '伦敦', address: '英国', latitude: 51.5, longitude: 0 } }))
    const editor = new PostEditorModel(42)
    expect(editor.loading).toBe(true)
    await editor.load()
    expect(editor.loading).toBe(false)
    expect(editor.content).toBe('旧内容')
    expect(editor.images).toEqual(['/uploads/b.png'])
    expect(editor.tag).toEqual({ kind: 'match', id: 9, label: '英超 · 阿森纳 vs 切尔西' })
    expect(editor.place?.name).toBe('伦敦')
    editor.setContent('新内容')
    api.editPost.mockResolvedValueOnce({ id: 42 })
    expect(await editor.publish()).toBe(42)
    expect(api.editPost).toHaveBeenCalledWith(expect.objectContaining({ id: 42, content: '新内容', event_id: 9, league_id: 0 }))
    expect(toastTitles(spies)).toEqual(['已保存'])
  })

  test('a post that cannot be loaded shows the reason instead of the form', async () => {
    api.fetchPost.mockRejectedValueOnce(new Error('帖子不存在'))
    const editor = new PostEditorModel(42)
    await editor.load()
    expect(editor.loading).toBe(false)
    expect(editor.loadFailure).toBe('帖子不存在')
  })
})
