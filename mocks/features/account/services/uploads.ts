import crypto from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { Db } from '../../../db'
import { deleteUploads, deleteUploadsOf, insertUpload, uploadNamesOf, uploadOwnerOf, uploadTotalsSince } from '../repository/uploads'
import { UPLOAD_URL_RE } from '../../../../types/upload-rules'
import { makeThumb, thumbExtOf, type CheckedImage, type ImageExt } from './imageCheck'
import { PICTURE, UPLOAD_NAME_RE, type UploadStore } from './uploadStore'

/** where uploaded images live on SQLite (uploadStoreFor): beside the database file, or a temp folder for in-memory test databases */
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

const IMAGE_EXTS: readonly ImageExt[] = ['jpg', 'png', 'gif', 'webp']
/** the public url of an upload, as api/user/upload answers it (the contract's, types/upload-rules.ts) */
export { UPLOAD_URL_RE }
export { UPLOAD_NAME_RE }

/** the type of a picture (`width` PICTURE) or of its thumbnail: a GIF's thumbnails are PNG stills */
export function contentTypeOf(name: string, width = PICTURE): string {
  const ext = path.extname(name).slice(1)
  return CONTENT_TYPES[width === PICTURE ? ext : thumbExtOf(ext)] ?? 'application/octet-stream'
}

/**
 * A kept picture's thumbnail of `width` (THUMB_WIDTHS), made from the picture when it has none yet
 * (uploaded before that width was added) by whichever process is asked, and kept in the store.
 * Undefined when the picture cannot be read.
 */
export async function keptThumb(store: UploadStore, name: string, width: number): Promise<Buffer | Readable | undefined> {
  const kept = await store.body(name, width)
  if (kept) return kept
  // requests at once for one missing thumbnail wait for one making, not one each
  let making = thumbsBeingMade.get(store)
  if (!making) thumbsBeingMade.set(store, (making = new Map()))
  const key = `${name}@${width}`
  const pending = making.get(key)
  if (pending) return pending
  const made = makeThumbOf(store, name, width).finally(() => making.delete(key))
  making.set(key, made)
  return made
}

/** thumbnails being made now, per store and `<name>@<width>`: the promise of each is shared by every request for it */
const thumbsBeingMade = new WeakMap<UploadStore, Map<string, Promise<Buffer | undefined>>>()

async function makeThumbOf(store: UploadStore, name: string, width: number): Promise<Buffer | undefined> {
  const ext = IMAGE_EXTS.find((e) => name.endsWith(`.${e}`))
  const picture = ext === undefined ? undefined : await store.bytes(name)
  if (ext === undefined || picture === undefined) return undefined
  try {
    const bytes = await makeThumb(picture, ext, width)
    await store.saveThumb(name, width, bytes)
    return bytes
  } catch {
    return undefined
  }
}

/** stores the re-encoded picture and its thumbnails under a random name, records the uploader and answers the public url */
export async function saveUpload(db: Db, store: UploadStore, upload: { userId: number; image: CheckedImage; now: number }): Promise<string> {
  const name = `${crypto.randomBytes(16).toString('hex')}.${upload.image.ext}`
  // the bytes before the record: a record never names a picture that is not there
  await store.save(name, upload.image.bytes, upload.image.thumbs)
  await insertUpload(db, { name, user_id: upload.userId, size: upload.image.bytes.length, created_at: upload.now })
  return `/uploads/${name}`
}

/** takes back uploads of a request that failed part-way (its record and its bytes) */
export async function discardUploads(db: Db, store: UploadStore, urls: string[]): Promise<void> {
  const names = urls.map((u) => UPLOAD_URL_RE.exec(u)?.[1]).filter((n): n is string => n !== undefined)
  await deleteUploads(db, names)
  await store.remove(names)
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

/** forgets the user's uploads and answers their names (the caller removes the bytes from the store once its transaction holds) */
export async function forgetUploadsOf(db: Db, userId: number): Promise<string[]> {
  const names = await uploadNamesOf(db, userId)
  await deleteUploadsOf(db, userId)
  return names
}
