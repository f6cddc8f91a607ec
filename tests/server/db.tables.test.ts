import fs from 'node:fs'
import path from 'node:path'
import { generateTableTypes } from '../../scripts/generate-table-types'

// each feature's query types are generated from its migrations: a migration without `npm run db:types` fails here
describe('table types', () => {
  it.each([...generateTableTypes()])('%s matches the migrations', (file, text) => {
    expect(fs.readFileSync(path.resolve(__dirname, '../..', file), 'utf8')).toBe(text)
  })
})
