import { sql, type Compilable, type CompiledQuery, type InferResult } from 'kysely'
import type { Db } from '../../db'
import { allRows, execute, queryBuilder } from '../../db/query'
import type { AccountTables } from './tables'

/**
 * What the experts feature needs of account (rule 4 of the stand-in refactor): making a seeded
 * expert's account, the expert flag, the names and avatars experts pages show, real-name checks and
 * notifications.
 */

export { createUser } from './services/accounts'
export { isRealnameVerified } from './services/accounts'
export { notifyUser } from './services/messages'

const aq = queryBuilder<AccountTables>()

/** marks the account as an expert (users.is_expert) */
export function setExpertFlag(db: Db, userId: number): void {
  execute(db, aq.updateTable('users').set({ is_expert: 1 }).where('id', '=', userId))
}

export interface UserCard {
  id: number
  nickname: string
  avatar: string
  is_expert: boolean
  created_at: number
  deleted: boolean
}

const cardsQuery = (json: string) => aq.selectFrom('users').select(['id', 'nickname', 'avatar', 'is_expert', 'created_at', 'deleted_at'])
  .where('id', 'in', sql<number>`(SELECT value FROM json_each(${json}))`)
type CardRow = InferResult<ReturnType<typeof cardsQuery>>[number]
// read on every experts list: compiled once, its one parameter (the ids as JSON) bound per call
let cardsCompiled: CompiledQuery<CardRow> | undefined
const cards = (json: string): Compilable<CardRow> => {
  const compiled = (cardsCompiled ??= cardsQuery('[]').compile())
  return { compile: () => ({ ...compiled, parameters: [json] }) }
}

/** these users (unknown ids are absent), by id: one query however many */
export function userCards(db: Db, ids: Iterable<number>): Map<number, UserCard> {
  const rows = allRows(db, cards(JSON.stringify([...new Set(ids)])))
  return new Map(rows.map((u) => [u.id, { id: u.id, nickname: u.nickname, avatar: u.avatar, is_expert: u.is_expert === 1, created_at: u.created_at, deleted: u.deleted_at !== null }]))
}

/**
 * The agreed hook (coordination: account offers `registerMemberCounter`, experts registers
 * follow_count / fans_count). Until account's own registry replaces this placeholder at the merge
 * (an explicit export of account's index.ts wins over this `export *`), account still counts
 * expert_follows itself, so registering here must add nothing.
 */
export function registerMemberCounter(_name: 'follow_count' | 'fans_count' | 'post_count', _count: (db: Db, userId: number) => number): void {
  // placeholder: see above
}
