/**
 * Community end to end on H5 against the stand-in server: markup posted and commented by members
 * shows as the very text typed and never runs (on the post page and on the home board), and a new
 * member's journey: publish a post with a picture, a match tag and a place, comment, like, collect,
 * find it in 我的帖子 and 我的收藏, delete it (its thread stays readable as 该帖已删除).
 * The tests share one browser session and run in order.
 */
import type { Locator } from 'playwright-core'
import type { UserInfo } from '../../types/api/account'
import { ADMIN_TOKEN, startE2E, type E2EApp, textBoxOf } from './harness'

let app: E2EApp

beforeAll(async () => {
  app = await startE2E({ payModule: false })
})
afterAll(() => app?.close())

const shown = (): Locator => app.page.locator('.taro_page.taro_page_show').last()
const byTestId = (id: string) => shown().locator(`[data-testid="${id}"]`)

/** the home, scrolled down to its 社区 board (which loads when the user scrolls near it) */
async function openHomeBoard(): Promise<void> {
  await app.openPage('#/pages/index/index')
  // the same home may still be shown (same url, no reload) with its board already loaded
  const sentinel = byTestId('home-community-sentinel')
  await byTestId('community-board').or(sentinel).first().waitFor({ timeout: 20_000 })
  if (await sentinel.count()) await sentinel.scrollIntoViewIfNeeded()
  await byTestId('community-board').waitFor({ timeout: 20_000 })
}

/** a 1x1 red PNG, as a phone album would hand it over */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64')

let mobileSeq = Number(String(Date.now()).slice(-7))
/** a member registered through the API (code read from the operator endpoint) */
async function register(): Promise<UserInfo> {
  const mobile = `137${String(mobileSeq++).padStart(8, '0')}`
  await app.api('api/user/send', { mobile, scene: 'register' })
  const res = await fetch(`${app.baseUrl}/admin/sms?mobile=${mobile}`, { headers: { 'x-admin-token': ADMIN_TOKEN } })
  const code = ((await res.json()) as { data: { list: { code: string }[] } }).data.list[0].code
  const user = await app.api<UserInfo>('api/user/register', { mobile, code, password: 'goal2026' })
  if (user.code !== 1) throw new Error(`register failed: ${user.msg}`)
  return user.data
}

/** the browser becomes this member (the stored user the app reads at start) */
async function signInAs(user: UserInfo): Promise<void> {
  await app.openPage('#/pages/user/user')
  await app.page.evaluate((u) => localStorage.setItem('userInfo', JSON.stringify({ data: u })), user)
  // a hash change alone keeps the running app (and its logged-out store): start it again
  await app.page.reload()
}

async function apiOk<T>(path: string, payload: Record<string, string | number>): Promise<T> {
  const res = await app.api<T>(path, payload)
  if (res.code !== 1) throw new Error(`${path}: ${res.msg}`)
  return res.data
}

/** each would set window.__xss or open a dialog if it ran as HTML */
const PAYLOADS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 2">',
  '<a href="javascript:window.__xss = 3">点我领红包</a> javascript:window.__xss = 3',
  '<svg onload="window.__xss = 4"><script>window.__xss = 5</script></svg>',
  '&lt;script&gt;window.__xss = 6&lt;/script&gt; &amp; &#60;b&#62;粗体&#60;/b&#62;',
  '<iframe srcdoc="<script>parent.__xss = 7</script>"></iframe><b onmouseover=alert(8)>悬停</b>',
]

