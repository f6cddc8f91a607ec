import type { Db } from '../../../db'
import type { Side } from '../engine/script'
import { insertFinalRatings, storedMatchRatings, storedPlayerRows, unstoredFinishedIds, unstoredMatchIds, type FinalPlayerRow, type FinalRatingsOfMatch } from '../repository/finalRatings'
import { matchesByIds } from '../repository/matches'
import { playerRef, refs } from './footballRefs'
import { finalRatingsAt, type MatchRatings, type PlayerRating } from './ratings'
import { primeScripts, type MatchDbRow } from './matchView'

/**
 * Final ratings never change once the whistle has gone (the match script is written once), so a
 * finished match is rated once and stored (fb_final_player_ratings): when the server seeds, starts
 * or tops up, for the matches finished by then, and at the first read of a match not stored yet
 * (the clock moved on since, or a database seeded without them, as the server tests' are). The
 * match ratings of a finished match and the player card read the stored figures.
 */

/** rates and stores those of `matches` (finished at `now`) not stored yet; returns how many it stored */
export async function storeFinalRatings(db: Db, matches: MatchDbRow[], now: number): Promise<number> {
  const byId = new Map(matches.map((m) => [m.id, m]))
  const missing = await unstoredMatchIds(db, [...byId.keys()])
  if (!missing.length) return 0
  await primeScripts(db, missing)
  const rated: FinalRatingsOfMatch[] = []
  for (const id of missing) {
    const m = byId.get(id)
    const final = m ? await finalRatingsAt(db, m, now) : null
    if (!m || !final) continue
    const rows = final.players.map((p, seq): FinalPlayerRow => ({
      match_id: m.id, player_id: p.player.id, side: p.side, seq, starter: p.starter ? 1 : 0, on_minute: p.onMinute, minutes: p.minutes,
      goals: p.goals, assists: p.assists, yellow: p.yellow, red: p.red, rating: p.rating,
    }))
    rated.push({ matchId: m.id, best: final.best, rows })
  }
  // rated outside the transaction (reads only, of a finished match that never changes), written in one
  await db.transaction(() => insertFinalRatings(db, rated))
  return rated.length
}

/** matches stored per transaction when storing all */
const STORE_SLICE = 200

/**
 * Stores the final ratings of every match finished by `now` and not stored yet (the seed, each
 * start and each top-up: after the first, only the matches finished since). Logs how many and how long.
 */
export async function storeAllFinalRatings(db: Db, now: number): Promise<number> {
  const started = Date.now()
  const ids = await unstoredFinishedIds(db, now)
  let stored = 0
  for (let i = 0; i < ids.length; i += STORE_SLICE) stored += await storeFinalRatings(db, [...(await matchesByIds(db, ids.slice(i, i + STORE_SLICE))).values()], now)
  if (ids.length) console.log(`[stand-in] final ratings stored: ${stored} matches in ${Date.now() - started} ms`)
  return stored
}

/** the match ratings answer of `m`, finished at `now`, from the stored figures (stored first if needed) */
export async function storedFinalAnswer(db: Db, m: MatchDbRow, now: number): Promise<MatchRatings> {
  let stored = await storedMatchRatings(db, m.id)
  if (!stored) {
    await storeFinalRatings(db, [m], now)
    stored = await storedMatchRatings(db, m.id)
  }
  const rf = await refs(db)
  const rows = stored?.rows ?? []
  const best = stored?.best ?? null
  const answerOf = (r: FinalPlayerRow): PlayerRating => ({
    player: playerRef(rf, r.player_id), rating: r.rating, minutes: r.minutes, starter: r.starter === 1,
    goals: r.goals, assists: r.assists, yellow: r.yellow, red: r.red, best: r.player_id === best,
  })
  const sideOf = (side: Side) => rows.filter((r) => r.side === side).map(answerOf)
  return { event_id: m.id, started: true, final: true, best_player_id: best, home: sideOf(0), away: sideOf(1) }
}

/**
 * A player's stored rows in finished matches (the matches not stored yet are stored first):
 * match id → his row, for the matches he played in.
 */
export async function playerFinalRows(db: Db, playerId: number, matches: MatchDbRow[], now: number): Promise<Map<number, FinalPlayerRow>> {
  const ids = [...new Set(matches.map((m) => m.id))]
  if ((await unstoredMatchIds(db, ids)).length) await storeFinalRatings(db, matches, now)
  return new Map((await storedPlayerRows(db, playerId, ids)).map((r) => [r.match_id, r]))
}
