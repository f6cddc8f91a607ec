import type { Statement } from 'better-sqlite3'
import type { Db } from '../db'

/** prepared statements kept per database and SQL text: the hot list and detail paths skip re-parsing SQL */
const caches = new WeakMap<Db, Map<string, Statement>>()
const MAX_STATEMENTS = 500

export function statement(db: Db, sql: string): Statement {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  let st = cache.get(sql)
  if (!st) {
    if (cache.size >= MAX_STATEMENTS) cache.clear()
    st = db.prepare(sql)
    cache.set(sql, st)
  }
  return st
}
