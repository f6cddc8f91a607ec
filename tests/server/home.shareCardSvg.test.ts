import sharp from 'sharp'
import { cardSvg } from '../../mocks/services/shareCards/cardSvg'
import { wrapText } from '../../mocks/services/shareCards/svgText'
import { WXACODE_SCENE_RE, wxaCodeText } from '../../mocks/features/home/share/wxaCode'
import { POSTER_KINDS, posterPage } from '../../types/share-cards'

describe('drawing a card from text people wrote', () => {
  it('escapes it: a post\'s markup is shown as text, never read as SVG', async () => {
    const svg = cardSvg({ badge: '社区帖子', title: '<script>alert(1)</script> & "引号"', lines: ['</text><image href="http://evil/x.png"/>'], accent: 'red"/><rect' })
    expect(svg).not.toContain('<script>')
    expect(svg).not.toContain('<image')
    expect(svg).toContain('&lt;script&gt;')
    // a colour that is not #rrggbb falls back to the default one
    expect(svg).not.toContain('red"')
    const meta = await sharp(Buffer.from(svg)).metadata()
    expect([meta.width, meta.height]).toEqual([500, 400])
  })

  it('breaks a long text into lines that fit, the last one ending with …', () => {
    const lines = wrapText('近况方面，浙江近5战1胜2平2负，进5失8；武汉近6个主场保持不败，主场进攻火力充足，值得关注。', 22, 452, 2)
    expect(lines).toHaveLength(2)
    expect(lines[1].endsWith('…')).toBe(true)
    expect(wrapText('短句', 22, 452, 2)).toEqual(['短句'])
  })
})

describe('the poster\'s mini-program code', () => {
  it('every poster page fits in WeChat\'s 32-character scene, even with the longest ids', () => {
    for (const kind of POSTER_KINDS) {
      const id = kind === 'draw' ? 'bqc6-99999' : '9999999999'
      const { path, query } = posterPage(kind, id)
      expect([kind, WXACODE_SCENE_RE.test(query)]).toEqual([kind, true])
      expect(wxaCodeText(path, query)).toBe(`wxacode-standin:${path}?scene=${query}`)
    }
  })
})
