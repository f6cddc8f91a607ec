import type { Db } from '../../../../db'
import { refs, transfersBetween } from '../../../match'
import { getSetting, setSetting } from '../../../../services/settings'
import { insertNewsPost, writtenNewsKeys } from '../../repository/news'
import { newsAccountId } from './newsAccount'
import { isNotableTransfer, transferNewsText } from './transferNews'

/**
 * Writes the board's 转会 资讯 as the simulation moves (seed and every top-up): one post for each
 * notable move whose date has come since the last run (a first run takes every move before now),
 * dated at the move, tagged with both clubs. Each is written once (its news_key).
 */

/** where the last run stopped */
const SETTING_TRANSFERS_UNTIL = 'forum_news_transfers_until'

export const transferKey = (transferId: number) => `transfer:${transferId}`

/** the club whose competition tags the post: the destination's when it plays a main league, else the club left's */
async function leagueTag(db: Db, teamIds: readonly number[]): Promise<number | null> {
  const rf = await refs(db)
  const leagues = teamIds.map((id) => rf.teams.get(id)?.league_id ?? 0)
  return leagues.find((id) => rf.leagues.get(id)?.famous) ?? null
}

/** idempotent: writes the 转会 资讯 due at `now` and answers how many were written */
export async function writeTransferNews(db: Db, now: number): Promise<number> {
  let written = 0
  await db.transaction(async () => {
    const since = Number(await getSetting(db, SETTING_TRANSFERS_UNTIL) ?? 0)
    const rf = await refs(db)
    const due = since < now ? (await transfersBetween(db, since, now)).filter((t) => isNotableTransfer(rf, t)) : []
    const done = await writtenNewsKeys(db, due.map((t) => transferKey(t.id)))
    const author = await newsAccountId(db, now)
    for (const t of due) {
      if (done.has(transferKey(t.id))) continue
      const team_ids = [t.to_team_id, ...(t.from_team_id === null ? [] : [t.from_team_id])]
      const post = { key: transferKey(t.id), kind: 'transfer' as const, content: await transferNewsText(db, t), match_id: null, league_id: await leagueTag(db, team_ids), created_at: t.at, team_ids }
      if (await insertNewsPost(db, author, post)) written++
    }
    await setSetting(db, SETTING_TRANSFERS_UNTIL, String(Math.max(since, now)))
  })
  return written
}
