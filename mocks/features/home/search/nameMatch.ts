import { pinyinKeys, type PinyinKeys } from './pinyinKeys'

/**
 * How well a keyword names a thing (docs/product/search.md): by its characters first, then by its
 * pinyin. 0 is no match; a higher tier always ranks above a lower one, popularity orders a tier.
 */
export const RELEVANCE = {
  exact: 100,
  prefix: 90,
  contains: 70,
  pinyinExact: 65,
  pinyinPrefix: 60,
  initialsPrefix: 55,
  pinyinSyllable: 45,
  initialsContains: 35,
} as const

/** a keyword made comparable: lower case, no spaces or name dots; `latin` when it can be pinyin */
export interface Keyword {
  text: string
  latin: boolean
}

/** the part of a keyword that is looked at (a longer one cannot name anything in the world) */
export const KEYWORD_LOOKED_AT = 40

export function keywordOf(input: string): Keyword {
  const text = input.toLowerCase().replace(/[\s·'’\-_.]/g, '').slice(0, KEYWORD_LOOKED_AT)
  return { text, latin: /^[a-z]+$/.test(text) }
}

/** a name as searched: its spelling made comparable and its pinyin */
export interface SearchName {
  text: string
  pinyin: PinyinKeys
}

export function searchNameOf(name: string): SearchName {
  return { text: keywordOf(name).text, pinyin: pinyinKeys(name) }
}

function syllableMatch(p: PinyinKeys, k: string): boolean {
  let at = p.full.indexOf(k)
  while (at >= 0) {
    if (p.starts.includes(at)) return true
    at = p.full.indexOf(k, at + 1)
  }
  return false
}

function pinyinRelevance(p: PinyinKeys, k: string): number {
  if (!p.full.includes(k) && !p.initials.includes(k)) return 0
  if (p.full === k || p.initials === k) return RELEVANCE.pinyinExact
  if (p.full.startsWith(k)) return RELEVANCE.pinyinPrefix
  if (p.initials.startsWith(k)) return RELEVANCE.initialsPrefix
  if (k.length >= 2 && syllableMatch(p, k)) return RELEVANCE.pinyinSyllable
  if (k.length >= 2 && p.initials.includes(k)) return RELEVANCE.initialsContains
  return 0
}

/** the best relevance of the keyword for one name */
export function relevanceOf(name: SearchName, k: Keyword): number {
  if (!k.text) return 0
  if (name.text === k.text) return RELEVANCE.exact
  if (name.text.startsWith(k.text)) return RELEVANCE.prefix
  if (name.text.includes(k.text)) return RELEVANCE.contains
  return k.latin ? pinyinRelevance(name.pinyin, k.text) : 0
}

/** the best relevance over a thing's names (full name, short name...) */
export function bestRelevance(names: readonly SearchName[], k: Keyword): number {
  let best = 0
  for (const n of names) best = Math.max(best, relevanceOf(n, k))
  return best
}
