import { queryBuilder } from '../../../db/query'
import type { CommunityTables } from '../tables'

/** the builder of every community query: it knows community's tables and no other */
export const q = queryBuilder<CommunityTables>()
