import { pinyin } from 'pinyin-pro'

/**
 * What a name is found by besides its characters: its pinyin without tones, whole (`manchesitelian`)
 * and by initials (`mcstl`), with the offsets where each syllable starts in the whole spelling (a
 * search for `chesite` may start at a syllable, not in the middle of one). Characters that are not
 * Chinese are dropped here: the name itself is matched for them.
 */
export interface PinyinKeys {
  full: string
  initials: string
  starts: number[]
}

/** pinyin of names asked again (experts' nicknames are read per request), kept per spelling */
const memo = new Map<string, PinyinKeys>()
const MEMO_MAX = 50_000

export function pinyinKeys(name: string): PinyinKeys {
  const hit = memo.get(name)
  if (hit) return hit
  const syllables = pinyin(name, { toneType: 'none', type: 'array', nonZh: 'removed', v: true })
    .map((s) => s.toLowerCase().replace(/[^a-z]/g, ''))
    .filter((s) => s.length > 0)
  const starts: number[] = []
  let full = ''
  for (const s of syllables) {
    starts.push(full.length)
    full += s
  }
  const keys = { full, initials: syllables.map((s) => s[0]).join(''), starts }
  if (memo.size >= MEMO_MAX) memo.clear()
  memo.set(name, keys)
  return keys
}
