import { sql } from 'kysely'
import type { Db } from '../../mocks/db'
import { ensureForum } from '../../mocks/features/community'
import { SENSITIVE_WORDS_SETTING } from '../../mocks/services/sensitiveWords'
import { setSetting } from '../../mocks/services/settings'
import type { ForumComment, ForumPost, ForumThread, LikeState, CollectState } from '../../types/api/community'
import type { Paged } from '../../types/common'
import { ResultCode } from '../../types/envelope'
import { DELETED_POST_TEXT } from '../../types/forum-rules'
import { countOf, deleteRows, execute, firstRow, insertRow, insertRows, q, refusalOf } from './rows'
import { createMember, ok, SEED_TIMEOUT_MS, SEEDED_AT, seededAtNoon } from './match.helpers'
import { startTestServer, TestClock, type TestServer } from './helpers'

let s: TestServer
let db: Db
let mobileSeq = 13900000000

/** a new member; `token` goes in every call of theirs */
async function member(): Promise<{ id: number; token: string }> {
  return createMember(db, String(mobileSeq++), s.clock.now())
}

/** a file the member uploaded (the uploads table is what makes an image theirs) */
async function uploadOf(userId: number, name: string): Promise<string> {
  await insertRows(db, 'uploads', { name, user_id: userId, size: 10, created_at: s.clock.now() })
  return `/uploads/${name}`
}

async function someMatch(): Promise<{ id: number; league_id: number }> {
  const m = await firstRow(db, q.selectFrom('fb_matches').select(['id', 'league_id']).where('start_at', '>', s.clock.now()).where('postponed', '=', 0).orderBy('start_at').limit(1))
  if (!m) throw new Error('no match ahead')
  return m
}

/** posts as the member; each call first moves the clock past the 30 s posting interval */
async function post(token: string, payload: Record<string, unknown>): Promise<number> {
  s.clock.advance(31_000)
  return (await ok(s, 'api/Forum/home_forum_add', { token, ...payload })).id
}

beforeAll(async () => {
  db = await seededAtNoon(ensureForum)
  s = await startTestServer({ db, clock: new TestClock(SEEDED_AT) })
}, SEED_TIMEOUT_MS)
afterAll(() => s.close())

describe('the seeded board', () => {
  test('a fresh start has a few hundred Chinese posts with comments, likes and match tags, none in the future', async () => {
    const page = await ok(s, 'api/Forum/home_forum_list', { limit: 50 })
    expect(page.total).toBeGreaterThan(200)
    expect(page.list.every((p) => /[\u4e00-\u9fa5]/.test(p.content) && p.created_at <= s.clock.now())).toBe(true)
    expect(page.list.some((p) => p.event_name !== '' && p.comment_count > 0 && p.like_count > 0)).toBe(true)
    const comments = await countOf(db, 'forum_comments')
    expect(comments).toBeGreaterThan(500)
    const hot = await ok(s, 'api/Forum/home_forum_list', { sort: 'hot', limit: 5 })
    const score = (p: ForumPost) => p.like_count + 2 * p.comment_count + p.collect_count
    expect(score(hot.list[0])).toBeGreaterThanOrEqual(score(hot.list[4]))
  })

  test('seeding twice adds nothing', async () => {
    expect(await ensureForum(db, s.clock.now())).toBe(0)
  })

  test('popular matches and leagues, taggable matches by keyword and places come from the seeded world', async () => {
    const races = await ok(s, 'api/Forum/popular_race', {})
    expect(races.list.length).toBeGreaterThan(0)
    expect(races.list[0].post_count).toBeGreaterThan(0)
    expect((await ok(s, 'api/Forum/popular_race_type', {})).list[0].post_count).toBeGreaterThan(0)
    const team = races.list[0].name.split(' vs ')[0]
    const found = await ok(s, 'api/Forum/get_saishi', { keyword: team })
    expect(found.list.every((r) => r.name.includes(team))).toBe(true)
    const places = await ok(s, 'api/Forum/places', { keyword: '北京' })
    expect(places.list.some((p) => p.name === '北京')).toBe(true)
    expect((await ok(s, 'api/Forum/places', { keyword: '体育场' })).total).toBeGreaterThan(10)
  })
})

