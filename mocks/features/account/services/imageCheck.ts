import zlib from 'node:zlib'

/**
 * Decides whether uploaded bytes are a well-formed picture before they are kept. The file's own
 * structure is read (the client's name and mime type are not trusted): PNG is fully checked
 * (chunk CRCs, and the pixel data inflates to exactly the size its header promises), JPEG by its
 * segments up to the end marker, GIF and WebP by their headers and framing. Dimensions are bounded
 * so a picture cannot be a decompression bomb for the phones that show it.
 */
export interface ImageInfo {
  ext: 'jpg' | 'png' | 'gif' | 'webp'
  type: string
  width: number
  height: number
}

export const MAX_IMAGE_SIDE = 10_000
export const MAX_IMAGE_PIXELS = 40_000_000

export type ImageCheck = { ok: true; image: ImageInfo } | { ok: false; problem: string }

const bad = (problem: string): ImageCheck => ({ ok: false, problem })

function sized(ext: ImageInfo['ext'], type: string, width: number, height: number): ImageCheck {
  if (!(width > 0 && height > 0)) return bad('图片尺寸无效')
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    return bad(`图片尺寸过大（最大 ${MAX_IMAGE_SIDE}×${MAX_IMAGE_SIDE} 像素）`)
  }
  return { ok: true, image: { ext, type, width, height } }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
/** samples per pixel of each PNG colour type */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }

function checkPng(b: Buffer): ImageCheck {
  let at = 8
  let width = 0
  let height = 0
  let rowBytes = 0
  let interlaced = false
  const idat: Buffer[] = []
  let ended = false
  while (at + 12 <= b.length) {
    const length = b.readUInt32BE(at)
    const type = b.toString('latin1', at + 4, at + 8)
    if (at + 12 + length > b.length) return bad('PNG 数据不完整')
    const data = b.subarray(at + 8, at + 8 + length)
    if (zlib.crc32(b.subarray(at + 4, at + 8 + length)) !== b.readUInt32BE(at + 8 + length)) return bad('PNG 数据已损坏')
    if (at === 8) {
      if (type !== 'IHDR' || length !== 13) return bad('PNG 缺少文件头')
      width = data.readUInt32BE(0)
      height = data.readUInt32BE(4)
      const depth = data[8]
      const channels = PNG_CHANNELS[data[9]]
      if (!channels || ![1, 2, 4, 8, 16].includes(depth)) return bad('PNG 颜色格式无效')
      interlaced = data[12] === 1
      rowBytes = 1 + Math.ceil((width * channels * depth) / 8)
      const size = sized('png', 'image/png', width, height)
      if (!size.ok) return size
    } else if (type === 'IDAT') {
      idat.push(data)
    } else if (type === 'IEND') {
      ended = true
      break
    }
    at += 12 + length
  }
  if (!ended || idat.length === 0) return bad('PNG 数据不完整')
  // interlaced images store 7 passes with their own filter bytes: bounded, not sized exactly
  const expected = rowBytes * height + (interlaced ? height * 7 : 0)
  let pixels: Buffer
  try {
    // capped at the size the header promises (+1 to notice more): a bomb stops inflating there
    pixels = zlib.inflateSync(Buffer.concat(idat), { maxOutputLength: expected + 1 })
  } catch {
    return bad('PNG 图像数据无法解码')
  }
  if (interlaced ? pixels.length > expected : pixels.length !== expected) return bad('PNG 图像数据与尺寸不符')
  return sized('png', 'image/png', width, height)
}

/** SOF markers carry the frame size; C4 (DHT), C8 (reserved) and CC (DAC) share the range but do not */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc

function checkJpeg(b: Buffer): ImageCheck {
  let at = 2
  let width = 0
  let height = 0
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return bad('JPEG 数据已损坏')
    const marker = b[at + 1]
    if (marker === 0xff) {
      at++ // fill byte
      continue
    }
    if (marker === 0xd9) return bad('JPEG 缺少图像数据')
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2
      continue
    }
    const length = b.readUInt16BE(at + 2)
    if (length < 2 || at + 2 + length > b.length) return bad('JPEG 数据不完整')
    if (isSof(marker)) {
      if (length < 8) return bad('JPEG 帧头无效')
      height = b.readUInt16BE(at + 5)
      width = b.readUInt16BE(at + 7)
    }
    if (marker === 0xda) {
      if (!width || !height) return bad('JPEG 缺少帧头')
      // the compressed scan runs to the end-of-image marker (phones may append a little after it)
      if (b.indexOf(Buffer.from([0xff, 0xd9]), at + 2 + length) < 0) return bad('JPEG 数据不完整')
      return sized('jpg', 'image/jpeg', width, height)
    }
    at += 2 + length
  }
  return bad('JPEG 数据不完整')
}

function checkGif(b: Buffer): ImageCheck {
  const version = b.toString('latin1', 0, 6)
  if ((version !== 'GIF87a' && version !== 'GIF89a') || b.length < 14) return bad('GIF 文件头无效')
  // an image descriptor (0x2C) must follow, and the file ends with the trailer 0x3B
  if (b.indexOf(0x2c, 13) < 0 || b[b.length - 1] !== 0x3b) return bad('GIF 数据不完整')
  return sized('gif', 'image/gif', b.readUInt16LE(6), b.readUInt16LE(8))
}

function checkWebp(b: Buffer): ImageCheck {
  if (b.length < 30) return bad('WebP 数据不完整')
  const riffSize = b.readUInt32LE(4)
  if (riffSize + 8 !== b.length && riffSize + 9 !== b.length) return bad('WebP 数据不完整')
  const chunk = b.toString('latin1', 12, 16)
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return bad('WebP 图像数据无效')
    return sized('webp', 'image/webp', b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff)
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return bad('WebP 图像数据无效')
    const bits = b.readUInt32LE(21)
    return sized('webp', 'image/webp', (bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1)
  }
  if (chunk === 'VP8X') return sized('webp', 'image/webp', b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1)
  return bad('WebP 图像数据无效')
}

export function checkImage(bytes: Buffer): ImageCheck {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return checkPng(bytes)
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return checkJpeg(bytes)
  if (bytes.toString('latin1', 0, 4) === 'GIF8') return checkGif(bytes)
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return checkWebp(bytes)
  return bad('不是图片（支持 jpg、png、gif、webp）')
}
