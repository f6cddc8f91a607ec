import path from 'node:path'

/** every setting of the stand-in server, read once from the environment */
export interface ServerConfig {
  port: number
  host: string
  /** SQLite file; ':memory:' for tests */
  dbFile: string
  /** seed number of the deterministic data */
  seed: number
  /** initial value of the pay-module switch (operator setting, changeable at run time) */
  payModule: boolean
  /** guards the operator endpoints under /admin */
  adminToken: string
  /** folder of the built H5 app to serve at /, if it exists */
  h5Dir: string
  /** log requests (off in tests) */
  logRequests: boolean
}

export function readConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  return {
    port: Number(env.PORT ?? 3721),
    host: env.HOST ?? '0.0.0.0',
    dbFile: env.DB_FILE ?? path.resolve(__dirname, '.data/football.db'),
    seed: Number(env.SEED ?? 20261122),
    payModule: (env.PAY_MODULE ?? '1') !== '0',
    adminToken: env.ADMIN_TOKEN ?? 'dev-admin',
    h5Dir: env.H5_DIR ?? path.resolve(__dirname, '../dist-h5'),
    logRequests: env.LOG_REQUESTS === '1',
  }
}