describe('publishing', () => {
  test('a post with text, own image, a match tag and a place opens with them; its league board lists it', async () => {
    const a = await member()
    const image = await uploadOf(a.id, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png')
    const match = await someMatch()
    // a full address of the upload counts as its path
    const id = await post(a.token, { content: '今晚这场必胜！', images: JSON.stringify([`http://127.0.0.1:3721${image}`]), event_id: match.id, place_name: '北京', place_address: '中国·北京', latitude: 39.9, longitude: 116.4 })
    const thread = await ok(s, 'api/Forum/home_forum_xq', { id })
    expect(thread.post).toMatchObject({ content: '今晚这场必胜！', images: [image], event_id: match.id, league_id: match.league_id, is_mine: false, deleted: false })
    expect(thread.post.place).toEqual({ name: '北京', address: '中国·北京', latitude: 39.9, longitude: 116.4 })
    const board = await ok(s, 'api/Community_orums/list', { league_id: match.league_id })
    expect(board.list[0].id).toBe(id)
    expect((await ok(s, 'api/Forum/home_forum_list', { event_id: match.id })).list[0].id).toBe(id)
    expect((await ok(s, 'api/Forum/home_forum_listself', { token: a.token })).list.map((p) => p.id)).toEqual([id])
    expect((await ok(s, 'api/Community_orums/user_list', { target_id: a.id })).list[0].is_mine).toBe(false)
  })

  test('too long, empty, someone else’s image and an image path that is not an upload are refused with reasons', async () => {
    const a = await member()
    const b = await member()
    const theirs = await uploadOf(b.id, 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.png')
    s.clock.advance(31_000)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ content: '好'.repeat(141) }, '内容最多 140 字'],
      [{ content: '   ' }, '请输入内容或添加图片'],
      [{ content: '看图', images: JSON.stringify([theirs]) }, '图片只能是你自己上传的图片'],
      [{ content: '看图', images: JSON.stringify(['javascript:alert(1)']) }, '图片只能是你上传的图片'],
    ]
    for (const [payload, msg] of cases) {
      const res = await s.call('api/Forum/home_forum_add', { token: a.token, ...payload })
      // schema refusals name the field first (参数 content 错误：...)
      expect([res.status, res.code, res.msg]).toEqual([200, ResultCode.FAIL, expect.stringContaining(msg)])
    }
    // 140 characters counted as a person counts them: 140 emoji fit
    expect(await post(a.token, { content: '⚽'.repeat(140) })).toBeGreaterThan(0)
  })

  test('one post per 30 s per user, with the wait in the message', async () => {
    const a = await member()
    await post(a.token, { content: '第一条' })
    s.clock.advance(10_000)
    const again = await s.call('api/Forum/home_forum_add', { token: a.token, content: '第二条' })
    expect(again.msg).toBe('发帖太频繁，每 30 秒只能发一条，请 20 秒后再试')
    // someone else is not held up
    await post((await member()).token, { content: '别人的帖子' })
    s.clock.advance(20_000)
    expect((await s.call('api/Forum/home_forum_add', { token: a.token, content: '第二条' })).code).toBe(ResultCode.OK)
  })

  test('publishing needs a login', async () => {
    const res = await s.call('api/Forum/home_forum_add', { content: '游客' })
    expect(res.code).not.toBe(ResultCode.OK)
  })
})

describe('comments', () => {
  test('10 comments a minute, the 11th is refused until the minute has passed', async () => {
    const a = await member()
    const id = await post(a.token, { content: '来评论' })
    const c = await member()
    for (let i = 0; i < 10; i++) {
      s.clock.advance(1000)
      await ok(s, 'api/Forum/home_forum_comment', { token: c.token, forum_id: id, content: `第${i + 1}条` })
    }
    const eleventh = await s.call('api/Forum/home_forum_comment', { token: c.token, forum_id: id, content: '第11条' })
    expect(eleventh.msg).toBe('评论太频繁，每分钟最多 10 条，请 51 秒后再试')
    s.clock.advance(51_000)
    expect((await s.call('api/Forum/home_forum_comment', { token: c.token, forum_id: id, content: '第11条' })).code).toBe(ResultCode.OK)
    expect((await ok(s, 'api/Forum/ForumDetails', { id })).comment_count).toBe(11)
  })

  test('a reply names the comment’s author; an empty comment is refused', async () => {
    const a = await member()
    const id = await post(a.token, { content: '回复测试' })
    const first = await ok(s, 'api/Forum/home_forum_comment', { token: a.token, forum_id: id, content: '楼主自己先说' })
    const b = await member()
    const reply = await ok(s, 'api/Forum/home_forum_comment', { token: b.token, forum_id: id, content: '同意', reply_id: first.id })
    expect(reply.reply_nickname).toBe(first.nickname)
    expect((await s.call('api/Forum/home_forum_comment', { token: b.token, forum_id: id, content: '  ' })).msg).toContain('请输入评论内容')
  })
})

