import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Db } from '../db'

/** where uploaded images live: beside the database file, or a temp folder for in-memory test databases */
export function uploadDirFor(dbFile: string): string {
  return dbFile === ':memory:' ? path.join(os.tmpdir(), `football-uploads-${process.pid}`) : path.join(path.dirname(dbFile), 'uploads')
}

const SIGNATURES: { ext: string; type: string; matches: (b: Buffer) => boolean }[] = [
  { ext: 'jpg', type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'png', type: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'gif', type: 'image/gif', matches: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  { ext: 'webp', type: 'image/webp', matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
]

/** the image type from the file's first bytes (the client's file name and mime type are not trusted) */
export function sniffImage(bytes: Buffer): { ext: string; type: string } | undefined {
  return SIGNATURES.find((s) => s.matches(bytes))
}

export const UPLOAD_NAME_RE = /^[a-f0-9]{32}\.(jpg|png|gif|webp)$/

export function contentTypeOf(name: string): string {
  const ext = path.extname(name).slice(1)
  return SIGNATURES.find((s) => s.ext === ext)?.type ?? 'application/octet-stream'
}

/** stores the bytes under a random name, records the uploader and answers the public url */
export function saveUpload(db: Db, dir: string, upload: { userId: number; bytes: Buffer; ext: string; now: number }): string {
  fs.mkdirSync(dir, { recursive: true })
  const name = `${crypto.randomBytes(16).toString('hex')}.${upload.ext}`
  fs.writeFileSync(path.join(dir, name), upload.bytes)
  db.prepare('INSERT INTO uploads (name, user_id, size, created_at) VALUES (?, ?, ?, ?)').run(name, upload.userId, upload.bytes.length, upload.now)
  return `/uploads/${name}`
}

/** forgets the user's uploads and answers their file names (the caller removes the files once its transaction holds) */
export function forgetUploadsOf(db: Db, userId: number): string[] {
  const names = db.prepare('SELECT name FROM uploads WHERE user_id = ?').pluck().all(userId) as string[]
  db.prepare('DELETE FROM uploads WHERE user_id = ?').run(userId)
  return names
}

export function removeUploadFiles(dir: string, names: string[]): void {
  for (const name of names) {
    // names come from the table, which only ever holds generated names; the check keeps it inside the folder anyway
    if (UPLOAD_NAME_RE.test(name)) fs.rmSync(path.join(dir, name), { force: true })
  }
}
