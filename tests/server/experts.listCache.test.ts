import { ensurePredictions } from '../../mocks/features/experts/seed'
import { settleDue } from '../../mocks/features/experts/services/settlement'
import { expertListCacheHits, listExperts, recountExperts, type ExpertListFilter } from '../../mocks/features/experts/services/expertDirectory'
import type { Db } from '../../mocks/db'
import { EXPERT_SORTS } from '../../types/expert-rules'
import type { ExpertListRow } from '../../types/api/experts'
import { firstRow, q, updateRows } from './rows'
import { createMember, ok, SEED_TIMEOUT_MS, SEEDED_AT, useSeededServer } from './match.helpers'

const HOUR = 3_600_000

/** the same store, each query answered on a later turn of the event loop, as a networked database answers */
function networkLike(db: Db): Db {
  const later = () => new Promise((resolve) => setImmediate(resolve))
  return {
    dialect: db.dialect,
    writes: db.writes,
    get inTransaction() { return db.inTransaction },
    get open() { return db.open },
    rows: async (query, written) => { await later(); return db.rows(query, written) },
    first: async (query, written) => { await later(); return db.first(query, written) },
    run: async (query, written) => { await later(); return db.run(query, written) },
    watchWrites: () => db.watchWrites(),
    transaction: (fn, locks) => db.transaction(fn, locks),
    close: () => db.close(),
  }
}

/**
 * The experts list (api/user/zhuanjlieb) is served from memory between writes (issue 23 item 5):
 * every sort and filter must answer exactly what a recount from the predictions table answers, at
 * moments with settlements, publications and follows in between.
 */
describe('the experts list cache', () => {
  const h = useSeededServer({ resetClock: false, alsoSeed: [ensurePredictions] })

  const league = async () => (await firstRow(h.db, q.selectFrom('predictions as p').innerJoin('fb_matches as m', 'm.id', 'p.match_id').select('m.league_id').limit(1)))?.league_id
  const filters = async (): Promise<ExpertListFilter[]> => {
    const leagueId = await league()
    return EXPERT_SORTS.flatMap((sort) => [{ sort }, { sort, play: '1x2' as const }, { sort, play: 'parlay' as const }, { sort, league_id: leagueId }])
  }

  /** every page of the list through the API, against the recount at the server's clock */
  async function expectSameAsRecount(token?: string): Promise<void> {
    for (const f of await filters()) {
      const want = await recountExperts(h.db, f, h.s.clock.now())
      const got: ExpertListRow[] = []
      for (let page = 1; ; page++) {
        const res = await ok(h.s, 'api/user/zhuanjlieb', { ...f, page, limit: 100, ...(token ? { token } : {}) })
        got.push(...res.list.map((r) => ({ ...r, followed: false })))
        if (!res.has_more) break
      }
      expect(JSON.stringify(got)).toBe(JSON.stringify(want))
    }
  }

  it('answers what a recount answers for every sort and filter, before and after settlements, and from memory in between', async () => {
    await expectSameAsRecount()
    const before = expertListCacheHits(h.db)
    await expectSameAsRecount()
    expect(expertListCacheHits(h.db) - before).toBeGreaterThanOrEqual((await filters()).length)

    // two days on: matches end, predictions settle (written) and their final whistles pass (no write)
    h.s.clock.t = SEEDED_AT + 48 * HOUR
    await expectSameAsRecount()
    expect(await settleDue(h.db, h.s.clock.now())).toBeGreaterThan(0)
    await expectSameAsRecount()

    // a follow changes the followers sort; the viewer sees it as followed
    const fan = await createMember(h.db, '13900009999', h.s.clock.now())
    const top = (await recountExperts(h.db, { sort: 'newest' }, h.s.clock.now()))[0]
    await ok(h.s, 'api/user/guanz_expert_attention', { expert_id: top.expert_id, follow: true, token: fan.token })
    await expectSameAsRecount()
    const mine = await ok(h.s, 'api/user/zhuanjlieb', { sort: 'newest', limit: 1, token: fan.token })
    expect(mine.list[0]).toMatchObject({ expert_id: top.expert_id, followed: true })
    const anon = await ok(h.s, 'api/user/zhuanjlieb', { sort: 'newest', limit: 1 })
    expect(anon.list[0].followed).toBe(false)

    // a renamed expert shows under the new name
    await updateRows(h.db, 'users', { nickname: '改名专家' }, { id: top.expert_id })
    expect((await ok(h.s, 'api/user/zhuanjlieb', { sort: 'newest', limit: 1 })).list[0].nickname).toBe('改名专家')

    // the clock moved back (a test clock): the list is the one of that moment again
    h.s.clock.t = SEEDED_AT + 6 * HOUR
    await expectSameAsRecount()
  }, SEED_TIMEOUT_MS)

  it('counts the list once when requests arrive while it is being counted on a store whose queries wait on the network', async () => {
    // SQLite answers within the same turn of the event loop, so no two requests overlap there; on
    // PostgreSQL every query waits for the network, and twenty recounts at once queued for the pool
    const overNetwork = networkLike(h.db)
    const now = h.s.clock.now()
    const before = expertListCacheHits(overNetwork)
    const answers = await Promise.all(Array.from({ length: 20 }, () => listExperts(overNetwork, { sort: 'followers' }, now, undefined, 1, 5)))
    expect(expertListCacheHits(overNetwork) - before).toBe(19)
    for (const a of answers) expect(a.list).toEqual((await recountExperts(h.db, { sort: 'followers' }, now)).slice(0, 5))
  }, SEED_TIMEOUT_MS)
})
