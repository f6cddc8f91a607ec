/**
 * Uploaded pictures as both sides see them (no zod here: the app imports these values).
 * api/user/upload answers each file's path, `/uploads/<name>`; beside the re-encoded picture the
 * stand-in keeps a thumbnail at each of UPLOAD_THUMB_WIDTHS (never wider than the picture itself),
 * served as `/uploads/<name>?w=<width>`. The app asks for the smallest one that fills the box it
 * draws the picture in (src/services/mediaUrl.ts, sizedImageUrl).
 */

/**
 * Never more than this many screen pixels per CSS px of the box a picture is drawn in: past 2× an eye
 * cannot tell the difference on a phone, and the mini program's experience audit (and WeChat's own
 * guidance) flags a picture drawn at less than half its natural size. A 3× phone is asked for 2×.
 */
export const MAX_PIXELS_PER_CSS_PX = 2

/**
 * Thumbnail widths in pixels, ascending. The app draws uploads in boxes of 80 and 100 design px
 * (avatars), 120 (the user card), 150 (the uploader's tiles) and 200 (the post grid); 750 design px
 * are the screen's width, so on a 375 pt screen those are 40, 50, 60, 75 and 100 CSS px, whose 2×
 * are 80, 100, 120, 150 and 200 px; on a 430 pt screen 2× is 15 % more (92, 115, 138, 172, 229).
 * The app takes the thumbnail between 1× and 2× of the box closest to its screen's own need
 * (src/services/mediaUrl.ts): with 80, 100, 120, 160 and 200 every one of those boxes gets a
 * thumbnail of at least 3/4 of 2× on 375–430 pt screens (exactly 2× at 375 pt but the uploader's
 * 120 for 150) and never more than 2×. 320 serves H5 in a desktop window (the grid is 200 CSS px
 * there). No step is more than 2×, so any box from 40 to 320 CSS px has a width within [1×, 2×].
 */
export const UPLOAD_THUMB_WIDTHS = [80, 100, 120, 160, 200, 320] as const
export type UploadThumbWidth = (typeof UPLOAD_THUMB_WIDTHS)[number]

/** the path of an uploaded picture, as api/user/upload answers it; group 1 is the file's name */
export const UPLOAD_URL_RE = /^\/uploads\/([a-f0-9]{32}\.(?:jpg|png|gif|webp))$/

/** the address of one thumbnail of an uploaded picture's path */
export const uploadThumbPath = (path: string, width: UploadThumbWidth): string => `${path}?w=${width}`
