import { openDb } from '../../mocks/features'
import { allPrepared, allRows, firstPrepared, prepareQuery, queryBuilder } from '../../mocks/db/query'
import type { PlatformTables } from '../../mocks/db/platformTables'

const q = queryBuilder<PlatformTables>()

describe('prepared queries', () => {
  const db = openDb(':memory:')
  const put = db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)')
  put.run('a', '1')
  put.run('b', '2')
  put.run('c', '3')

  it('compile once and answer each call with its own values, as a query built per call does', () => {
    const byKey = prepareQuery((key: string) => q.selectFrom('settings').select(['key', 'value']).where('key', '=', key).where('value', '!=', 'x'))
    expect(firstPrepared(db, byKey, 'a')).toEqual({ key: 'a', value: '1' })
    expect(firstPrepared(db, byKey, 'c')).toEqual({ key: 'c', value: '3' })
    expect(firstPrepared(db, byKey, 'zz')).toBeUndefined()
    const between = prepareQuery((from: string, to: string) => q.selectFrom('settings').select('key').where('key', '>=', from).where('key', '<=', to).orderBy('key').limit(10))
    expect(allPrepared(db, between, 'b', 'c')).toEqual(allRows(db, q.selectFrom('settings').select('key').where('key', '>=', 'b').where('key', '<=', 'c').orderBy('key').limit(10)))
  })

  it('refuse an argument that does not reach the query unchanged as a value', () => {
    const changed = prepareQuery((key: string) => q.selectFrom('settings').select('value').where('key', '=', key.toUpperCase()))
    expect(() => allPrepared(db, changed, 'a')).toThrow(/does not reach the query as a value/)
    const unused = prepareQuery((key: string) => q.selectFrom('settings').select('value').where('key', '=', key === 'a' ? 'a' : 'b'))
    expect(() => allPrepared(db, unused, 'a')).toThrow(/does not reach the query as a value/)
  })
})
