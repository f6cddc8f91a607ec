import { Dimensions, Image, PixelRatio } from 'react-native'
import renderer, { act } from 'react-test-renderer'
import Avatar from '@/components/Avatar'
import { devicePixelsPerDesignPx } from '@/platform/devicePixels'
import { API_BASE } from '@/services/config'

/**
 * React Native: an uploaded avatar is asked for at the thumbnail its box needs on this phone
 * (src/platform/devicePixels.rn.ts: window width in dp / 750 × the pixel ratio)
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

test('a 390 dp @3× phone: 1.56 device px per design px; a 100 design px avatar loads the 160 px thumbnail', () => {
  phone(390, 3)
  expect(devicePixelsPerDesignPx()).toBeCloseTo(1.56)
  expect(drawnSource('medium')).toBe(`${FULL}?w=160`)
})

test('a 428 dp @3× phone: the 100 design px avatar needs 171 px, the 320 px thumbnail', () => {
  phone(428, 3)
  expect(drawnSource('medium')).toBe(`${FULL}?w=320`)
  expect(drawnSource('small')).toBe(`${FULL}?w=160`)
})
