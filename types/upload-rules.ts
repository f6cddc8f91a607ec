/**
 * Uploaded pictures as both sides see them (no zod here: the app imports these values).
 * api/user/upload answers each file's path, `/uploads/<name>`; beside the re-encoded picture the
 * stand-in keeps a thumbnail at each of UPLOAD_THUMB_WIDTHS (never wider than the picture itself),
 * served as `/uploads/<name>?w=<width>`. The app asks for the smallest one that fills the box it
 * draws the picture in (src/services/mediaUrl.ts, sizedImageUrl).
 */

/**
 * Thumbnail widths in pixels, ascending: avatars are drawn at most 100 design px (50 pt, 150 px at
 * 3×) → 160; post pictures 200 design px (100 pt, 300 px at 3×) → 320.
 */
export const UPLOAD_THUMB_WIDTHS = [160, 320] as const
export type UploadThumbWidth = (typeof UPLOAD_THUMB_WIDTHS)[number]

/** the path of an uploaded picture, as api/user/upload answers it; group 1 is the file's name */
export const UPLOAD_URL_RE = /^\/uploads\/([a-f0-9]{32}\.(?:jpg|png|gif|webp))$/

/** the address of one thumbnail of an uploaded picture's path */
export const uploadThumbPath = (path: string, width: UploadThumbWidth): string => `${path}?w=${width}`
