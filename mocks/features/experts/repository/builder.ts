import { queryBuilder } from '../../../db/query'
import type { ExpertsTables } from '../tables'

/** the experts feature's query builder: its own tables only (mocks/db/query.ts) */
export const q = queryBuilder<ExpertsTables>()

/** a JSON array of ids as one bound parameter: `IN (SELECT value FROM json_each(?))` keeps one SQL text (one cached statement) whatever the count */
export const idsJson = (ids: Iterable<number>): string => JSON.stringify([...new Set(ids)])
