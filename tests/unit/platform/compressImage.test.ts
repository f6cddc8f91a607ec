import { compressImage } from '@/platform/compressImage'

/** H5's canvas compression, with a browser whose JPEG size follows the pixels and the quality */
const MB = 1024 * 1024
let drawn: Array<{ width: number; height: number; quality: number }>
let bytesPerPixel: number

beforeEach(() => {
  drawn = []
  bytesPerPixel = 0.6
  class FakeImage {
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    naturalWidth = 4032
    naturalHeight = 3024
    set src(v: string) {
      setTimeout(() => (v.startsWith('blob:not-a-picture') ? this.onerror?.() : this.onload?.()), 0)
    }
  }
  ;(global as { Image: unknown }).Image = FakeImage
  const create = document.createElement.bind(document)
  jest.spyOn(document, 'createElement').mockImplementation(((tag: string) => {
    if (tag !== 'canvas') return create(tag)
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => ({ fillStyle: '', fillRect: () => undefined, drawImage: () => undefined }),
      toBlob: (cb: (b: Blob) => void, _type: string, quality: number) => {
        drawn.push({ width: canvas.width, height: canvas.height, quality })
        const size = Math.round(canvas.width * canvas.height * bytesPerPixel * quality)
        cb({ size, type: 'image/jpeg' } as Blob)
      },
    }
    return canvas as unknown as HTMLElement
  }) as never)
  ;(URL as { createObjectURL: unknown }).createObjectURL = () => 'blob:compressed'
})
afterEach(() => jest.restoreAllMocks())

test('a 12 MB phone photo becomes a JPEG under 5 MB, its longest side at most 2560 px', async () => {
  const out = await compressImage({ path: 'blob:photo', size: 12 * MB, type: 'image/jpeg' }, 5 * MB)
  expect(out).toEqual({ path: 'blob:compressed', size: expect.any(Number), type: 'image/jpeg' })
  expect(out!.size).toBeLessThanOrEqual(5 * MB)
  expect(Math.max(drawn[0].width, drawn[0].height)).toBe(2560)
})

test('when quality alone is not enough the picture is made smaller until it fits', async () => {
  bytesPerPixel = 3
  const out = await compressImage({ path: 'blob:photo', size: 30 * MB, type: 'image/png' }, 5 * MB)
  expect(out!.size).toBeLessThanOrEqual(5 * MB)
  expect(drawn[drawn.length - 1].width).toBeLessThan(drawn[0].width)
})

test('what the browser cannot read as a picture is not compressed', async () => {
  expect(await compressImage({ path: 'blob:not-a-picture', size: 12 * MB, type: 'image/heic' }, 5 * MB)).toBeNull()
})
