import { buildLineup, type SquadPlayer, type TeamLineup } from './lineup'
import { rng } from './random'

/**
 * 伤停: who misses a match, injured or suspended. Drawn per match and side from the seed
 * (`rng(seed, 'absentees', key)`), only among players the match never uses: those left out of its
 * lineup and substitutes who neither come on nor appear in an event. So an absentee never plays,
 * and the lineup endpoint lists the bench without them. The expected XI before kickoff is the
 * lineup rule applied to the squad minus the absentees.
 */

export interface Absentee {
  player: SquadPlayer
  kind: 'injury' | 'suspension'
  detail: string
  until_text: string
}

const INJURIES: ReadonlyArray<[string, string[]]> = [
  ['腿筋拉伤', ['预计 1 周', '预计 2 周', '预计 3 周']],
  ['膝盖韧带伤', ['预计 2 个月', '赛季报销']],
  ['脚踝扭伤', ['预计 1 周', '预计 10 天']],
  ['大腿肌肉伤', ['预计 2 周', '预计 1 个月']],
  ['脑震荡', ['预计 1 周']],
  ['小腿骨折', ['预计 3 个月']],
  ['疾病', ['出战成疑']],
]
const SUSPENSIONS: ReadonlyArray<[string, string]> = [
  ['红牌停赛', '停赛 1 场'],
  ['累计黄牌停赛', '停赛 1 场'],
  ['严重犯规追加停赛', '停赛 3 场'],
]

/** at most this many absentees per side */
export const MAX_ABSENTEES = 3

/**
 * `lineup` is the match's lineup (buildLineup of the full squad with the same key), `usedIds` every
 * player an event of the match names; `key` identifies the match and side like the lineup's.
 */
export function absenteesOf(squad: SquadPlayer[], lineup: TeamLineup, usedIds: ReadonlySet<number>, seed: number, key: string): Absentee[] {
  const r = rng(seed, 'absentees', key)
  const starters = new Set(lineup.starters.map((s) => s.player.id))
  const bench = new Set(lineup.substitutes.map((s) => s.player.id))
  // candidates in squad order (ids ascending), so the draw depends on nothing but the seed and the key
  const candidates = squad.filter((p) => !starters.has(p.id) && !usedIds.has(p.id) && (!bench.has(p.id) || p.position !== '门将'))
  const count = Math.min(candidates.length, r.int(0, MAX_ABSENTEES))
  r.shuffle(candidates)
  return candidates.slice(0, count).sort((a, b) => a.id - b.id).map((player) => {
    if (r.chance(0.3)) {
      const [detail, until] = r.pick(SUSPENSIONS)
      return { player, kind: 'suspension' as const, detail, until_text: until }
    }
    const [detail, untils] = r.pick(INJURIES)
    return { player, kind: 'injury' as const, detail, until_text: r.pick(untils) }
  })
}

/** the probable XI: the lineup rule on the squad without the absentees */
export function expectedLineup(squad: SquadPlayer[], absentees: Absentee[], seed: number, key: string): TeamLineup {
  const out = new Set(absentees.map((a) => a.player.id))
  return buildLineup(squad.filter((p) => !out.has(p.id)), seed, key)
}
