import Taro from '@tarojs/taro'
import { UPLOAD_THUMB_WIDTHS } from '@contract/upload-rules'
import { sizedImageUrl, thumbWidthFor } from '@/services/mediaUrl'
import { API_BASE } from '@/services/config'
import { devicePixelsPerDesignPx } from '@/platform/devicePixels'
import { devicePixelsPerDesignPx as weappPixelsPerDesignPx } from '@/platform/devicePixels.weapp'

// the base the unit tests build with (tests/setup/taroEnv.js): the stand-in on its own port
const BASE = 'http://127.0.0.1:3721/'
const NAME = `${'ab12'.repeat(8)}.jpg`
const UPLOAD = `/uploads/${NAME}`
const FULL = `${BASE}uploads/${NAME}`

/** design px per screen: a 375 pt @2× phone has 1 device pixel per design px, a 428 pt @3× one 1.712 */
const IPHONE_SE = (375 / 750) * 2
const PRO_MAX = (428 / 750) * 3

test('the tests run against the base the app is configured with', () => {
  expect(API_BASE).toBe(BASE)
})

describe('thumbWidthFor: the smallest thumbnail at least that many pixels wide', () => {
  it('takes the first width that covers the pixels, up to the largest', () => {
    expect(thumbWidthFor(1)).toBe(160)
    expect(thumbWidthFor(150)).toBe(160)
    expect(thumbWidthFor(160)).toBe(160)
    expect(thumbWidthFor(160.5)).toBe(320)
    expect(thumbWidthFor(320)).toBe(320)
  })

  it('has none beyond the largest thumbnail, nor for a width that is no width', () => {
    expect(thumbWidthFor(321)).toBeUndefined()
    for (const bad of [0, -100, Number.NaN, Number.POSITIVE_INFINITY]) expect(thumbWidthFor(bad)).toBeUndefined()
  })

  it('chooses among the widths the server keeps (the contract names them once)', () => {
    for (const width of UPLOAD_THUMB_WIDTHS) expect(thumbWidthFor(width)).toBe(width)
  })
})

describe('sizedImageUrl: an uploaded picture at the size it is drawn', () => {
  it('asks for the thumbnail covering the box on this screen', () => {
    // an avatar of 100 design px: 100 pixels on a 375 pt @2× phone, 171 on a 428 pt @3× one
    expect(sizedImageUrl(UPLOAD, 100, IPHONE_SE)).toBe(`${FULL}?w=160`)
    expect(sizedImageUrl(UPLOAD, 100, PRO_MAX)).toBe(`${FULL}?w=320`)
    expect(sizedImageUrl(UPLOAD, 80, PRO_MAX)).toBe(`${FULL}?w=160`)
    // a post picture of 200 design px
    expect(sizedImageUrl(UPLOAD, 200, IPHONE_SE)).toBe(`${FULL}?w=320`)
  })

  it('keeps the whole picture for a box wider than the largest thumbnail', () => {
    expect(sizedImageUrl(UPLOAD, 200, PRO_MAX)).toBe(FULL)
    expect(sizedImageUrl(UPLOAD, 750, IPHONE_SE)).toBe(FULL)
  })

  it('knows an upload given as its address under the base URL', () => {
    expect(sizedImageUrl(FULL, 100, IPHONE_SE)).toBe(`${FULL}?w=160`)
  })

  it('leaves every other picture as it is', () => {
    const wechatAvatar = 'https://thirdwx.qlogo.cn/mmopen/vi_32/abc/132'
    expect(sizedImageUrl(wechatAvatar, 100, IPHONE_SE)).toBe(wechatAvatar)
    // the same path on another host is not the backend's upload
    const elsewhere = `https://cdn.example.com/uploads/${NAME}`
    expect(sizedImageUrl(elsewhere, 100, IPHONE_SE)).toBe(elsewhere)
    const dataUri = 'data:image/png;base64,iVBORw0KGgo='
    expect(sizedImageUrl(dataUri, 100, IPHONE_SE)).toBe(dataUri)
    // a server path that is not an upload, and an upload that already names a size
    expect(sizedImageUrl('/share/card/match/7.png', 100, IPHONE_SE)).toBe(`${BASE}share/card/match/7.png`)
    expect(sizedImageUrl(`${UPLOAD}?w=320`, 100, IPHONE_SE)).toBe(`${FULL}?w=320`)
    expect(sizedImageUrl('/uploads/../secrets.json', 100, IPHONE_SE)).toBe(`${BASE}uploads/../secrets.json`)
  })

  it('gives the whole picture when the box or the screen has no usable size, and nothing for no picture', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(sizedImageUrl(UPLOAD, bad, IPHONE_SE)).toBe(FULL)
      expect(sizedImageUrl(UPLOAD, 100, bad)).toBe(FULL)
    }
    expect(sizedImageUrl('', 100, IPHONE_SE)).toBe('')
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

  it('H5: the shorter side / 750 CSS px, within the root font size’s clamp, times the pixel ratio', () => {
    setWindow(375, 812, 3)
    expect(devicePixelsPerDesignPx()).toBeCloseTo(1.5)
    // a desktop window: the layout stops growing at 750 CSS px
    setWindow(1920, 1080, 1)
    expect(devicePixelsPerDesignPx()).toBe(1)
    // below 375 px the root font size stays at 20 px
    setWindow(320, 568, 2)
    expect(devicePixelsPerDesignPx()).toBe(1)
  })

  it('H5: an avatar on a 375 pt @3× phone is asked for at 160 px, the post grid at 320', () => {
    setWindow(375, 812, 3)
    expect(sizedImageUrl(UPLOAD, 100)).toBe(`${FULL}?w=160`)
    expect(sizedImageUrl(UPLOAD, 200)).toBe(`${FULL}?w=320`)
  })

  it('the mini program: the window’s width / 750 times its pixel ratio', () => {
    const taro = Taro as unknown as Record<string, unknown>
    const saved = taro.getWindowInfo
    taro.getWindowInfo = () => ({ windowWidth: 414, windowHeight: 800, pixelRatio: 3 })
    try {
      expect(weappPixelsPerDesignPx()).toBeCloseTo((414 / 750) * 3)
    } finally {
      taro.getWindowInfo = saved
    }
  })
})
