import { Dimensions, Image, PixelRatio } from 'react-native'
import renderer, { act } from 'react-test-renderer'
import Avatar from '@/components/Avatar'
import { screenPixels } from '@/platform/devicePixels'
import { API_BASE } from '@/services/config'

/**
 * React Native: an uploaded avatar is asked for at the thumbnail its box needs on this phone
 * (src/platform/devicePixels.rn.ts: window width in dp / 750 dp per design px, the pixel ratio; never
 * more than 2 pixels per dp of the box, src/services/mediaUrl.ts)
 */

const UPLOAD = `/uploads/${'c0ffee00'.repeat(4)}.png`
/** the upload's address under the base URL the app is built with */
const FULL = `${API_BASE}${UPLOAD.slice(1)}`

function phone(width: number, ratio: number) {
  jest.spyOn(Dimensions, 'get').mockReturnValue({ width, height: 844, scale: ratio, fontScale: 1 })
  jest.spyOn(PixelRatio, 'get').mockReturnValue(ratio)
}

afterEach(() => jest.restoreAllMocks())

/** the address the rendered native Image loads */
function drawnSource(size: 'small' | 'medium'): string {
  let tree: renderer.ReactTestRenderer | undefined
  act(() => {
    tree = renderer.create(<Avatar url={UPLOAD} name='老球迷' size={size} />)
  })
  const source = tree!.root.findByType(Image).props.source as { uri: string } | Array<{ uri: string }>
  return Array.isArray(source) ? source[0].uri : source.uri
}

test('a 390 dp @3× phone: a 100 design px avatar is 52 dp, asked for at 2×, the 100 px thumbnail', () => {
  phone(390, 3)
  expect(screenPixels()).toEqual({ cssPxPerDesignPx: 0.52, pixelRatio: 3 })
  expect(drawnSource('medium')).toBe(`${FULL}?w=100`)
})

test('a 428 dp @3× phone: the 100 design px avatar (57 dp) loads 100 px, the 80 design px one (46 dp) 80 px', () => {
  phone(428, 3)
  expect(drawnSource('medium')).toBe(`${FULL}?w=100`)
  expect(drawnSource('small')).toBe(`${FULL}?w=80`)
})
