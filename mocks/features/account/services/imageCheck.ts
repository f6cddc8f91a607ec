import sharp, { type Metadata, type Sharp } from 'sharp'
import { inImageTurn } from '../../../services/imageWork'
import { UPLOAD_THUMB_WIDTHS } from '../../../../types/upload-rules'

/**
 * Uploaded pictures, read and rewritten by sharp (libvips). Order matters:
 *  1. the first bytes say which of the four accepted formats it is (the client's name and mime
 *     type are not trusted; anything else, SVG included, never reaches a decoder);
 *  2. the header alone (sharp's metadata()) gives the size, refused over the pixel budget BEFORE
 *     any pixel is decoded: a 10000×4000 16-bit PNG would take 320 MB, its file a few KB;
 *  3. only then is it decoded, once, in turn with other picture work (mocks/services/imageWork.ts),
 *     and re-encoded: whatever hid in the file (a page after a GIF's trailer, EXIF with the place
 *     a photo was taken) is not in what is kept. Every size comes from that one decode: the kept
 *     picture and the largest thumbnail from the decoded pixels, the smaller thumbnails from the largest.
 */
export type ImageExt = 'jpg' | 'png' | 'gif' | 'webp'

/** longest side in pixels, and pixels in all (all frames of an animation): 32 MP, above a phone's usual photo */
export const MAX_IMAGE_SIDE = 10_000
export const MAX_IMAGE_PIXELS = 32_000_000
/**
 * Thumbnail widths, served as `/uploads/<name>?w=<width>` (stored as `<name>@<width>.<ext>`): the
 * contract's list (types/upload-rules.ts), the one the app picks from for the box it draws in.
 */
export const THUMB_WIDTHS = UPLOAD_THUMB_WIDTHS

export interface CheckedImage {
  ext: ImageExt
  width: number
  height: number
  /** the re-encoded picture, without metadata */
  bytes: Buffer
  thumbs: Array<{ width: number; bytes: Buffer }>
}

export type ImageCheck = { ok: true; image: CheckedImage } | { ok: false; problem: string }

const LABEL: Record<ImageExt, string> = { jpg: 'JPEG', png: 'PNG', gif: 'GIF', webp: 'WebP' }
const NOT_IMAGE = '不是图片（支持 jpg、png、gif、webp）'

/** the format by its signature; undefined for anything else */
function sniff(b: Buffer): ImageExt | undefined {
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg'
  if (b.toString('latin1', 0, 6) === 'GIF87a' || b.toString('latin1', 0, 6) === 'GIF89a') return 'gif'
  if (b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp'
  return undefined
}

const SHARP_FORMAT: Record<ImageExt, string> = { jpg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' }

/** the refusal for a header over the budget, or undefined when it fits */
function sizeProblem(meta: Metadata): string | undefined {
  const width = meta.width ?? 0
  const height = meta.pageHeight ?? meta.height ?? 0
  if (!(width > 0 && height > 0)) return '图片尺寸无效'
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return `图片尺寸过大（最大 ${MAX_IMAGE_SIDE}×${MAX_IMAGE_SIDE} 像素）`
  if (width * height * (meta.pages ?? 1) > MAX_IMAGE_PIXELS) {
    return `图片尺寸过大（最多 ${MAX_IMAGE_PIXELS / 10_000} 万像素，当前 ${width}×${height}${(meta.pages ?? 1) > 1 ? `×${meta.pages} 帧` : ''}）`
  }
  return undefined
}

/** the same format again, metadata dropped (sharp keeps none unless asked) */
function encode(img: Sharp, ext: ImageExt): Sharp {
  if (ext === 'jpg') return img.jpeg({ quality: 85 })
  if (ext === 'png') return img.png({ compressionLevel: 6 })
  if (ext === 'webp') return img.webp({ quality: 85 })
  return img.gif()
}

/** thumbnails are stills: a GIF's first frame as PNG, the rest in their own format */
export const thumbExtOf = <E extends string>(ext: E): E | 'png' => (ext === 'gif' ? 'png' : ext)

/** decoded pixels: 8-bit sRGB, upright, ready to be encoded or resized without decoding again */
interface Pixels {
  data: Buffer
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 }
}

const limits = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const }

/** decodes a still (an animation's first frame) once, to raw pixels (16-bit and grey become 8-bit sRGB) */
async function decode(bytes: Buffer): Promise<Pixels> {
  // limitInputPixels again inside libvips, should a header ever say less than the data holds
  const { data, info } = await sharp(bytes, { ...limits, animated: false }).autoOrient().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true })
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } }
}

/** the pixels `width` wide at most (never wider than they are), still raw */
async function shrink(pixels: Pixels, width: number): Promise<Pixels> {
  const { data, info } = await sharp(pixels.data, { raw: pixels.raw }).resize({ width, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true })
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } }
}

const encodePixels = (pixels: Pixels, ext: ImageExt): Promise<Buffer> => encode(sharp(pixels.data, { raw: pixels.raw }), ext).toBuffer()

/** every thumbnail width from the pixels: the largest from them, each smaller from the largest (a few KB, not the whole picture) */
async function thumbsOf(pixels: Pixels, ext: ImageExt, widths: readonly number[]): Promise<Array<{ width: number; bytes: Buffer }>> {
  const largest = await shrink(pixels, Math.max(...widths))
  const thumbs: Array<{ width: number; bytes: Buffer }> = []
  for (const width of widths) thumbs.push({ width, bytes: await encodePixels(await shrink(largest, width), thumbExtOf(ext)) })
  return thumbs
}

async function rewrite(bytes: Buffer, ext: ImageExt, animated: boolean): Promise<Omit<CheckedImage, 'ext'>> {
  const pixels = await decode(bytes)
  // an animation keeps its frames: the one picture decoded a second time, as a whole
  const kept = animated
    ? await encode(sharp(bytes, { ...limits, animated: true }), ext).toBuffer({ resolveWithObject: true })
    : { data: await encodePixels(pixels, ext), info: { width: pixels.raw.width, height: pixels.raw.height, pageHeight: undefined } }
  const thumbs = await thumbsOf(pixels, ext, THUMB_WIDTHS)
  return { bytes: kept.data, width: kept.info.width, height: kept.info.pageHeight ?? kept.info.height, thumbs }
}

/** checks, decodes and re-encodes an uploaded picture; a refusal says why in Chinese */
export async function checkImage(bytes: Buffer): Promise<ImageCheck> {
  const ext = sniff(bytes)
  if (!ext) return { ok: false, problem: NOT_IMAGE }
  let meta: Metadata
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    return { ok: false, problem: `${LABEL[ext]} 文件头无效或不完整` }
  }
  if (meta.format !== SHARP_FORMAT[ext]) return { ok: false, problem: NOT_IMAGE }
  const tooBig = sizeProblem(meta)
  if (tooBig) return { ok: false, problem: tooBig }
  try {
    const image = await inImageTurn(() => rewrite(bytes, ext, (meta.pages ?? 1) > 1))
    return { ok: true, image: { ext, ...image } }
  } catch {
    return { ok: false, problem: `${LABEL[ext]} 图像数据无法解码（文件不完整或已损坏）` }
  }
}

/**
 * A thumbnail made later, from a kept picture (already checked and re-encoded, so within the budget;
 * the limit holds inside libvips anyway): for pictures uploaded before a width was added. In turn
 * with uploads, off the event loop.
 */
export function makeThumb(kept: Buffer, ext: ImageExt, width: number): Promise<Buffer> {
  return inImageTurn(async () => encodePixels(await shrink(await decode(kept), width), thumbExtOf(ext)))
}
