// node's own timers: tests may host the server inside a jsdom environment, whose timers are numbers
import { setTimeout } from 'node:timers'
import type { Db } from '../../../db'
import type { Clock } from '../../../http/context'
import type { Side } from '../engine/script'
import { insertFinalRatings, storedMatchRatings, storedPlayerRows, unstoredFinishedIds, unstoredMatchIds, type FinalPlayerRow } from '../repository/finalRatings'
import { matchesByIds } from '../repository/matches'
import { playerRef, refs } from './footballRefs'
import { finalRatingsAt, type MatchRatings, type PlayerRating } from './ratings'
import type { MatchDbRow } from './matchView'

/**
 * Final ratings never change once the whistle has gone (the match script is written once), so a
 * finished match is rated once and stored (fb_final_player_ratings): in the background after the
 * server's start and each top-up, and at the first read of a match not stored yet. The match ratings of
 * a finished match and the player card read the stored figures.
 */

/** rates and stores those of `matches` (finished at `now`) not stored yet; returns how many it stored */
export function storeFinalRatings(db: Db, matches: MatchDbRow[], now: number): number {
  const byId = new Map(matches.map((m) => [m.id, m]))
  const missing = unstoredMatchIds(db, [...byId.keys()])
  let stored = 0
  db.transaction(() => {
    for (const id of missing) {
      const m = byId.get(id)
      const rated = m ? finalRatingsAt(db, m, now) : null
      if (!m || !rated) continue
      const rows = rated.players.map((p, seq): FinalPlayerRow => ({
        match_id: m.id, player_id: p.player.id, side: p.side, seq, starter: p.starter ? 1 : 0, on_minute: p.onMinute, minutes: p.minutes,
        goals: p.goals, assists: p.assists, yellow: p.yellow, red: p.red, rating: p.rating,
      }))
      insertFinalRatings(db, m.id, rated.best, rows)
      stored++
    }
  })()
  return stored
}

/** the background filling stores this many matches per turn, then lets the server answer what waits */
const FILL_SLICE = 8
const filling = new WeakSet<Db>()

/**
 * Stores, in the background, the final ratings of every match finished by now and not stored yet,
 * the newest first (the ones the player cards read): a few matches per turn of the event loop, so
 * requests keep being answered meanwhile. Reads never wait for it: what is not stored yet is stored
 * at its first read. Logs how many and how long when done.
 */
export function fillFinalRatings(db: Db, clock: Clock): void {
  if (filling.has(db)) return
  filling.add(db)
  const started = Date.now()
  const ids = unstoredFinishedIds(db, clock.now())
  let i = 0
  const turn = () => {
    if (!db.open || i >= ids.length) {
      filling.delete(db)
      if (db.open) console.log(`[stand-in] final ratings stored: ${ids.length} matches in ${Date.now() - started} ms`)
      return
    }
    const slice = ids.slice(i, (i += FILL_SLICE))
    storeFinalRatings(db, [...matchesByIds(db, slice).values()], clock.now())
    setTimeout(turn, 0).unref()
  }
  setTimeout(turn, 0).unref()
}

/** the match ratings answer of `m`, finished at `now`, from the stored figures (stored first if needed) */
export function storedFinalAnswer(db: Db, m: MatchDbRow, now: number): MatchRatings {
  let stored = storedMatchRatings(db, m.id)
  if (!stored) {
    storeFinalRatings(db, [m], now)
    stored = storedMatchRatings(db, m.id)
  }
  const rf = refs(db)
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
export function playerFinalRows(db: Db, playerId: number, matches: MatchDbRow[], now: number): Map<number, FinalPlayerRow> {
  const ids = [...new Set(matches.map((m) => m.id))]
  if (unstoredMatchIds(db, ids).length) storeFinalRatings(db, matches, now)
  return new Map(storedPlayerRows(db, playerId, ids).map((r) => [r.match_id, r]))
}
