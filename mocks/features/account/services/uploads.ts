import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Db } from '../../../db'
import { deleteUploads, deleteUploadsOf, insertUpload, uploadNamesOf, uploadOwnerOf, uploadTotalsSince } from '../repository/uploads'
import { UPLOAD_URL_RE } from '../../../../types/upload-rules'
import { makeThumb, THUMB_WIDTHS, thumbExtOf, type CheckedImage, type ImageExt } from './imageCheck'

/** where uploaded images live: beside the database file, or a temp folder for in-memory test databases */
export function uploadDirFor(dbFile: string): string {
  return dbFile === ':memory:' ? path.join(os.tmpdir(), `football-uploads-${process.pid}`) : path.join(path.dirname(dbFile), 'uploads')
}

/** what one user may upload in 24 hours: files, and bytes as stored (re-encoded) */
export const UPLOAD_DAILY_FILES = 200
export const UPLOAD_DAILY_BYTES = 100 * 1024 * 1024

const DAY_MS = 24 * 3600 * 1000

/** why the user may not keep one more file of `bytes` (0 before it is decoded) today, or undefined */
export async function uploadQuotaProblem(db: Db, userId: number, now: number, bytes: number): Promise<string | undefined> {
  const today = await uploadTotalsSince(db, userId, now - DAY_MS)
  if (bytes === 0 && today.files >= UPLOAD_DAILY_FILES) return `每人 24 小时内最多上传 ${UPLOAD_DAILY_FILES} 张图片，请明天再试`
  if (today.bytes + bytes > UPLOAD_DAILY_BYTES) return `每人 24 小时内最多上传 ${UPLOAD_DAILY_BYTES / 1024 / 1024}MB 图片，请明天再试`
  return undefined
}

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' }

export const UPLOAD_NAME_RE = /^[a-f0-9]{32}\.(jpg|png|gif|webp)$/
const IMAGE_EXTS: readonly ImageExt[] = ['jpg', 'png', 'gif', 'webp']
/** the public url of an upload, as api/user/upload answers it (the contract's, types/upload-rules.ts) */
export { UPLOAD_URL_RE }

export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[path.extname(name).slice(1)] ?? 'application/octet-stream'
}

/** the file of a thumbnail: `<name>@<width>.<ext>` beside the picture (a GIF's thumbnails are PNG stills) */
export function thumbFileOf(name: string, width: number): string {
  const [stem, ext] = name.split('.')
  return `${stem}@${width}.${thumbExtOf(ext)}`
}

/**
 * The file of a kept picture's thumbnail of `width` (THUMB_WIDTHS), made from the picture when it
 * has none yet (uploaded before that width was added): written beside it under a temporary name
 * and moved into place, so two requests at once never serve half a file. Undefined when the
 * picture is not (or no longer) there or cannot be read.
 */
export async function keptThumbFile(dir: string, name: string, width: number): Promise<string | undefined> {
  const file = thumbFileOf(name, width)
  const where = path.join(dir, file)
  if (fs.existsSync(where)) return file
  // requests at once for one missing thumbnail wait for one making, not one each
  const making = thumbsBeingMade.get(where)
  if (making) return making
  const made = makeThumbFile(dir, name, width, where).finally(() => thumbsBeingMade.delete(where))
  thumbsBeingMade.set(where, made)
  return made
}

/** thumbnails being made now, by their file: the promise of each is shared by every request for it */
const thumbsBeingMade = new Map<string, Promise<string | undefined>>()

async function makeThumbFile(dir: string, name: string, width: number, where: string): Promise<string | undefined> {
  const ext = IMAGE_EXTS.find((e) => name.endsWith(`.${e}`))
  if (ext === undefined) return undefined
  try {
    const bytes = await makeThumb(await fs.promises.readFile(path.join(dir, name)), ext, width)
    const temp = `${where}.${crypto.randomBytes(6).toString('hex')}.part`
    await fs.promises.writeFile(temp, bytes)
    await fs.promises.rename(temp, where)
    return thumbFileOf(name, width)
  } catch {
    return undefined
  }
}

/** stores the re-encoded picture and its thumbnails under a random name, records the uploader and answers the public url */
export async function saveUpload(db: Db, dir: string, upload: { userId: number; image: CheckedImage; now: number }): Promise<string> {
  fs.mkdirSync(dir, { recursive: true })
  const name = `${crypto.randomBytes(16).toString('hex')}.${upload.image.ext}`
  for (const thumb of upload.image.thumbs) fs.writeFileSync(path.join(dir, thumbFileOf(name, thumb.width)), thumb.bytes)
  fs.writeFileSync(path.join(dir, name), upload.image.bytes)
  await insertUpload(db, { name, user_id: upload.userId, size: upload.image.bytes.length, created_at: upload.now })
  return `/uploads/${name}`
}

/** takes back uploads of a request that failed part-way (its record and its file) */
export async function discardUploads(db: Db, dir: string, urls: string[]): Promise<void> {
  const names = urls.map((u) => UPLOAD_URL_RE.exec(u)?.[1]).filter((n): n is string => n !== undefined)
  await deleteUploads(db, names)
  removeUploadFiles(dir, names)
}

/** whether this url names a file the user uploaded (avatars may only be one's own pictures) */
export async function isOwnUpload(db: Db, userId: number, url: string): Promise<boolean> {
  const name = UPLOAD_URL_RE.exec(url)?.[1]
  return name !== undefined && await uploadOwnerOf(db, name) === userId
}

/** who uploaded the file of this name (a bare name, as stored), undefined when nobody did */
export async function uploadOwner(db: Db, name: string): Promise<number | undefined> {
  return uploadOwnerOf(db, name)
}

/** forgets the user's uploads and answers their file names (the caller removes the files once its transaction holds) */
export async function forgetUploadsOf(db: Db, userId: number): Promise<string[]> {
  const names = await uploadNamesOf(db, userId)
  await deleteUploadsOf(db, userId)
  return names
}

export function removeUploadFiles(dir: string, names: string[]): void {
  for (const name of names) {
    // names come from the table, which only ever holds generated names; the check keeps it inside the folder anyway
    if (!UPLOAD_NAME_RE.test(name)) continue
    fs.rmSync(path.join(dir, name), { force: true })
    for (const width of THUMB_WIDTHS) fs.rmSync(path.join(dir, thumbFileOf(name, width)), { force: true })
  }
}
