import type { Db } from '../../../db'
import { writeVersion } from '../../../db/writeVersion'

/** writes seen so far to what other features show of a user (name, avatar, expert flag, age, deletion): their caches add it */
export function userCardsVersion(db: Db): number {
  return writeVersion(db, 'account_user_cards', [['users', ['nickname', 'avatar', 'is_expert', 'created_at', 'deleted_at']]])
}
