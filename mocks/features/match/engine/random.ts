/**
 * Seeded randomness: every generated value comes from `rng(seed, ...keys)`, so the same seed and
 * keys give the same data on every machine and in every run.
 */

/** FNV-1a over the keys, as a 32-bit seed */
export function hashKeys(...keys: Array<string | number>): number {
  let h = 0x811c9dc5
  const s = keys.join('|')
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export interface Rng {
  /** [0, 1) */
  next(): number
  /** integer in [min, max] */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
  shuffle<T>(items: T[]): T[]
  /** Poisson-distributed count with mean `lambda` */
  poisson(lambda: number): number
}

/** mulberry32: small, fast, good enough for test data */
export function rng(...keys: Array<string | number>): Rng {
  let a = hashKeys(...keys)
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    shuffle: (items) => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        ;[items[i], items[j]] = [items[j], items[i]]
      }
      return items
    },
    poisson: (lambda) => {
      const limit = Math.exp(-lambda)
      let k = 0
      let p = next()
      while (p > limit) {
        k++
        p *= next()
      }
      return k
    },
  }
}
