import { sql } from 'kysely'
import { queryBuilder } from '../../../db/query'
import type { ExpertsTables } from '../tables'

/** the experts feature's query builder: its own tables only (mocks/db/query.ts) */
export const q = queryBuilder<ExpertsTables>()

// Constants that partial indexes are defined on (`WHERE win_or_not = 0`, `WHERE win_or_not > 0`) go
// into the SQL text as literals: SQLite uses a partial index only when the query's own text implies
// its condition, which a bound parameter never does.
export const PENDING = sql.lit(0)
export const SINGLE = sql.lit('single')
export const PARLAY = sql.lit('parlay')