describe('sensitive words', () => {
  test('listed words are masked in posts and comments; the operator setting replaces the list', async () => {
    const a = await member()
    const id = await post(a.token, { content: '这场是假球吧，加微信看直播' })
    expect((await ok(s, 'api/Forum/ForumDetails', { id })).content).toBe('这场是**吧，***看直播')
    const comment = await ok(s, 'api/Forum/home_forum_comment', { token: a.token, forum_id: id, content: '黑哨！' })
    expect(comment.content).toBe('**！')
    await setSetting(db, SENSITIVE_WORDS_SETTING, '乌龙,绝杀')
    try {
      const id2 = await post(a.token, { content: '乌龙球加假球' })
      expect((await ok(s, 'api/Forum/ForumDetails', { id: id2 })).content).toBe('**球加假球')
    } finally {
      await deleteRows(db, 'settings', { key: SENSITIVE_WORDS_SETTING })
    }
  })
})

describe('permissions', () => {
  test('only the author edits or deletes a post or comment; a deleted post keeps its thread as 该帖已删除', async () => {
    const a = await member()
    const b = await member()
    const id = await post(a.token, { content: '原文' })
    const mine = await ok(s, 'api/Forum/home_forum_comment', { token: a.token, forum_id: id, content: '作者评论' })
    const theirs = await ok(s, 'api/Forum/home_forum_comment', { token: b.token, forum_id: id, content: '别人评论' })

    expect((await s.call('api/Forum/home_forum_edit', { token: b.token, id, content: '改掉' })).msg).toBe('只能编辑自己的帖子')
    expect((await s.call('api/Community_orums/update', { token: b.token, id, content: '改掉' })).msg).toBe('只能编辑自己的帖子')
    expect((await s.call('api/Forum/home_forum_delete', { token: b.token, id })).msg).toBe('只能删除自己的帖子')
    expect((await s.call('api/Forum/home_forum_edit', { token: b.token, comment_id: mine.id, content: '改' })).msg).toBe('只能编辑自己的评论')
    expect((await s.call('api/Forum/home_forum_delete', { token: a.token, comment_id: theirs.id })).msg).toBe('只能删除自己的评论')

    await ok(s, 'api/Forum/home_forum_edit', { token: a.token, id, content: '改过的原文' })
    await ok(s, 'api/Forum/home_forum_edit', { token: b.token, comment_id: theirs.id, content: '改过的评论' })
    const edited = await ok(s, 'api/Forum/home_forum_xq', { id })
    expect(edited.post.content).toBe('改过的原文')
    expect(edited.post.edited_at).toBe(s.clock.now())
    expect(edited.comments.list.map((c) => c.content)).toEqual(['作者评论', '改过的评论'])

    await ok(s, 'api/Forum/home_forum_delete', { token: b.token, comment_id: theirs.id })
    await ok(s, 'api/Forum/home_forum_delete', { token: a.token, id })
    const thread = await ok(s, 'api/Forum/home_forum_xq', { id, token: b.token })
    expect(thread.post).toMatchObject({ content: DELETED_POST_TEXT, deleted: true, images: [] })
    expect(thread.comments.list.map((c) => c.content)).toEqual(['作者评论'])
    expect((await ok(s, 'api/Forum/home_forum_listself', { token: a.token })).total).toBe(0)
    expect((await s.call('api/Forum/home_forum_comment', { token: b.token, forum_id: id, content: '还在吗' })).msg).toBe('帖子已删除，不能评论')
    expect((await s.call('api/Forum/home_forum_edit', { token: a.token, id, content: '复活' })).msg).toBe('帖子已删除，不能编辑')
  })
})

