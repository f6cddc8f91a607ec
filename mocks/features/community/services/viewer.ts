import type { Db } from '../../../db'
import { blackedIds } from '../../account'
import type { Viewer } from '../repository/posts'

/** the viewer (0 = nobody) with their black list, asked once per request: their lists leave those authors out */
export async function viewerOf(db: Db, id: number): Promise<Viewer> {
  return { id, blocked: await blackedIds(db, id) }
}
