import type { BdGames } from '@/features/lottery/services/lottery'
import type { JcMatch } from '@/features/lottery/services/betCalculator'
import { CRS_OPTIONS, HAFU_OPTIONS, TTG_OPTIONS } from '@/features/lottery/utils/betCalculator'
import { matchRowFixture } from '../matchFixtures'

const notStarted = { status_id: 0, status_text: '未开赛', elapsed: 0, elapsed_text: '', current_score: '' }
const flat = (keys: readonly string[], odds: number) => Object.fromEntries(keys.map((k) => [k, odds]))

/** one 竞彩 match on sale: 胜平负 at the given odds, every other option at 9.00 (比分 at 12.00) */
export function jcMatchFixture(id: number, no: string, had: [number, number, number], extra: Partial<JcMatch> = {}): JcMatch {
  return {
    no,
    match: matchRowFixture({ id, ...notStarted }),
    handicap: -1,
    single: false,
    had: { '3': had[0], '1': had[1], '0': had[2] },
    hhad: { '3': 3.1, '1': 3.4, '0': 1.95 },
    crs: flat(CRS_OPTIONS, 12),
    ttg: flat(TTG_OPTIONS, 9),
    hafu: flat(HAFU_OPTIONS, 9),
    ...extra,
  }
}

export const jcOnSaleFixture: JcMatch[] = [
  jcMatchFixture(101, '周日001', [1.5, 3.8, 5.2]),
  jcMatchFixture(102, '周日002', [2.1, 3.2, 3.1]),
  jcMatchFixture(103, '周日003', [2.4, 3.3, 2.6]),
  jcMatchFixture(104, '周日004', [1.8, 3.5, 4.0], { crs: { ...flat(CRS_OPTIONS, 12), L: 50 } }),
  jcMatchFixture(105, '周日005', [1.6, 3.7, 4.6], { single: true, crs: { ...flat(CRS_OPTIONS, 12), W: 300 } }),
]

export const bdGamesFixture: BdGames = {
  period: { period: '261122', start_at: 0, end_at: 0, match_count: 2, finished: false },
  list: [
    { no: 1, match: matchRowFixture({ id: 201, ...notStarted }), handicap: -1, sp_win: 2.5, sp_draw: 3.1, sp_lose: 2.2, result: '', result_sp: 0 },
    { no: 2, match: matchRowFixture({ id: 202, ...notStarted }), handicap: 1, sp_win: 1.9, sp_draw: 3.4, sp_lose: 3.6, result: '', result_sp: 0 },
  ],
}
