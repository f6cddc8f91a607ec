import type { Db } from '../../../db'
import { getSetting, setSetting } from '../../../services/settings'
import { allLeagues, allPlayers, allTeams, insertTransfers, transferredPlayerIds } from '../repository/world'
import { dayStart } from './calendar'
import { rng, type Rng } from './random'

/**
 * Transfers as the simulation moves (docs/product/news.md): besides the moves seeded before the
 * window, each day after the seeding day gets a few moves of its own, drawn from (seed, day) when
 * the schedule reaches that day, dated at an hour of it. Squads do not change in the simulation:
 * a move names the player's club as its destination (as the seeded moves do).
 */

export type MoveKind = '转会' | '租借' | '自由转会'

/** the days whose moves are drawn (the last one) */
const SETTING_TRANSFERS_UNTIL = 'fb_transfers_until'
/** moves a day, and the share of them taken from the main leagues' squads (their more valued players) */
const MOVES_A_DAY: readonly [number, number] = [2, 4]
const MAIN_LEAGUE_SHARE = 0.5
const HOUR_MS = 3_600_000

interface MovingPlayer {
  id: number
  team_id: number
  market_value: number
}

/** a move to the player's club: its kind, the club left (null: 自由身) and the fee (0 unless 转会) */
export function drawMove(r: Rng, p: MovingPlayer, teamCount: number): { player_id: number; from_team_id: number | null; to_team_id: number; fee: number; kind: MoveKind } {
  const kind = r.pick(['转会', '转会', '租借', '自由转会'] as const)
  const from = r.chance(0.9) ? r.int(1, teamCount) : null
  const fee = kind === '转会' ? Math.round((p.market_value * (0.6 + r.next())) / 100_000) * 100_000 : 0
  return { player_id: p.id, from_team_id: from === p.team_id ? null : from, to_team_id: p.team_id, fee, kind }
}

/** draws the moves of the days after `today` up to `toDay` not drawn yet (idempotent) */
export async function drawTransfersAhead(db: Db, seed: number, today: number, toDay: number): Promise<void> {
  const done = Number(await getSetting(db, SETTING_TRANSFERS_UNTIL) ?? today)
  if (toDay <= done) return
  const mainLeagues = new Set((await allLeagues(db)).filter((l) => l.famous === 1).map((l) => l.id))
  const teams = await allTeams(db)
  const mainTeams = new Set(teams.filter((t) => mainLeagues.has(t.league_id)).map((t) => t.id))
  const moved = await transferredPlayerIds(db)
  const free = (await allPlayers(db)).filter((p) => !moved.has(p.id))
  const rows = []
  for (let day = done + 1; day <= toDay; day++) {
    const r = rng(seed, 'transfers', day)
    const count = r.int(MOVES_A_DAY[0], MOVES_A_DAY[1])
    for (let k = 0; k < count; k++) {
      const fromMain = r.chance(MAIN_LEAGUE_SHARE)
      const pool = free.filter((p) => !moved.has(p.id) && mainTeams.has(p.team_id) === fromMain)
      if (pool.length === 0) continue
      // the main leagues' moves lean to their valued players: the most valued of a few drawn
      const p = fromMain ? [r.pick(pool), r.pick(pool), r.pick(pool)].reduce((a, b) => (b.market_value > a.market_value ? b : a)) : r.pick(pool)
      moved.add(p.id)
      rows.push({ ...drawMove(r, p, teams.length), at: dayStart(day) + r.int(9, 22) * HOUR_MS + r.int(0, 59) * 60_000 })
    }
  }
  await insertTransfers(db, rows)
  await setSetting(db, SETTING_TRANSFERS_UNTIL, String(toDay))
}
