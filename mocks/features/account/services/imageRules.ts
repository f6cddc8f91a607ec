import { UPLOAD_THUMB_WIDTHS } from '../../../../types/upload-rules'

/**
 * What an uploaded picture may be, shared by the checks in the server (imageCheck.ts) and the
 * pipelines that may run in the picture worker (imagePipelines.ts), which loads this file and no more.
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

/** thumbnails are stills: a GIF's first frame as PNG, the rest in their own format */
export const thumbExtOf = <E extends string>(ext: E): E | 'png' => (ext === 'gif' ? 'png' : ext)
