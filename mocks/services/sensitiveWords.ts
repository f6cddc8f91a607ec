import type { Db } from '../db'
import { getSetting } from './settings'
import { foldForWordFilter, foldWidth, stripInvisible } from '../../types/validation/text'

/**
 * The one place that says which words are masked in posts and comments. Operators replace the
 * list at run time without a restart (`POST /admin/settings key=forum_sensitive_words`, words
 * separated by commas or new lines); until then the default list below applies.
 */
export const SENSITIVE_WORDS_SETTING = 'forum_sensitive_words'

export const DEFAULT_SENSITIVE_WORDS: readonly string[] = ['傻逼', '操你', '去死', '假球', '黑哨', '赌球', '外围盘口', '代理返水', '加微信', '博彩']

export async function sensitiveWords(db: Db): Promise<string[]> {
  const configured = await getSetting(db, SENSITIVE_WORDS_SETTING)
  if (configured === undefined) return [...DEFAULT_SENSITIVE_WORDS]
  return configured.split(/[,，\n]/).map((w) => w.trim()).filter((w) => w.length > 0)
}

/**
 * every occurrence of a listed word becomes as many * as it has characters; longer words first so a
 * longer match wins. Matching ignores zero-width and bidi characters (they are removed from the text:
 * invisible, they only served to split a word) and full-width forms (ＱＱ matches qq).
 */
export function maskWords(text: string, words: readonly string[]): string {
  const chars = stripInvisible(text).split('')
  const folded = foldWidth(chars.join(''))
  const masked = chars.slice()
  for (const word of [...words].map(foldForWordFilter).sort((a, b) => b.length - a.length)) {
    if (!word) continue
    // offsets are the same in the folded text and the text (foldWidth maps one unit to one)
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) {
      if (masked.slice(at, at + word.length).some((c) => c === MASKED)) continue
      const stars = MASKED.repeat(Array.from(word).length).split('')
      masked.splice(at, word.length, ...padTo(stars, word.length))
    }
  }
  return masked.join('').replace(/\u0000/g, '')
}

const MASKED = '*'
/** a word of n UTF-16 units masked with fewer stars (astral characters) keeps its n slots, emptied by NUL placeholders */
function padTo(stars: string[], units: number): string[] {
  return [...stars, ...Array<string>(Math.max(0, units - stars.length)).fill('\u0000')]
}

export async function maskSensitive(db: Db, text: string): Promise<string> {
  return maskWords(text, await sensitiveWords(db))
}
