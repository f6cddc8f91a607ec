import { openDb } from '../../mocks/features'
import { allRows, compiledOnce, firstRow, queryBuilder } from '../../mocks/db/query'
import type { PlatformTables } from '../../mocks/db/platformTables'
import type { Db } from '../../mocks/db'

const q = queryBuilder<PlatformTables>()

describe('queries compiled once', () => {
  let db: Db
  beforeAll(async () => {
    db = openDb(':memory:')
    await db.run({ sql: 'INSERT INTO settings (key, value) VALUES (?, ?), (?, ?), (?, ?)', parameters: ['a', '1', 'b', '2', 'c', '3'] })
  })
  afterAll(() => db.close())

  it('compile once and answer each call with its own values, as a query built per call does', async () => {
    const byKey = compiledOnce((key: string) => q.selectFrom('settings').select(['key', 'value']).where('key', '=', key).where('value', '!=', 'x'))
    expect(await firstRow(db, byKey('a'))).toEqual({ key: 'a', value: '1' })
    expect(await firstRow(db, byKey('c'))).toEqual({ key: 'c', value: '3' })
    expect(await firstRow(db, byKey('zz'))).toBeUndefined()
    const between = compiledOnce((from: string, to: string) => q.selectFrom('settings').select('key').where('key', '>=', from).where('key', '<=', to).orderBy('key').limit(10))
    expect(await allRows(db, between('b', 'c'))).toEqual(await allRows(db, q.selectFrom('settings').select('key').where('key', '>=', 'b').where('key', '<=', 'c').orderBy('key').limit(10)))
  })

  it('compile for PostgreSQL from the same builder, with its own placeholders', () => {
    const byKey = compiledOnce((key: string) => q.selectFrom('settings').select('value').where('key', '=', key))
    const pg = byKey('a').bindFor('postgres')
    expect(pg.sql).toBe('select "value" from "settings" where "key" = $1')
    expect(pg.parameters).toEqual(['a'])
    expect(byKey('b').bindFor('sqlite')).toEqual({ sql: 'select "value" from "settings" where "key" = ?', parameters: ['b'] })
  })

  it('refuse an argument transformed while the query is built (its first value would be kept for every call)', async () => {
    const changed = compiledOnce((key: string) => q.selectFrom('settings').select('value').where('key', '=', String(key).toUpperCase()))
    await expect(allRows(db, changed('a'))).rejects.toThrow(/transformed while building the query/)
    const added = compiledOnce((n: number) => q.selectFrom('settings').select('value').limit(n + 1))
    await expect(allRows(db, added(1))).rejects.toThrow(/transformed while building the query/)
  })
})
