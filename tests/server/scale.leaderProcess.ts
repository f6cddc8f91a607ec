/**
 * A process that only takes part in the clock's election (scale.leadership.test.ts kills it with
 * kill -9): it says `gained` / `lost` on stdout as its leadership changes, and lives until killed.
 */
import { PostgresLeadership } from '../../mocks/services/postgresLeadership'

const leadership = new PostgresLeadership({ url: String(process.env.LEADER_DATABASE_URL), lockKey: Number(process.env.LEADER_LOCK_KEY), log: () => undefined })
leadership.onChange((change) => process.stdout.write(`${change}\n`))
void leadership.start()
// the leadership's own timers do not hold the process open
setInterval(() => undefined, 60_000)
