import { AliasNode, ColumnNode, DeleteQueryNode, InsertQueryNode, TableNode, UpdateQueryNode, type OperationNode } from 'kysely'

/**
 * What a write statement changes, as the write counters see it (writeCounts.ts): read from the
 * operation tree Kysely built, so a count needs no parsing of SQL and is the same on both engines.
 */
export type TableWrite =
  | { table: string; kind: 'insert' | 'delete' }
  /** the columns set (an insert's ON CONFLICT … DO UPDATE is an insert: it may add a row) */
  | { table: string; kind: 'update'; columns: readonly string[] }

/**
 * Rows that go with a deleted row through ON DELETE CASCADE: the engine deletes them without a
 * statement of ours, so the counters are told here. tests/server/scale.sharedState.test.ts checks
 * this list against the migrated schema's foreign keys.
 */
export const CASCADES: Readonly<Record<string, readonly string[]>> = {
  predictions: ['prediction_legs', 'prediction_versions', 'prediction_follows'],
}

function tableName(node: OperationNode | undefined): string | undefined {
  if (node && AliasNode.is(node)) return tableName(node.node)
  return node && TableNode.is(node) ? node.table.identifier.name : undefined
}

/**
 * The tables an insert, update or delete changes and how; undefined for any other statement (a
 * select, raw SQL: `execute` takes raw SQL as a write of unknown tables). `unknown` for a write whose
 * target the tree does not name plainly (several tables): the counters then take every table as
 * changed.
 */
export function writeOf(node: OperationNode): TableWrite[] | 'unknown' | undefined {
  if (InsertQueryNode.is(node)) {
    const table = tableName(node.into)
    return table ? [{ table, kind: 'insert' }] : 'unknown'
  }
  if (UpdateQueryNode.is(node)) {
    const table = tableName(node.table)
    const columns = (node.updates ?? []).map((u) => (ColumnNode.is(u.column) ? u.column.column.name : undefined))
    if (!table || columns.some((c) => c === undefined)) return 'unknown'
    return [{ table, kind: 'update', columns: columns as string[] }]
  }
  if (DeleteQueryNode.is(node)) {
    const tables = node.from.froms.map(tableName)
    if (tables.length !== 1 || !tables[0]) return 'unknown'
    return [tables[0], ...(CASCADES[tables[0]] ?? [])].map((table) => ({ table, kind: 'delete' as const }))
  }
  return undefined
}
