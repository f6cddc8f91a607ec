import type { Db } from '../db'

/** operator settings kept in the database, so they survive restarts and can change at run time */
export function getSetting(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined
  return row?.value
}

export function setSetting(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value)
}

/** the pay-module switch (DESIGN §3) */
export function isPayModuleOn(db: Db, fallback: boolean): boolean {
  const v = getSetting(db, 'pay_module')
  return v === undefined ? fallback : v === '1'
}
