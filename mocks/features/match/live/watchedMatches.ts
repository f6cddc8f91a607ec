/**
 * Which matches some socket watches (`match:<id>`), for the leader's ticker: it looks closely
 * (events, commentary, stats, odds, line-ups) only at those. One process knows its own hub's; with
 * REDIS_URL every process writes its own set to Redis and the leader reads them all
 * (redisWatchedMatches.ts), so a page open on any process gets its match's own pushes.
 */
export interface WatchedMatches {
  /** this process's first socket took `match:<id>` (true) or its last one left it (false) */
  changed(matchId: number, watched: boolean): void
  /** the matches watched on every process (read once per tick by the leader) */
  all(): Promise<number[]>
  close(): Promise<void>
}

/** one process: the hub's own set is the whole set */
export function ownWatchedMatches(own: () => number[]): WatchedMatches {
  return {
    changed: () => undefined,
    all: async () => own(),
    close: async () => undefined,
  }
}
