import Taro from '@tarojs/taro'
import { MAX_PIXELS_PER_CSS_PX, UPLOAD_THUMB_WIDTHS } from '@contract/upload-rules'
import { sizedImageUrl, thumbWidthFor } from '@/services/mediaUrl'
import { API_BASE } from '@/services/config'
import { screenPixels } from '@/platform/devicePixels'
import { screenPixels as weappScreenPixels } from '@/platform/devicePixels.weapp'

// the base the unit tests build with (tests/setup/taroEnv.js): the stand-in on its own port
const BASE = 'http://127.0.0.1:3721/'
const NAME = `${'ab12'.repeat(8)}.jpg`
const UPLOAD = `/uploads/${NAME}`
const FULL = `${BASE}uploads/${NAME}`

/** phones by their width in pt (750 design px across) and pixel ratio */
const phone = (width: number, pixelRatio: number) => ({ cssPxPerDesignPx: width / 750, pixelRatio })
const SE_2X = phone(375, 2)
const X_3X = phone(375, 3)
const PRO_MAX_3X = phone(430, 3)

/** the boxes the app draws uploads in, in design px (Avatar, UserCard, ImageUploader, ForumImageGrid) */
const BOXES = [80, 100, 120, 150, 200]

/** the thumbnail's width against the box's CSS width: the audit fails a picture drawn at less than 1/2 */
function timesBox(url: string, drawnDesignPx: number, screen: { cssPxPerDesignPx: number }): number {
  const width = Number(new URL(url).searchParams.get('w'))
  return width / (drawnDesignPx * screen.cssPxPerDesignPx)
}

test('the tests run against the base the app is configured with', () => {
  expect(API_BASE).toBe(BASE)
})

describe('thumbWidthFor: a thumbnail between 1× and 2× the box, as close to the screen’s need as there is', () => {
  it('asks a 1× screen for the smallest width covering the box', () => {
    expect(thumbWidthFor(40, 1)).toBe(80)
    expect(thumbWidthFor(100, 1)).toBe(100)
    expect(thumbWidthFor(130, 1)).toBe(160)
    expect(thumbWidthFor(320, 1)).toBe(320)
  })

  it('asks a 2× screen for twice the box, or the largest width under it', () => {
    expect(thumbWidthFor(40, 2)).toBe(80)
    expect(thumbWidthFor(60, 2)).toBe(120)
    expect(thumbWidthFor(75, 2)).toBe(120)
    expect(thumbWidthFor(100, 2)).toBe(200)
  })

  it('never asks a 3× screen for more than 2 pixels per CSS px of the box', () => {
    expect(MAX_PIXELS_PER_CSS_PX).toBe(2)
    expect(thumbWidthFor(40, 3)).toBe(80)
    expect(thumbWidthFor(50, 3)).toBe(100)
    expect(thumbWidthFor(100, 3)).toBe(200)
    for (let box = 40; box <= 320; box += 0.5) {
      const width = thumbWidthFor(box, 3)!
      expect(width).toBeLessThanOrEqual(box * 2)
      expect(width).toBeGreaterThanOrEqual(box)
    }
  })

  it('has none for a box wider than the largest thumbnail, the smallest for a box under half of it, none for no width', () => {
    expect(thumbWidthFor(321, 1)).toBeUndefined()
    expect(thumbWidthFor(20, 3)).toBe(80)
    for (const bad of [0, -100, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(thumbWidthFor(bad, 2)).toBeUndefined()
      expect(thumbWidthFor(50, bad)).toBeUndefined()
    }
  })

  it('chooses among the widths the server keeps, no step more than 2× (so every box from 40 to 320 CSS px has one)', () => {
    for (const width of UPLOAD_THUMB_WIDTHS) expect(thumbWidthFor(width, 1)).toBe(width)
    for (let i = 1; i < UPLOAD_THUMB_WIDTHS.length; i++) expect(UPLOAD_THUMB_WIDTHS[i] / UPLOAD_THUMB_WIDTHS[i - 1]).toBeLessThanOrEqual(2)
  })
})

describe('sizedImageUrl: an uploaded picture at the size it is drawn', () => {
  it('gives a 375 pt screen exactly 2× for each box the app draws, 3× phones included', () => {
    for (const screen of [SE_2X, X_3X]) {
      expect(sizedImageUrl(UPLOAD, 80, screen)).toBe(`${FULL}?w=80`)
      expect(sizedImageUrl(UPLOAD, 100, screen)).toBe(`${FULL}?w=100`)
      expect(sizedImageUrl(UPLOAD, 120, screen)).toBe(`${FULL}?w=120`)
      expect(sizedImageUrl(UPLOAD, 150, screen)).toBe(`${FULL}?w=120`)
      expect(sizedImageUrl(UPLOAD, 200, screen)).toBe(`${FULL}?w=200`)
    }
  })

  it('keeps every box the app draws between 1× and 2× (at least 3/4 of 2×) on 375–430 pt phones', () => {
    for (const width of [375, 390, 414, 430]) {
      for (const ratio of [2, 3]) {
        const screen = phone(width, ratio)
        for (const box of BOXES) {
          const times = timesBox(sizedImageUrl(UPLOAD, box, screen), box, screen)
          expect(times).toBeLessThanOrEqual(2)
          expect(times).toBeGreaterThanOrEqual(1.5)
        }
      }
    }
    expect(sizedImageUrl(UPLOAD, 200, PRO_MAX_3X)).toBe(`${FULL}?w=200`)
    expect(sizedImageUrl(UPLOAD, 150, PRO_MAX_3X)).toBe(`${FULL}?w=160`)
  })

  it('keeps the whole picture for a box wider than the largest thumbnail', () => {
    expect(sizedImageUrl(UPLOAD, 750, SE_2X)).toBe(FULL)
  })

  it('knows an upload given as its address under the base URL', () => {
    expect(sizedImageUrl(FULL, 100, SE_2X)).toBe(`${FULL}?w=100`)
  })

  it('leaves every other picture as it is', () => {
    const wechatAvatar = 'https://thirdwx.qlogo.cn/mmopen/vi_32/abc/132'
    expect(sizedImageUrl(wechatAvatar, 100, SE_2X)).toBe(wechatAvatar)
    // the same path on another host is not the backend's upload
    const elsewhere = `https://cdn.example.com/uploads/${NAME}`
    expect(sizedImageUrl(elsewhere, 100, SE_2X)).toBe(elsewhere)
    const dataUri = 'data:image/png;base64,iVBORw0KGgo='
    expect(sizedImageUrl(dataUri, 100, SE_2X)).toBe(dataUri)
    // a server path that is not an upload, and an upload that already names a size
    expect(sizedImageUrl('/share/card/match/7.png', 100, SE_2X)).toBe(`${BASE}share/card/match/7.png`)
    expect(sizedImageUrl(`${UPLOAD}?w=320`, 100, SE_2X)).toBe(`${FULL}?w=320`)
    expect(sizedImageUrl('/uploads/../secrets.json', 100, SE_2X)).toBe(`${BASE}uploads/../secrets.json`)
  })

  it('gives the whole picture when the box or the screen has no usable size, and nothing for no picture', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(sizedImageUrl(UPLOAD, bad, SE_2X)).toBe(FULL)
      expect(sizedImageUrl(UPLOAD, 100, { cssPxPerDesignPx: bad, pixelRatio: 2 })).toBe(FULL)
      expect(sizedImageUrl(UPLOAD, 100, { cssPxPerDesignPx: 0.5, pixelRatio: bad })).toBe(FULL)
    }
    expect(sizedImageUrl('', 100, SE_2X)).toBe('')
  })
})

