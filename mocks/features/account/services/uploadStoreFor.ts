import type { Db } from '../../../db'
import { DiskUploads } from './diskUploads'
import { TableUploads } from './tableUploads'
import type { UploadStore } from './uploadStore'

const tables = new WeakMap<Db, TableUploads>()
const disks = new Map<string, DiskUploads>()

/**
 * The store of a server: its PostgreSQL database, or the folder `dir` (uploadDirFor) on SQLite. One
 * object per database or folder, so the thumbnails being made are shared by all its requests.
 */
export function uploadStoreFor(db: Db, dir: string): UploadStore {
  if (db.dialect === 'postgres') {
    let t = tables.get(db)
    if (!t) tables.set(db, (t = new TableUploads(db)))
    return t
  }
  let d = disks.get(dir)
  if (!d) disks.set(dir, (d = new DiskUploads(dir)))
  return d
}
