import path from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { pictureWork, PictureWorkerGone } from '../../../services/imageWork'
import { pictureJobs } from './imagePipelines'
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, type ImageExt } from './imageRules'

export { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, THUMB_WIDTHS, thumbExtOf, type ImageExt } from './imageRules'

/**
 * Uploaded pictures, read and rewritten by sharp (libvips). Order matters:
 *  1. the first bytes say which of the four accepted formats it is (the client's name and mime
 *     type are not trusted; anything else, SVG included, never reaches a decoder);
 *  2. the header alone (sharp's metadata()) gives the size, refused over the pixel budget BEFORE
 *     any pixel is decoded: a 10000×4000 16-bit PNG would take 320 MB, its file a few KB;
 *  3. only then is it decoded, once, in turn with other picture work, in the picture worker (a child
 *     process at a lower priority: mocks/services/imageWork.ts; the pipelines in imagePipelines.ts),
 *     and re-encoded: whatever hid in the file (a page after a GIF's trailer, EXIF with the place
 *     a photo was taken) is not in what is kept. Every size comes from that one decode: the kept
 *     picture and the largest thumbnail from the decoded pixels, the smaller thumbnails from the largest.
 * Steps 1 and 2 stay in the server: a header read costs well under a millisecond, less than a trip
 * to the worker.
 */
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

/** the decode/resize/encode jobs, run in the picture worker, which loads them from imagePipelines.ts */
const pictures = pictureWork(pictureJobs, path.join(__dirname, 'imagePipelines.ts'))

/** the worker ended (a crash, or killed) while this picture was in it: the picture is not at fault, a new try is welcome */
const WORKER_GONE = '处理中断，请重新上传'

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
    const image = await pictures.run('rewrite', { bytes, ext, animated: (meta.pages ?? 1) > 1 })
    return { ok: true, image: { ext, ...image } }
  } catch (e) {
    if (e instanceof PictureWorkerGone) return { ok: false, problem: WORKER_GONE }
    return { ok: false, problem: `${LABEL[ext]} 图像数据无法解码（文件不完整或已损坏）` }
  }
}

/**
 * A thumbnail made later, from a kept picture (already checked and re-encoded, so within the budget;
 * the limit holds inside libvips anyway): for pictures uploaded before a width was added. In turn
 * with uploads, in the picture worker.
 */
export function makeThumb(kept: Buffer, ext: ImageExt, width: number): Promise<Buffer> {
  return pictures.run('thumb', { kept, ext, width })
}
