import { spawnSync } from 'node:child_process'
import { ConfigError, readConfig } from '../../mocks/config'
import { root, serverEnv, SERVER_ARGS } from '../../scripts/serverProcess'

/** STORAGE and DATABASE_URL (issue 33): SQLite by default, PostgreSQL on its URL (db.sameAnswers serves from one) */
describe('the storage setting', () => {
  it('is SQLite unless told otherwise, and ignores DATABASE_URL then', () => {
    expect(readConfig({})).toMatchObject({ storage: 'sqlite', databaseUrl: '' })
    expect(readConfig({ STORAGE: 'sqlite', DATABASE_URL: 'postgres://app@127.0.0.1/app' })).toMatchObject({ storage: 'sqlite', databaseUrl: '' })
  })

  it('takes PostgreSQL with its URL', () => {
    expect(readConfig({ STORAGE: 'postgres', DATABASE_URL: 'postgres://app:secret@127.0.0.1:5432/app' }))
      .toMatchObject({ storage: 'postgres', databaseUrl: 'postgres://app:secret@127.0.0.1:5432/app' })
  })

  it.each([
    [{ STORAGE: 'mysql' }, 'STORAGE=mysql is not valid: expected sqlite or postgres'],
    [{ STORAGE: 'postgres' }, 'STORAGE=postgres needs DATABASE_URL, e.g. postgres://app@127.0.0.1:5432/app'],
    [{ STORAGE: 'postgres', DATABASE_URL: 'mysql://root:hunter2@db/app' }, 'DATABASE_URL is not valid: expected postgres://user[:password]@host[:port]/database'],
  ])('refuses %j with one line that never shows the URL', (env, line) => {
    const refusal = (() => {
      try {
        readConfig(env)
      } catch (e) {
        return e
      }
    })()
    expect(refusal).toBeInstanceOf(ConfigError)
    expect((refusal as Error).message).toBe(line)
  })
})

describe('the server on STORAGE=postgres', () => {
  it('without a PostgreSQL to reach, stops with one line that never shows the URL', () => {
    const res = spawnSync(process.execPath, SERVER_ARGS, {
      cwd: root,
      env: serverEnv({ PORT: '0', DB_FILE: ':memory:', H5_DIR: '', STORAGE: 'postgres', DATABASE_URL: 'postgres://app:hunter2@127.0.0.1:1/app' }),
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(res.status).toBe(1)
    const lines = res.stderr.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('npm warn'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^\[stand-in\] cannot open the PostgreSQL database \(DATABASE_URL\): .*ECONNREFUSED/)
    expect(res.stderr).not.toContain('hunter2')
    // nothing was served nor seeded
    expect(res.stdout).not.toContain('ready')
  }, 60_000)
})
