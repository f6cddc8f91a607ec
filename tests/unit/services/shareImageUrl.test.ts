import { posterImageUrl, shareCardImageUrl } from '@/services/shareImageUrl'

// the H5 build's base: the origin serving the app ('/')
jest.mock('@/services/config', () => ({ API_BASE: '/' }))

describe('share picture addresses on H5', () => {
  it('are absolute (WeChat and other sites fetch them), on the origin serving the app', () => {
    expect(shareCardImageUrl('match', 7)).toBe(`${location.origin}/share/card/match/7.png`)
    expect(shareCardImageUrl('draw', 'sfc-26090')).toBe(`${location.origin}/share/card/draw/sfc-26090.png`)
  })

  it('a poster names the target whose code it carries', () => {
    expect(posterImageUrl('expert', 9, 'h5')).toBe(`${location.origin}/share/poster/expert/9.png?for=h5`)
  })
})
