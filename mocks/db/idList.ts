import { expressionBuilder, sql, type RawBuilder } from 'kysely'

/**
 * An id list as one bound value, on both engines: `x IN (SELECT value FROM id_list(?))`, the value a
 * JSON array of integers. The SQL text is the same for any number of ids, so each engine keeps one
 * prepared statement (and compiledOnce one template per dialect) instead of one per list length.
 *
 * `id_list` (and `text_list`, for a stored JSON array of strings) are the neutral names: SQLite's
 * compiler writes its own `json_each` in their place (query.ts), so SQLite runs exactly the SQL it ran
 * before; PostgreSQL has them as SQL functions (platformMigrations.postgres.ts).
 */
export const LIST_FUNCTIONS = ['id_list', 'text_list'] as const

const eb = expressionBuilder<Record<string, never>>()

/** the ids as the one bound value: a JSON array, each id once */
export const idsJson = (ids: Iterable<number>): string => JSON.stringify([...new Set(ids)])

/** `(SELECT value FROM id_list(json))` for `in` / `not in`: `json` is a JSON array of ids (idsJson) or a compiledOnce argument */
export function idsIn(json: unknown): RawBuilder<number> {
  return sql<number>`(SELECT value FROM ${eb.fn('id_list', [eb.val(json)])})`
}

/** the ids of an iterable as an `in` list (idsIn over idsJson) */
export const idList = (ids: Iterable<number>): RawBuilder<number> => idsIn(idsJson(ids))

/** `EXISTS (SELECT 1 FROM text_list(column) WHERE value = text)`: the stored JSON array of strings holds `text` */
export function jsonArrayHolds(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${eb.fn('text_list', [sql.ref(column)])} WHERE value = ${text})`
}
