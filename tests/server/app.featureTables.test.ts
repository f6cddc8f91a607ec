import fs from 'node:fs'
import path from 'node:path'
import { features } from '../../mocks/features'

/**
 * Each feature of the stand-in keeps to its own tables (docs/architecture.md, Each feature's SQL):
 * its SQL sits in its `repository/`, built by the one builder `q` of its `repository/builder.ts`.
 */
const FEATURES_DIR = path.resolve(__dirname, '../../mocks/features')

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? filesUnder(full) : e.name.endsWith('.ts') ? [full] : []
  })
}

const relative = (file: string) => path.relative(FEATURES_DIR, file).split(path.sep).join('/')
const sourceFiles = filesUnder(FEATURES_DIR).map((file) => ({ file: relative(file), text: fs.readFileSync(file, 'utf8') }))

/** where a feature's schema is written rather than queried */
const isSchemaFile = (file: string) => /\/(coreMigrations|migrations(\.postgres)?|tables)\.ts$/.test(file)

describe('SQL only in repository/', () => {
  const QUERY = /\bqueryBuilder\b|\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`|\bsql<|\.prepare\(/

  it('finds a query outside a repository when there is one', () => {
    expect(QUERY.test("const rows = await allRows(db, q.selectFrom('users').selectAll())")).toBe(true)
  })

  it('no feature file outside repository/ builds or runs SQL', () => {
    const outside = sourceFiles.filter((f) => !f.file.includes('/repository/') && !isSchemaFile(f.file) && QUERY.test(f.text))
    expect(outside.map((f) => f.file)).toEqual([])
  })
})

describe('one name for a feature’s query builder', () => {
  const withTables = features.filter((f) => fs.existsSync(path.join(FEATURES_DIR, f.name, 'tables.ts'))).map((f) => f.name)

  it('is `q`, made once in repository/builder.ts over the feature’s own tables', () => {
    expect(withTables.length).toBeGreaterThanOrEqual(5)
    for (const name of withTables) {
      const builder = sourceFiles.find((f) => f.file === `${name}/repository/builder.ts`)
      expect(builder?.text).toMatch(/export const q = queryBuilder<\w+Tables>\(\)/)
    }
  })

  it('is made nowhere else', () => {
    const makers = sourceFiles.filter((f) => /\bqueryBuilder</.test(f.text)).map((f) => f.file)
    expect(makers.sort()).toEqual(withTables.map((name) => `${name}/repository/builder.ts`).sort())
  })
})
