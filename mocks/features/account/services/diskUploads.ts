import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { THUMB_WIDTHS, thumbExtOf } from './imageCheck'
import { PICTURE, UPLOAD_NAME_RE, type UploadStore } from './uploadStore'

/** the file of a thumbnail: `<name>@<width>.<ext>` beside the picture (a GIF's thumbnails are PNG stills) */
export function thumbFileOf(name: string, width: number): string {
  const [stem, ext] = name.split('.')
  return `${stem}@${width}.${thumbExtOf(ext)}`
}

/** pictures and thumbnails as files in one folder (the SQLite default: beside the database file) */
export class DiskUploads implements UploadStore {
  constructor(readonly dir: string) {}

  private fileOf(name: string, width: number): string {
    return path.join(this.dir, width === PICTURE ? name : thumbFileOf(name, width))
  }

  async save(name: string, picture: Buffer, thumbs: ReadonlyArray<{ width: number; bytes: Buffer }>): Promise<void> {
    fs.mkdirSync(this.dir, { recursive: true })
    for (const t of thumbs) fs.writeFileSync(this.fileOf(name, t.width), t.bytes)
    fs.writeFileSync(this.fileOf(name, PICTURE), picture)
  }

  /** written under a temporary name and moved into place, so two requests at once never serve half a file */
  async saveThumb(name: string, width: number, bytes: Buffer): Promise<void> {
    const where = this.fileOf(name, width)
    const temp = `${where}.${crypto.randomBytes(6).toString('hex')}.part`
    await fs.promises.writeFile(temp, bytes)
    await fs.promises.rename(temp, where)
  }

  async body(name: string, width: number): Promise<Readable | undefined> {
    const file = this.fileOf(name, width)
    return fs.existsSync(file) ? fs.createReadStream(file) : undefined
  }

  async bytes(name: string): Promise<Buffer | undefined> {
    return fs.promises.readFile(this.fileOf(name, PICTURE)).catch(() => undefined)
  }

  async remove(names: readonly string[]): Promise<void> {
    for (const name of names) {
      // names come from the table, which only ever holds generated names; the check keeps it inside the folder anyway
      if (!UPLOAD_NAME_RE.test(name)) continue
      fs.rmSync(this.fileOf(name, PICTURE), { force: true })
      for (const width of THUMB_WIDTHS) fs.rmSync(this.fileOf(name, width), { force: true })
    }
  }
}