describe('likes and collections', () => {
  test('twice in a row and twice at once still count once; undo brings the count back', async () => {
    const a = await member()
    const id = await post(a.token, { content: '点赞收藏' })
    const fan = await member()
    await ok(s, 'api/Forum/home_forum_list_dz', { token: fan.token, forum_id: id })
    const [l1, l2, c1, c2] = await Promise.all([
      s.call<LikeState>('api/Forum/home_forum_list_dz', { token: fan.token, forum_id: id }),
      s.call<LikeState>('api/Forum/home_forum_list_dz', { token: fan.token, forum_id: id }),
      s.call<CollectState>('api/Forum/forum_ollections', { token: fan.token, forum_id: id }),
      s.call<CollectState>('api/Forum/forum_ollections', { token: fan.token, forum_id: id }),
    ])
    expect([l1.data.like_count, l2.data.like_count, c1.data.collect_count, c2.data.collect_count]).toEqual([1, 1, 1, 1])
    expect(l1.data.likers.map((u) => u.user_id)).toEqual([fan.id])
    expect(await countOf(db, 'forum_likes', { forum_id: id })).toBe(1)
    const seen = await ok(s, 'api/Forum/ForumDetails', { id, token: fan.token })
    expect(seen).toMatchObject({ like_count: 1, collect_count: 1, liked: true, collected: true })
    expect((await ok(s, 'api/Forum/my_collection_list', { token: fan.token })).list.map((p) => p.id)).toEqual([id])
    expect((await ok(s, 'api/Community_orums/collect_list', { token: fan.token })).total).toBe(1)

    expect((await ok(s, 'api/Forum/home_forum_list_dz', { token: fan.token, forum_id: id, action: 'unlike' })).like_count).toBe(0)
    expect((await ok(s, 'api/Forum/forum_ollections', { token: fan.token, forum_id: id, action: 'uncollect' })).collect_count).toBe(0)
    expect((await ok(s, 'api/Forum/my_collection_list', { token: fan.token })).total).toBe(0)
  })

  test('the database refuses a second like row for the same user and post', async () => {
    const a = await member()
    const id = await insertRow(db, 'forum_posts', { user_id: a.id, content: 'x', created_at: s.clock.now() })
    await insertRows(db, 'forum_likes', { forum_id: id, user_id: a.id, created_at: 1 })
    expect(await refusalOf(insertRows(db, 'forum_likes', { forum_id: id, user_id: a.id, created_at: 2 }))).toMatch(/UNIQUE|PRIMARY|unique constraint/)
    // a null the types would refuse, written as SQL: the column itself must refuse it too
    expect(await refusalOf(execute(db, q.insertInto('forum_likes').values({ forum_id: id, user_id: sql<number>`NULL`, created_at: 3 })))).toMatch(/NOT NULL|not-null/)
  })
})

describe('black list', () => {
  test('posts, comments and likes of an author I black-listed are hidden from me only', async () => {
    const me = await member()
    const pest = await member()
    const other = await member()
    const pestPost = await post(pest.token, { content: '我是被拉黑的人' })
    const otherPost = await post(other.token, { content: '正常的帖子' })
    await ok(s, 'api/Forum/home_forum_comment', { token: pest.token, forum_id: otherPost, content: '被拉黑的评论' })
    await ok(s, 'api/Forum/home_forum_comment', { token: other.token, forum_id: otherPost, content: '正常评论' })
    await ok(s, 'api/user/user_black', { token: me.token, target_id: pest.id, action: 'add' })

    const mine = await ok(s, 'api/Forum/home_forum_list', { token: me.token, limit: 50 })
    expect(mine.list.some((p) => p.user_id === pest.id)).toBe(false)
    expect(mine.list.some((p) => p.id === otherPost)).toBe(true)
    const thread = await ok(s, 'api/Forum/home_forum_xq', { token: me.token, id: otherPost })
    expect(thread.comments.list.map((c: ForumComment) => c.content)).toEqual(['正常评论'])
    expect(thread.post.comment_count).toBe(1)
    expect((await s.call('api/Forum/home_forum_xq', { token: me.token, id: pestPost })).msg).toBe('你已将该帖作者加入黑名单')

    // others still see everything
    const theirs = await s.call<ForumThread>('api/Forum/home_forum_xq', { token: other.token, id: otherPost })
    expect(theirs.data.comments.total).toBe(2)
    const list = await s.call<Paged<ForumPost>>('api/Forum/home_forum_list', { limit: 50 })
    expect(list.data.list.some((p) => p.id === pestPost)).toBe(true)
  })
})

describe('plain text', () => {
  test('markup is stored and answered exactly as typed, never as HTML', async () => {
    const a = await member()
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)>&lt;b&gt;'
    const id = await post(a.token, { content: payload })
    expect((await ok(s, 'api/Forum/ForumDetails', { id })).content).toBe(payload)
  })
})
