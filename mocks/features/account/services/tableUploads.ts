import type { Db } from '../../../db'
import { deleteUploadFiles, insertUploadFile, uploadFileBytes } from '../repository/uploadFiles'
import { PICTURE, type UploadStore } from './uploadStore'

/** pictures and thumbnails as rows of `upload_files` (bytea on PostgreSQL): readable by every process */
export class TableUploads implements UploadStore {
  constructor(private readonly db: Db) {}

  async save(name: string, picture: Buffer, thumbs: ReadonlyArray<{ width: number; bytes: Buffer }>): Promise<void> {
    await this.db.transaction(async () => {
      for (const t of thumbs) await insertUploadFile(this.db, name, t.width, t.bytes)
      await insertUploadFile(this.db, name, PICTURE, picture)
    })
  }

  async saveThumb(name: string, width: number, bytes: Buffer): Promise<void> {
    await insertUploadFile(this.db, name, width, bytes)
  }

  body(name: string, width: number): Promise<Buffer | undefined> {
    return uploadFileBytes(this.db, name, width)
  }

  bytes(name: string): Promise<Buffer | undefined> {
    return uploadFileBytes(this.db, name, PICTURE)
  }

  remove(names: readonly string[]): Promise<void> {
    return deleteUploadFiles(this.db, names)
  }
}
