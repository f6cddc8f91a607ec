import sharp, { type Sharp } from 'sharp'
import { THUMB_WIDTHS, MAX_IMAGE_PIXELS, thumbExtOf, type ImageExt } from './imageRules'

/**
 * The heavy part of picture work: decoding, resizing and re-encoding, as a table of jobs that
 * mocks/services/imageWork.ts runs in the picture worker (a child process at a lower priority), or
 * in the server itself when PICTURE_WORKER=off. Everything here goes in and out as Buffers and
 * plain values, since it crosses between processes. The checks before any decode (the format's
 * signature, the header's size) stay in the server: mocks/features/account/services/imageCheck.ts.
 */

/** what an upload keeps: the re-encoded picture (no metadata) and its thumbnails */
interface RewrittenImage {
  width: number
  height: number
  bytes: Buffer
  thumbs: Array<{ width: number; bytes: Buffer }>
}

/** the same format again, metadata dropped (sharp keeps none unless asked) */
function encode(img: Sharp, ext: ImageExt): Sharp {
  if (ext === 'jpg') return img.jpeg({ quality: 85 })
  if (ext === 'png') return img.png({ compressionLevel: 6 })
  if (ext === 'webp') return img.webp({ quality: 85 })
  return img.gif()
}

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

/** an upload decoded once: the kept picture and every thumbnail from that decode */
async function rewrite({ bytes, ext, animated }: { bytes: Buffer; ext: ImageExt; animated: boolean }): Promise<RewrittenImage> {
  const pixels = await decode(bytes)
  // an animation keeps its frames: the one picture decoded a second time, as a whole
  const kept = animated
    ? await encode(sharp(bytes, { ...limits, animated: true }), ext).toBuffer({ resolveWithObject: true })
    : { data: await encodePixels(pixels, ext), info: { width: pixels.raw.width, height: pixels.raw.height, pageHeight: undefined } }
  const thumbs = await thumbsOf(pixels, ext, THUMB_WIDTHS)
  return { bytes: kept.data, width: kept.info.width, height: kept.info.pageHeight ?? kept.info.height, thumbs }
}

/** one thumbnail made later from a kept picture (already checked and re-encoded) */
async function thumb({ kept, ext, width }: { kept: Buffer; ext: ImageExt; width: number }): Promise<Buffer> {
  return encodePixels(await shrink(await decode(kept), width), thumbExtOf(ext))
}

/** the jobs by name; the picture worker loads this table from this file (its `pictureJobs` export) */
export const pictureJobs = { rewrite, thumb }
