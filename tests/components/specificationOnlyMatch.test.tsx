import { render, screen } from '@testing-library/react'
import { Text } from '@tarojs/components'
import IfServed from '@/components/IfServed'
import PosterPanel from '@/components/share/PosterPanel'
import { PlayerLink, TeamLink } from '@/features/match/components/TeamLink'
import { MatchDetailModel } from '@/features/match/stores/matchDetailModel'
import { followedExperts } from '@/features/experts'
import { MyFollowsStore } from '@/features/match/stores/myFollowsStore'
import { sizedImageUrl } from '@/services/mediaUrl'
import { servedShareCardImageUrl } from '@/services/shareImageUrl'
import { API_BASE } from '@/services/config'
import { specificationOnlyBackend } from '../setup/backends'

/**
 * Issue 32: on a backend with the product specification's endpoints only, the match feature's
 * extensions step aside: their entry points are not drawn, their tabs are not offered, pictures come
 * whole and share cards fall back to the app's bundled share picture.
 */
beforeEach(specificationOnlyBackend)

describe('entry points', () => {
  it('IfServed draws nothing, or its fallback, for a missing extension', () => {
    render(
      <>
        <IfServed ext='api/Game/chat_list'>
          <Text>聊天室入口</Text>
        </IfServed>
        <IfServed ext='upload' fallback={<Text>仅文字</Text>}>
          <Text>上传图片</Text>
        </IfServed>
      </>,
    )
    expect(screen.queryByText('聊天室入口')).toBeNull()
    expect(screen.queryByText('上传图片')).toBeNull()
    expect(screen.getByText('仅文字')).toBeTruthy()
  })

  it('no 生成海报 without the posters surface', () => {
    render(<PosterPanel kind='match' id={7} />)
    expect(screen.queryByText('生成海报')).toBeNull()
  })

  it('team and player names are plain text: their pages are extensions', () => {
    render(
      <>
        <TeamLink teamId={3}>曼联</TeamLink>
        <PlayerLink playerId={9} teamId={3}>拉什福德</PlayerLink>
      </>,
    )
    expect(screen.getByText('曼联')).toBeTruthy()
    expect(screen.getByText('拉什福德')).toBeTruthy()
    expect(screen.queryByTestId('team-link-3')).toBeNull()
    expect(screen.queryByTestId('player-link-9')).toBeNull()
  })
})

describe('match detail', () => {
  it('offers no 聊天室 tab and none of momentum, ratings, 伤停 or odds tools', () => {
    const model = new MatchDetailModel(1)
    expect(model.tabs.map((t) => t.label)).toEqual(['直播', '统计', '阵容', '分析', '指数'])
    expect([model.showsMomentum, model.showsRatings, model.showsIntel, model.showsOddsTools]).toEqual([false, false, false, false])
    model.setTab('chat')
    expect(model.tab).toBe('live')
  })
})

describe('我的关注', () => {
  it('offers matches and experts (followed predictions are an extension); a link to the teams tab opens matches', () => {
    const store = new MyFollowsStore(followedExperts, 'teams')
    expect(store.segments.map((s) => s.label)).toEqual(['比赛', '专家'])
    expect(store.segment).toBe('matches')
  })
})

describe('pictures', () => {
  it('an upload comes whole: no thumbnail is asked of a backend without them', () => {
    const name = `${'ab12'.repeat(8)}.jpg`
    expect(sizedImageUrl(`/uploads/${name}`, 80, { cssPxPerDesignPx: 0.5, pixelRatio: 2 })).toBe(`${API_BASE}uploads/${name}`)
  })

  it('a share carries the bundled share picture, not a server-drawn card', () => {
    // the bundled file (a stub path under jest), never the backend's /share/card address
    expect(servedShareCardImageUrl('match', 7)).toBe('test-file-stub.png')
  })
})