describe('the screen’s pixels per design px', () => {
  const saved = { ratio: window.devicePixelRatio, width: window.innerWidth, height: window.innerHeight }
  const setWindow = (width: number, height: number, ratio: number) => {
    Object.defineProperty(window, 'devicePixelRatio', { value: ratio, configurable: true })
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true })
    Object.defineProperty(window, 'innerHeight', { value: height, configurable: true })
  }
  afterEach(() => setWindow(saved.width, saved.height, saved.ratio))

  it('H5: the shorter side / 750 CSS px, within the root font size’s clamp, and the pixel ratio', () => {
    setWindow(375, 812, 3)
    expect(screenPixels()).toEqual({ cssPxPerDesignPx: 0.5, pixelRatio: 3 })
    // a desktop window: the layout stops growing at 750 CSS px
    setWindow(1920, 1080, 1)
    expect(screenPixels()).toEqual({ cssPxPerDesignPx: 1, pixelRatio: 1 })
    // below 375 px the root font size stays at 20 px
    setWindow(320, 568, 2)
    expect(screenPixels()).toEqual({ cssPxPerDesignPx: 0.5, pixelRatio: 2 })
  })

  it('H5: a 375 pt @3× phone is asked for 2×: an avatar of 100 design px at 100 px, the post grid at 200', () => {
    setWindow(375, 812, 3)
    expect(sizedImageUrl(UPLOAD, 100)).toBe(`${FULL}?w=100`)
    expect(sizedImageUrl(UPLOAD, 200)).toBe(`${FULL}?w=200`)
  })

  it('H5 in a retina desktop window: the post grid is 200 CSS px, asked for at 320', () => {
    setWindow(1440, 900, 2)
    expect(sizedImageUrl(UPLOAD, 200)).toBe(`${FULL}?w=320`)
  })

  it('the mini program: the window’s width / 750, and its pixel ratio', () => {
    const taro = Taro as unknown as Record<string, unknown>
    const saved = taro.getWindowInfo
    taro.getWindowInfo = () => ({ windowWidth: 414, windowHeight: 800, pixelRatio: 3 })
    try {
      expect(weappScreenPixels()).toEqual({ cssPxPerDesignPx: 414 / 750, pixelRatio: 3 })
    } finally {
      taro.getWindowInfo = saved
    }
  })
})
