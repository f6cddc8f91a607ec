import type { Db } from '../../../db'
import { getSetting } from '../../../services/settings'

/**
 * The one place that says which words are masked in posts and comments. Operators replace the
 * list at run time without a restart (`POST /admin/settings key=forum_sensitive_words`, words
 * separated by commas or new lines); until then the default list below applies.
 */
export const SENSITIVE_WORDS_SETTING = 'forum_sensitive_words'

export const DEFAULT_SENSITIVE_WORDS: readonly string[] = ['傻逼', '操你', '去死', '假球', '黑哨', '赌球', '外围盘口', '代理返水', '加微信', '博彩']

export function sensitiveWords(db: Db): string[] {
  const configured = getSetting(db, SENSITIVE_WORDS_SETTING)
  if (configured === undefined) return [...DEFAULT_SENSITIVE_WORDS]
  return configured.split(/[,，\n]/).map((w) => w.trim()).filter((w) => w.length > 0)
}

/** every occurrence of a listed word becomes as many * as it has characters; longer words first so a longer match wins */
export function maskWords(text: string, words: readonly string[]): string {
  let out = text
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    if (!word) continue
    out = out.split(word).join('*'.repeat(Array.from(word).length))
  }
  return out
}

export function maskSensitive(db: Db, text: string): string {
  return maskWords(text, sensitiveWords(db))
}
