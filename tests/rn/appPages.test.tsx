import { act } from 'react-test-renderer'
import { rootStore } from '@/stores/RootStore'
import { fakeServer, renderPage, settle, tap, texts, type Answers, type FakeServer, type RenderedPage } from './harness'
import { board, checkInMonth, expertTab, jcOnSale, loggedInUser, match, paged, places, premierLeague, vipTab, wallet } from './fixtures'
import { makeMember } from '../components/accounts/fixtures'

const member = makeMember({ id: loggedInUser.id, nickname: loggedInUser.nickname, realname_verified: true })

/**
 * The pages that matter most on the app, rendered by Taro React Native with a fake backend: each
 * shows its title and the content its requests brought, asks for nothing the test did not answer,
 * and logs no error.
 */

let server: FakeServer
let page: RenderedPage | undefined

async function open(pagePath: string, answers: Answers, params?: Record<string, string>): Promise<RenderedPage> {
  server = fakeServer(answers)
  page = await renderPage(pagePath, params)
  return page
}

/** React's own deprecation notice about a Taro RN component (components-rn's Input), not the app's */
const LIBRARY_NOTICE = /Support for defaultProps will be removed from function components/

function expectCleanRender(shown: RenderedPage) {
  expect(server.broken).toEqual([])
  expect(server.unanswered).toEqual([])
  expect(shown.errors.filter((e) => !LIBRARY_NOTICE.test(e))).toEqual([])
}

beforeEach(() => {
  act(() => {
    rootStore.app.setPayModule(true)
    rootStore.user.signIn(loggedInUser)
  })
})

afterEach(() => {
  page?.unmount()
  page = undefined
  act(() => {
    rootStore.user.clearStorage()
    rootStore.app.setPayModule(false)
  })
})

test('the expert tab shows this month’s best and the hit-rate ranking', async () => {
  const shown = await open('pages/expert/expert', {
    'api/user/zhuanjlieb': (fields) => (fields.sort === 'month' ? expertTab.famous : expertTab.ranking),
    'api/index/zmxil': expertTab.leagues,
  })
  expect(shown.title()).toBe('专家')
  const text = shown.text()
  expect(text).toContain('本月名家')
  expect(text).toContain('本月名家甲')
  expect(text).toContain('绿茵老炮')
  expect(text).toContain('盘口观察者')
  // the competition filter from api/index/zmxil
  expect(text).toContain('英超')
  expectCleanRender(shown)
})

test('following an expert from the ranking shows 已关注 and tells the server', async () => {
  const shown = await open('pages/expert/expert', {
    'api/user/zhuanjlieb': (fields) => (fields.sort === 'month' ? expertTab.famous : expertTab.ranking),
    'api/index/zmxil': expertTab.leagues,
    'api/user/guanz_expert_attention': { followed: true, followers: 322 },
    'api/user/get_member': member,
  })
  const [button] = shown.byTestId('follow-101')
  await tap(button)
  expect(server.calls.filter((c) => c.path === 'api/user/guanz_expert_attention').map((c) => c.fields.expert_id)).toEqual(['101'])
  // 我的's 关注 count is fetched again at once
  expect(server.calls.map((c) => c.path)).toContain('api/user/get_member')
  expect(texts(shown.byTestId('follow-101')[0])).toEqual(['已关注'])
  expectCleanRender(shown)
})

test('the VIP tab shows today’s 二合一 and 单场 picks locked, with the buy entry', async () => {
  const shown = await open('pages/winnow/winnow', {
    'api/ConfirmedOrder/jxdc_list': vipTab.doubles,
    'api/ConfirmedOrder/sd_list': vipTab.singles,
  })
  expect(shown.title()).toBe('精选')
  const text = shown.text()
  expect(text).toContain('二合一 · 英超双选')
  expect(text).toContain('单场 · 曼城主场')
  // locked for a non-VIP: the pick stays hidden, the way to VIP is offered
  expect(text).toContain('VIP 专享，完场后公开')
  expect(text).toContain('立即开通')
  expectCleanRender(shown)
})

test('the wallet shows the coin balance, the top-up packages and the pay methods', async () => {
  const shown = await open('pages/msyng/withdraw/withdraw', {
    'api/Apis/zmzh': wallet.summary,
    'api/Apis/chongzhi_vip_zb': wallet.catalogue,
    'api/Apis/zfzhibiao': wallet.payMethods,
    'api/Apis/get_user_coupon': paged([]),
  })
  expect(shown.title()).toBe('我的钱包')
  const text = shown.text()
  expect(text).toContain('金币余额 120')
  expect(text).toContain('60金币')
  expect(text).toContain('180金币')
  expect(text).toContain('微信支付')
  expect(text).toContain('2 张可用')
  expectCleanRender(shown)
})

