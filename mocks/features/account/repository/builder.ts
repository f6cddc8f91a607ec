import { queryBuilder } from '../../../db/query'
import type { AccountTables } from '../tables'

/** the builder of every account query: it knows account's tables and no other */
export const q = queryBuilder<AccountTables>()
