import type { Readable } from 'node:stream'

/** a kept picture's name, as generated at upload: 32 hex digits and its type */
export const UPLOAD_NAME_RE = /^[a-f0-9]{32}\.(jpg|png|gif|webp)$/

/** width 0 names the picture itself; any other width one of its thumbnails */
export const PICTURE = 0

/**
 * Where uploaded pictures and their thumbnails are kept (docs/operations.md, Shared state): files
 * beside the SQLite database (one process owns it), or a table of the shared PostgreSQL database,
 * so every process serves what any of them stored. Names are the generated ones of the uploads
 * table; who uploaded, the size and the type (the name's extension) stay there.
 */
export interface UploadStore {
  /** keeps a picture and the thumbnails made with it */
  save(name: string, picture: Buffer, thumbs: ReadonlyArray<{ width: number; bytes: Buffer }>): Promise<void>
  /** a thumbnail made later (a width added since the upload) */
  saveThumb(name: string, width: number, bytes: Buffer): Promise<void>
  /** the picture (PICTURE) or a thumbnail as kept, to send; undefined when it is not there */
  body(name: string, width: number): Promise<Buffer | Readable | undefined>
  /** the picture's bytes, to make a thumbnail from */
  bytes(name: string): Promise<Buffer | undefined>
  /** forgets pictures and all their thumbnails */
  remove(names: readonly string[]): Promise<void>
}
