import { act, render, renderHook } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import type { ComponentType } from 'react'
import type { PageShareCard } from '@/platform/pageShareCard'
import { useShareMenu as useWeappShareMenu } from '@/platform/useShareMenu.weapp'
import { shareCardImageUrl } from '@/services/shareImageUrl'
import CrossoverDetailPage from '@/pages/index/crossoverDetail'
import ExpertHomePage from '@/pages/index/expertHome'
import SportsSetailsPage from '@/pages/msyng/sportsSetails/sportsSetails'
import RecentGamesPage from '@/pages/msyng/RecentGames/RecentGames'
import LineupSharePage from '@/pages/msyng/RecentGames/lineupShare'
import ReviewPage from '@/pages/msyng/review/review'
import Seku2Page from '@/pages/competition/Seku2'
import SfOpenPage from '@/pages/msyng/Reckoner/sfOpen'
import AboutPage from '@/pages/user/about'
import { spyOnTaro } from '../setup/taroSpies'

/** what each page hands to the host's share (the H5 build's menu hook, captured here) */
const shared: PageShareCard[] = []
jest.mock('@/platform/useShareMenu', () => ({ useShareMenu: (card: PageShareCard) => void shared.push(card) }))

const open = async (Page: ComponentType, path: string, params: Record<string, string>) => {
  Current.router = { params, path, $taroPath: path, onReady: '', onHide: '', onShow: '' }
  render(<Page />)
  await act(async () => undefined)
}
const lastShare = () => shared[shared.length - 1]

beforeEach(() => {
  shared.length = 0
  // the pages' data never arrives: the picture comes from the page's own item, not from what it loaded
  spyOnTaro().request.mockImplementation((() => new Promise(() => undefined)) as never)
  jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
})
afterEach(() => {
  Current.router = null
  jest.restoreAllMocks()
})

describe('each shared page carries the server-drawn picture of its item', () => {
  it.each([
    ['match', SportsSetailsPage, '/pages/msyng/sportsSetails/sportsSetails', { id: '7' }, '/share/card/match/7.png'],
    ['team', RecentGamesPage, '/pages/msyng/RecentGames/RecentGames', { team_id: '12' }, '/share/card/team/12.png'],
    ['prediction', CrossoverDetailPage, '/pages/index/crossoverDetail', { id: '345' }, '/share/card/prediction/345.png'],
    ['expert', ExpertHomePage, '/pages/index/expertHome', { expert_id: '9' }, '/share/card/expert/9.png'],
    ['post', ReviewPage, '/pages/msyng/review/review', { id: '42' }, '/share/card/post/42.png'],
    ['lineup', LineupSharePage, '/pages/msyng/RecentGames/lineupShare', { id: '7' }, '/share/card/lineup/7.png'],
    ['league table', Seku2Page, '/pages/competition/Seku2', { league_id: '3' }, '/share/card/table/3.png'],
    ['lottery draw', SfOpenPage, '/pages/msyng/Reckoner/sfOpen', { lottery: 'rx9', issue: '26090' }, '/share/card/draw/rx9-26090.png'],
  ])('%s', async (_name, Page, path, params, picture) => {
    await open(Page, path, params)
    const card = lastShare()
    expect(card.enabled).toBe(true)
    // an absolute address WeChat and the browsers can fetch: the server's origin with the picture's path
    expect(card.imageUrl).toMatch(/^https?:\/\/[^/]+\//)
    expect(new URL(card.imageUrl ?? '').pathname).toBe(picture)
  })

  it('a page with no item of its own shares without a picture (the host then uses its default)', async () => {
    await open(AboutPage, '/pages/user/about', {})
    expect(lastShare().imageUrl).toBeUndefined()
  })
})

describe('mini program', () => {
  it('转发 and 分享到朋友圈 both carry the card\'s picture', () => {
    Current.router = { params: { id: '7' }, path: '/pages/msyng/sportsSetails/sportsSetails', $taroPath: 'sportsSetails', onReady: '', onHide: '', onShow: '' }
    const message = jest.spyOn(Taro, 'useShareAppMessage').mockImplementation(() => undefined)
    const timeline = jest.spyOn(Taro, 'useShareTimeline').mockImplementation(() => undefined)
    const imageUrl = shareCardImageUrl('match', 7)
    renderHook(() => useWeappShareMenu({ title: '曼联 vs 切尔西', imageUrl, enabled: true }))
    expect((message.mock.calls[0][0] as () => { imageUrl?: string })().imageUrl).toBe(imageUrl)
    expect((timeline.mock.calls[0][0] as () => { imageUrl?: string })().imageUrl).toBe(imageUrl)
  })
})