test('the check-in page shows the streak, today’s reward and the reward table', async () => {
  const shown = await open('pages/msyng/Dailycheckin/SignIn', { 'api/Apis/daily_check_in_month': checkInMonth })
  expect(shown.title()).toBe('每日签到')
  const text = shown.text()
  expect(text).toContain('3 连续签到（天）')
  expect(text).toContain('签到领 10 金币')
  expect(text).toContain('+30 7天+')
  expectCleanRender(shown)
})

test('the calculator shows the matches on sale with their odds', async () => {
  const shown = await open('pages/msyng/Reckoner/Reckoner', { 'api/game/jc_on_sale': jcOnSale })
  expect(shown.title()).toBe('奖金计算器')
  const text = shown.text()
  expect(text).toContain('不销售彩票')
  expect(text).toContain('周日001')
  expect(text).toContain('曼联')
  expect(text).toContain('1.85')

  // a tap on 胜 makes a single: the totals bar closes the page, without 明细 (RN cannot scroll to the slip)
  await tap(shown.byTestId('opt-11-had-3')[0])
  const [bar] = shown.byTestId('bet-summary')
  expect(texts(bar).join(' ')).toContain('已选 1 场')
  expect(texts(bar)).not.toContain('明细')
  expectCleanRender(shown)
})

// one render: the app spaces board requests 500 ms apart (docs/product/api.md), so a second page within that
// time would wait for its list
test('the home tab’s 社区 board shows the posts as plain text; a like counts at once and tells the server', async () => {
  const shown = await open('pages/index/index', {
    'api/Forum/home_forum_list': board.posts,
    'api/Forum/popular_race': board.races,
    'api/Forum/popular_race_type': board.leagues,
    'api/game/system_notification': { list: [], page: 1, limit: 5, total: 0, has_more: false },
    'api/Game/get': { list: [], page: 1, limit: 5, total: 0, has_more: false, server_time: 0 },
    'api/Game/syzygote': { list: [], page: 1, limit: 8, total: 0, has_more: false },
    'api/Forum/home_forum_list_dz': { liked: true, like_count: 13, likers: [] },
    // signed in, following no team: the 我的关注 block asks and stays away
    'api/Game/followed_team_matches': { list: [], reports: [] },
  })
  expect(shown.title()).toBe('体育')
  expect(shown.text()).not.toContain('我的关注')
  const text = shown.text()
  expect(text).toContain('社区')
  expect(text).toContain('红军球迷')
  expect(text).toContain('今晚安菲尔德必胜，萨拉赫状态火热')
  expect(text).toContain('<script>alert(1)</script> 切尔西客场不怕')

  const [like] = shown.byTestId('forum-like')
  expect(texts(like).join(' ')).toContain('赞 12')
  await tap(like)
  expect(server.calls.filter((c) => c.path === 'api/Forum/home_forum_list_dz').map((c) => [c.fields.forum_id, c.fields.action])).toEqual([['1', 'like']])
  expect(texts(shown.byTestId('forum-like')[0]).join(' ')).toContain('已赞 13')
  expectCleanRender(shown)
})

test('the matches tab shows the day strip and the fixtures of a day (window-sized strip and list)', async () => {
  const fixtures = [match(21, '热刺', '富勒姆'), match(22, '布伦特福德', '伯恩茅斯')]
  const shown = await open('pages/competition/competition', {
    'api/Game/get': { list: fixtures, page: 1, limit: 20, total: 2, has_more: false, server_time: 0 },
    'api/Game/immediately': { list: [], server_time: 0 },
    'api/Game/List_of_events': [{ ...premierLeague, match_count: 2, live_count: 0 }],
  })
  await settle(() => void rootStore.matches.setTab('not_started'))
  for (let i = 0; i < 3; i += 1) await settle()
  expect(shown.title()).toBe('赛事')
  const text = shown.text()
  // the day strip (sized from the window) and the windowed list of rows
  expect(text).toContain('今天')
  expect(text).toContain('热刺')
  expect(text).toContain('布伦特福德')
  expectCleanRender(shown)
})

test('choosing a place lists the seeded places', async () => {
  const shown = await open('pages/msyng/location/choose', { 'api/Forum/places': places })
  expect(shown.title()).toBe('选择位置')
  expect(shown.text()).toContain('工人体育场')
  expect(shown.text()).toContain('上海市徐汇区天钥桥路666号')
  expectCleanRender(shown)
})

test('a post’s place shows its name, address and coordinates', async () => {
  const shown = await open('pages/msyng/location/open', {}, { name: '工人体育场', address: '北京市朝阳区工人体育场北路', latitude: '39.93', longitude: '116.45' })
  expect(shown.title()).toBe('查看位置')
  expect(shown.text()).toContain('工人体育场')
  expect(shown.text()).toContain('纬度 39.93000，经度 116.45000')
  expectCleanRender(shown)
})
