import type { UserInfo } from '../../types/api/account'
import type { TestServer } from '../server/helpers'
import { loadPage } from './harness'
import { startStandIn } from './standInServer'

/**
 * The community pages in the real mini-program runtime: markup posted and commented shows as the
 * text typed (text nodes, never elements), the seeded board shows on the home tab, the place pages
 * render.
 */
let server: TestServer

beforeAll(async () => {
  server = await startStandIn({ payModule: false })
})
afterAll(() => server.close())

async function member(code: string): Promise<UserInfo> {
  const res = await server.call<UserInfo>('api/user/xin_login', { code })
  expect(res.code).toBe(1)
  return res.data
}

const PAYLOADS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 2">',
  '<a href="javascript:window.__xss = 3">点我</a>',
  '<svg onload="window.__xss = 4"><script>window.__xss = 5</script></svg>',
  '&lt;b&gt;粗体&lt;/b&gt; &amp; &#60;i&#62;',
]

test('markup in a post and its comments renders as the very text typed, with no element made of it', async () => {
  const author = await member('weapp-forum-author')
  const commenter = await member('weapp-forum-commenter')
  const post = await server.call<{ id: number }>('api/Forum/home_forum_add', { token: author.token, content: PAYLOADS[0] })
  expect(post.code).toBe(1)
  for (const content of PAYLOADS) {
    const c = await server.call('api/Forum/home_forum_comment', { token: commenter.token, forum_id: post.data.id, content })
    expect(c.code).toBe(1)
  }
  const page = await loadPage('pages/msyng/review/review', { server: server.app, query: { id: String(post.data.id) } })
  try {
    expect(page.errors).toEqual([])
    expect(page.title()).toBe('帖子详情')
    for (const payload of PAYLOADS) expect(page.hasText(payload.replace(/\s+/g, ' '))).toBe(true)
    expect(page.dom.querySelectorAll('script, svg, a, img[src="x"], [onerror], [onload]').length).toBe(0)
    expect((globalThis as { __xss?: number }).__xss).toBeUndefined()
  } finally {
    page.unload()
  }
})

test('the home tab shows the seeded 社区 board with its sorts', async () => {
  const page = await loadPage('pages/index/index', { server: server.app, settleMs: 8000 })
  try {
    expect(page.errors).toEqual([])
    expect(page.hasText('社区')).toBe(true)
    expect(page.hasText('最新')).toBe(true)
    expect(page.hasText('热门')).toBe(true)
    expect(page.log.requests.some((r) => r.includes('api/Forum/home_forum_list'))).toBe(true)
    expect(page.dom.querySelectorAll('[class*="forum-post__text"]').length).toBeGreaterThan(0)
  } finally {
    page.unload()
  }
})

test('the place pages render a place and the seeded stadiums and cities', async () => {
  const page = await loadPage('pages/msyng/location/open', { server: server.app, query: { name: '北京', address: '中国·北京', latitude: '39.9', longitude: '116.4' } })
  try {
    expect(page.errors).toEqual([])
    expect(page.hasText('中国·北京')).toBe(true)
  } finally {
    page.unload()
  }
  const choose = await loadPage('pages/msyng/location/choose', { server: server.app })
  try {
    expect(choose.errors).toEqual([])
    expect(choose.hasText('北京')).toBe(true)
    expect(choose.hasText('中国·上海')).toBe(true)
  } finally {
    choose.unload()
  }
})
