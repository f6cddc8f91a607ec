import type { Db } from '../db'
import type { PlatformTables } from '../db/platformTables'
import { compiledOnce, execute, firstRow, queryBuilder } from '../db/query'

const q = queryBuilder<PlatformTables>()
// read on many requests (the pay switch, the engine's state): compiled once
const settingValue = compiledOnce((key: string) => q.selectFrom('settings').select('value').where('key', '=', key))

/** operator settings kept in the database, so they survive restarts and can change at run time */
export async function getSetting(db: Db, key: string): Promise<string | undefined> {
  return (await firstRow(db, settingValue(key)))?.value
}

export async function setSetting(db: Db, key: string, value: string): Promise<void> {
  await execute(db, q.insertInto('settings').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })))
}

/**
 * The settings an operator may change through POST /admin/settings, each with the form its value
 * must have. The same table also holds the data engine's state (fb_seed, fb_window_start, ...),
 * which only the engine writes.
 */
export const OPERATOR_SETTINGS = {
  /** the pay-module switch (docs/product/pay-module.md): 1 shows paid entries, 0 hides them */
  pay_module: { pattern: /^[01]$/, hint: '0 或 1' },
  /** the newest release, announced to the app (api/index/shuju VER): "1.3.6" or "1.3.6 (252)" */
  app_version: { pattern: /^\d{1,3}\.\d{1,3}\.\d{1,3}( \(\d{1,6}\))?$/, hint: '版本号，如 1.3.6 或 1.3.6 (252)' },
  /** the community's masked words (mocks/services/sensitiveWords.ts): comma or line separated */
  forum_sensitive_words: { pattern: /^[^\u0000-\u0009\u000b-\u001f]{0,2000}$/u, hint: '逗号或换行分隔的词，最多 2000 字' },
} as const

export type OperatorSetting = keyof typeof OPERATOR_SETTINGS

/** why the operator may not set this, or undefined when the setting is allowed */
export function operatorSettingProblem(key: string, value: string): string | undefined {
  if (!Object.prototype.hasOwnProperty.call(OPERATOR_SETTINGS, key)) {
    return `不能修改设置 ${key}：可修改的设置只有 ${Object.keys(OPERATOR_SETTINGS).join('、')}`
  }
  const rule = OPERATOR_SETTINGS[key as OperatorSetting]
  return rule.pattern.test(value) ? undefined : `设置 ${key} 的值应为${rule.hint}`
}

/** the pay-module switch (docs/product/pay-module.md) */
export async function isPayModuleOn(db: Db, fallback: boolean): Promise<boolean> {
  const v = await getSetting(db, 'pay_module')
  return v === undefined ? fallback : v === '1'
}