describe('markup stays text', () => {
  const posts: number[] = []
  const dialogs: string[] = []

  beforeAll(async () => {
    app.page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    // one post per member (one post per 30 s each), every payload commented by one more member
    for (const content of PAYLOADS.slice(0, 3)) {
      const author = await register()
      posts.push((await apiOk<{ id: number }>('api/Forum/home_forum_add', { token: author.token, content })).id)
    }
    const commenter = await register()
    for (const content of PAYLOADS) await apiOk('api/Forum/home_forum_comment', { token: commenter.token, forum_id: posts[0], content })
  })

  async function assertInert(): Promise<void> {
    expect(await app.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
    expect(dialogs).toEqual([])
    const injected = shown().locator('script, iframe, svg[onload], img[src="x"], [onerror], [onmouseover], a[href^="javascript"]')
    expect(await injected.count()).toBe(0)
  }

  test('the post page shows each payload as typed, in the post and in its comments, and runs none', async () => {
    for (const [i, id] of posts.entries()) {
      await app.openPage(`#/pages/msyng/review/review?id=${id}`)
      await byTestId('forum-post-text').first().waitFor({ state: 'visible', timeout: 15_000 })
      expect(await byTestId('forum-post-text').first().textContent()).toBe(PAYLOADS[i])
      if (i === 0) {
        await byTestId('forum-comment-text').nth(PAYLOADS.length - 1).waitFor({ timeout: 15_000 })
        expect(await byTestId('forum-comment-text').allTextContents()).toEqual(PAYLOADS)
      }
      await assertInert()
    }
    await app.screenshot('community-xss-thread')
  })

  test('the home board shows them as text too', async () => {
    await openHomeBoard()
    const texts = byTestId('forum-post-text')
    await texts.nth(2).waitFor({ state: 'visible', timeout: 20_000 })
    // newest first
    expect((await texts.allTextContents()).slice(0, 3)).toEqual(PAYLOADS.slice(0, 3).reverse())
    await byTestId('community-board').scrollIntoViewIfNeeded()
    await app.screenshot('community-home-board')
    await assertInert()
  })
})

describe('a long post', () => {
  const text = '今晚这场焦点战值得细看：主队近五场四胜一平，主场攻势凌厉，边路传中质量很高；客队客场防守稳固，但体能在下半场明显下滑。'.repeat(2)
  let id = 0
  beforeAll(async () => {
    const author = await register()
    id = (await apiOk<{ id: number }>('api/Forum/home_forum_add', { token: author.token, content: text })).id
  })

  /** how many lines a text box shows, and whether its text goes on below them */
  const linesOf = (box: Locator) =>
    box.evaluate((el) => {
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight)
      return { lines: Math.round(el.getBoundingClientRect().height / lineHeight), cut: el.scrollHeight > el.clientHeight + 1 }
    })

  test('shows all of it on its own page, and four lines with an ellipsis on the home board', async () => {
    await app.openPage(`#/pages/msyng/review/review?id=${id}`)
    const full = byTestId('forum-post-text').first()
    await full.waitFor({ state: 'visible', timeout: 15_000 })
    const shownFull = await linesOf(full)
    expect(shownFull.cut).toBe(false)
    expect(shownFull.lines).toBeGreaterThan(4)

    // the home as a fresh visit shows it (a home shown before keeps the board it loaded)
    await app.openPage('#/pages/index/index')
    await app.page.reload()
    await openHomeBoard()
    const preview = byTestId('forum-post-text').filter({ hasText: text.slice(0, 20) }).first()
    await preview.waitFor({ state: 'visible', timeout: 20_000 })
    expect(await linesOf(preview)).toEqual({ lines: 4, cut: true })
    expect(await preview.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis')
  })
})

describe('a new member’s journey', () => {
  let postText: string

  test('publish a post with a picture, a match tag and a place', async () => {
    const user = await register()
    await signInAs(user)
    await openHomeBoard()
    await shown().getByText('发帖 ›').click()
    await app.page.waitForURL(/review\/append/, { timeout: 15_000 })
    await byTestId('field-content').waitFor({ timeout: 15_000 })

    postText = `今晚这场我看好主队 ${Date.now() % 10_000}`
    await textBoxOf(byTestId('field-content')).fill(postText)
    const [chooser] = await Promise.all([app.page.waitForEvent('filechooser', { timeout: 10_000 }), byTestId('image-add').click()])
    await chooser.setFiles({ name: 'goal.png', mimeType: 'image/png', buffer: PNG })
    await byTestId('image-uploader').locator('img').first().waitFor({ timeout: 15_000 })

    const chip = byTestId('tag-chip').first()
    await chip.waitFor({ timeout: 15_000 })
    const tagLabel = ((await chip.textContent()) ?? '').trim()
    await chip.click()
    expect(await byTestId('tag-value').textContent()).not.toBe('未选择')

    await byTestId('place-choose').click()
    await app.page.waitForURL(/location\/choose/, { timeout: 15_000 })
    await textBoxOf(byTestId('place-search')).fill('北京')
    await textBoxOf(byTestId('place-search')).press('Enter')
    await byTestId('place-row').filter({ hasText: '中国·北京' }).first().click()
    await app.page.waitForURL(/review\/append/, { timeout: 15_000 })
    expect(await byTestId('place-choose').textContent()).toBe('北京')

    await byTestId('form-submit').click()
    await app.page.waitForURL(/review\/review\?id=/, { timeout: 15_000 })
    await byTestId('forum-post-text').first().waitFor({ timeout: 15_000 })
    expect(await byTestId('forum-post-text').first().textContent()).toBe(postText)
    expect(await byTestId('forum-images').locator('img').count()).toBe(1)
    // the chip reads '英超 曼联 vs 切尔西'; the post's tag '#英超 · 曼联 vs 切尔西'
    const [league, ...match] = tagLabel.split(' ')
    expect(await shown().getByText(`#${league} · ${match.join(' ')}`).count()).toBe(1)
    expect(await byTestId('forum-post-place').textContent()).toBe('位置：北京')
    await app.screenshot('community-published')
  })

  test('comment, like and collect', async () => {
    await textBoxOf(byTestId('comment-input')).fill('自己先顶一下')
    await byTestId('comment-send').click()
    await byTestId('forum-comment-text').filter({ hasText: '自己先顶一下' }).waitFor({ timeout: 15_000 })
    await byTestId('forum-like').first().click()
    await byTestId('forum-like').filter({ hasText: '已赞 1' }).waitFor({ timeout: 10_000 })
    await byTestId('forum-collect').first().click()
    await byTestId('forum-collect').filter({ hasText: '已收藏 1' }).waitFor({ timeout: 10_000 })
    expect(await byTestId('forum-comments').first().textContent()).toBe('评论 1')
  })

  test('find it in 我的帖子 and 我的收藏', async () => {
    await app.openPage('#/pages/msyng/myPulish/myPulish')
    await byTestId('forum-post-text').filter({ hasText: postText }).waitFor({ timeout: 15_000 })
    await byTestId('tab-collections').click()
    await byTestId('forum-post-text').filter({ hasText: postText }).waitFor({ timeout: 15_000 })
    expect(await byTestId('forum-collect').first().textContent()).toBe('已收藏 1')
  })

  test('delete it: back on the list it was opened from, which no longer shows it; 我的帖子 is empty', async () => {
    await byTestId('forum-post-text').filter({ hasText: postText }).click()
    await app.page.waitForURL(/review\/review\?id=/, { timeout: 15_000 })
    await byTestId('post-delete').click()
    await app.page.getByText('确定', { exact: true }).last().click()
    // issue 26: not left on 该帖已删除 with its comments, but back on the list (我的收藏, where it was opened)
    await app.page.waitForURL(/myPulish\/myPulish/, { timeout: 15_000 })
    await byTestId('forum-post-text').filter({ hasText: postText }).waitFor({ state: 'detached', timeout: 15_000 })

    // read again from the server
    await app.page.reload()
    await byTestId('tab-posts').waitFor({ state: 'visible', timeout: 15_000 })
    await byTestId('tab-posts').click()
    await shown().getByText('还没有发过帖子，去首页社区发第一帖吧').waitFor({ timeout: 15_000 })
    await byTestId('tab-collections').click()
    await shown().getByText('还没有收藏的帖子').waitFor({ timeout: 15_000 })
  })
})
