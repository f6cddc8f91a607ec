import { queryBuilder } from '../../../db/query'
import type { MoneyTables } from '../tables'

/** the builder over money's own tables: a query naming another feature's table does not type-check */
export const q = queryBuilder<MoneyTables>()
