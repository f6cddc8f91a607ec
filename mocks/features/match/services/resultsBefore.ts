import type { Db } from '../../../db'
import { playedResults, type ResultRow } from '../repository/forOthers'

type Played = ResultRow & { id: number; end_at: number }

/**
 * Results held in memory for a seeder that asks thousands of times (the experts' analyses: a team's
 * form and two teams' meetings as they stood at each publishing): every match read once, each team's
 * matches newest first. Answering from memory rather than with five queries each keeps a seeding on
 * PostgreSQL (a round trip a query) close to one on SQLite; `recentResults` and `meetingsBefore`
 * answer the same for a reader that asks a few times.
 */
export class ResultsBefore {
  private readonly byTeam = new Map<number, Played[]>()

  constructor(rows: Played[]) {
    // newest first; the id settles matches kicking off together, so both stores give one order
    const sorted = [...rows].sort((a, b) => b.start_at - a.start_at || b.id - a.id)
    for (const m of sorted) {
      for (const team of [m.home, m.away]) {
        const list = this.byTeam.get(team)
        if (list) list.push(m)
        else this.byTeam.set(team, [m])
      }
    }
  }

  /** the team's last `limit` matches finished by `at`, newest first */
  last(teamId: number, at: number, limit: number): ResultRow[] {
    return this.finished(teamId, at, limit, () => true)
  }

  /** the last `limit` meetings of the two teams finished by `at` (either at home), newest first */
  meetings(a: number, b: number, at: number, limit: number): ResultRow[] {
    return this.finished(a, at, limit, (m) => m.home === b || m.away === b)
  }

  private finished(teamId: number, at: number, limit: number, keep: (m: Played) => boolean): ResultRow[] {
    const out: ResultRow[] = []
    for (const m of this.byTeam.get(teamId) ?? []) {
      if (out.length === limit) break
      if (m.end_at <= at && keep(m)) out.push(m)
    }
    return out
  }
}

/** every played match's result, read now */
export async function resultsBefore(db: Db): Promise<ResultsBefore> {
  return new ResultsBefore(await playedResults(db))
}
