import { act, render } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import type { ComponentType } from 'react'
import type { ForumPost } from '@contract/api/community'
import type { PageShareCard } from '@/platform/pageShareCard'
import CrossoverDetailPage from '@/pages/index/crossoverDetail'
import ExpertHomePage from '@/pages/index/expertHome'
import SportsSetailsPage from '@/pages/msyng/sportsSetails/sportsSetails'
import ReviewPage from '@/pages/msyng/review/review'
import SfOpenPage from '@/pages/msyng/Reckoner/sfOpen'
import { httpAnswer, spyOnTaro } from '../setup/taroSpies'
import { matchDetailFixture, matchRowFixture } from './matchFixtures'
import { detailFixture, legFixture, profileFixture } from './experts/fixtures'
import { drawDetailsFixture } from './lottery/fixtures'

/** what each page hands to the host's share (the H5 build's menu hook, captured here) */
const shared: PageShareCard[] = []
jest.mock('@/platform/useShareMenu', () => ({ useShareMenu: (card: PageShareCard) => void shared.push(card) }))

const postFixture = (over: Partial<ForumPost> = {}): ForumPost => ({
  id: 42, user_id: 7, nickname: '球场资讯', avatar: '', content: '【战报】英超 主队7 2-1 客队7', images: [], kind: 'report', event_id: 7, event_name: '主队7 vs 客队7',
  league_id: 10, league_name: '英超', place: null, created_at: Date.now() - 60_000, edited_at: null, like_count: 5, comment_count: 3, collect_count: 0,
  liked: false, collected: false, is_mine: false, deleted: false, ...over,
})

/** answers the page's own item; every other request never answers (the share line comes from the item) */
function serveItem(answers: Record<string, unknown>) {
  spyOnTaro().request.mockImplementation(((opts: { url: string }) => {
    const path = opts.url.replace(/^.*?(api\/)/, 'api/')
    if (path in answers) return Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data: answers[path] }))
    return new Promise(() => undefined)
  }) as never)
}

async function open(Page: ComponentType, path: string, params: Record<string, string>): Promise<PageShareCard> {
  Current.router = { params, path, $taroPath: path, onReady: '', onHide: '', onShow: '' }
  render(<Page />)
  await act(async () => undefined)
  await act(async () => undefined)
  return shared[shared.length - 1]
}

beforeEach(() => {
  shared.length = 0
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
})
afterEach(() => {
  Current.router = null
  jest.restoreAllMocks()
})

describe('each shared page gives its card a one-line description from its data', () => {
  it('a live match: competition, minute and score', async () => {
    serveItem({ 'api/Game/get_xq': matchDetailFixture({ id: 7, status_id: 2, status_text: '进行中', elapsed: 63, elapsed_text: "63'", current_score: '2:1' }) })
    const card = await open(SportsSetailsPage, '/pages/msyng/sportsSetails/sportsSetails', { id: '7' })
    expect(card.desc).toBe("英超 · 63' 主队7 2-1 客队7")
  })

  it('a match to come: competition and kick-off', async () => {
    serveItem({ 'api/Game/get_xq': matchDetailFixture({ id: 7, status_id: 0, status_text: '未开始', current_score: '', elapsed_text: '', start_at_time: '2026-11-23 03:45' }) })
    const card = await open(SportsSetailsPage, '/pages/msyng/sportsSetails/sportsSetails', { id: '7' })
    expect(card.desc).toBe('英超 · 2026-11-23 03:45 开球')
  })

  it('a paid prediction: its match, price and the expert\'s record, never the pick', async () => {
    const leg = legFixture({ match: matchRowFixture({ id: 9 }), pick: null })
    const d = detailFixture({ id: 345, price: 28, visible: false, legs: [leg] })
    serveItem({ 'api/Expert/zjfb_xq': d })
    const card = await open(CrossoverDetailPage, '/pages/index/crossoverDetail', { id: '345' })
    expect(card.desc).toContain('主队9 vs 客队9')
    expect(card.desc).toContain('28金币')
    expect(card.desc).toContain(d.expert.nickname)
    expect(card.desc).not.toMatch(/主胜|客胜|平局|大球|小球/)
  })

  it('an expert: record, followers and predictions on sale', async () => {
    serveItem({ 'api/user/zjxq': profileFixture({ expert_id: 9, followers: 1234, on_sale: 2 }) })
    const card = await open(ExpertHomePage, '/pages/index/expertHome', { expert_id: '9' })
    expect(card.desc).toContain('1234人关注')
    expect(card.desc).toContain('2个方案在售')
  })

  it('a post: author, kind, tagged match and counts', async () => {
    serveItem({ 'api/Forum/home_forum_xq': { post: postFixture(), comments: { list: [], page: 1, limit: 50, total: 0, has_more: false } } })
    const card = await open(ReviewPage, '/pages/msyng/review/review', { id: '42' })
    expect(card.desc).toBe('球场资讯的战报 · 主队7 vs 客队7 · 5赞 3评论')
  })

  it('a drawn issue: the result and the first prize', async () => {
    serveItem({ 'api/game/football_draw_details': drawDetailsFixture('26090', 50) })
    const card = await open(SfOpenPage, '/pages/msyng/Reckoner/sfOpen', { lottery: 'sfc', issue: '26090' })
    expect(card.desc).toBe('开奖号码 30 · 一等奖12注 每注1023771元')
  })
})

describe('a page opened by scanning a poster\'s mini-program code', () => {
  it('reads its item from the scene and shares it by its plain query', async () => {
    serveItem({ 'api/Game/get_xq': matchDetailFixture({ id: 7, current_score: '1:0', elapsed_text: "12'" }) })
    const card = await open(SportsSetailsPage, '/pages/msyng/sportsSetails/sportsSetails', { scene: encodeURIComponent('id=7') })
    const asked = (Taro.request as unknown as jest.Mock).mock.calls.map(([o]) => o as { url: string; data: Record<string, unknown> })
    expect(asked.find((o) => o.url.endsWith('api/Game/get_xq'))?.data.event_id1).toBe(7)
    expect(card.desc).toBe("英超 · 12' 主队7 1-0 客队7")
    expect(Current.router?.params).toEqual({ id: '7' })
  })
})
