import type { Db } from '../../../db'
import { fail, notFound } from '../../../http/errors'
import { storedPostRow } from '../repository/posts'

/** a post as the writing paths check it: exists, whose, deleted or not */
export interface StoredPost {
  id: number
  user_id: number
  deleted_at: number | null
}

export async function storedPost(db: Db, id: number): Promise<StoredPost> {
  const row = await storedPostRow(db, id)
  if (!row) throw notFound('帖子')
  return row
}

/** a post that was not deleted; `deletedMessage` says what cannot be done to a deleted one */
export async function livePost(db: Db, id: number, deletedMessage: string): Promise<StoredPost> {
  const row = await storedPost(db, id)
  if (row.deleted_at !== null) throw fail(deletedMessage)
  return row
}
