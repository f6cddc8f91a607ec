import { openDb } from '../../mocks/features'
import type { Db } from '../../mocks/db'
import { ensurePredictions } from '../../mocks/features/experts/seed'
import { seedFootball } from '../../mocks/features/match'
import { settleDue } from '../../mocks/features/experts/services/settlement'
import { expertListCacheHits, recountExperts, type ExpertListFilter } from '../../mocks/features/experts/services/expertDirectory'
import { EXPERT_SORTS } from '../../types/expert-rules'
import type { ExpertListRow } from '../../types/api/experts'
import { createMember, ok, SEED, SEED_TIMEOUT_MS, SEEDED_AT } from './match.helpers'
import { startTestServer, TestClock, type TestServer } from './helpers'

const HOUR = 3_600_000

/**
 * The experts list (api/user/zhuanjlieb) is served from memory between writes (issue 23 item 5):
 * every sort and filter must answer exactly what a recount from the predictions table answers, at
 * moments with settlements, publications and follows in between.
 */
describe('the experts list cache', () => {
  let db: Db
  let s: TestServer

  beforeAll(async () => {
    db = openDb(':memory:')
    seedFootball(db, SEED, SEEDED_AT)
    ensurePredictions(db)
    s = await startTestServer({ db, clock: new TestClock(SEEDED_AT) })
  }, SEED_TIMEOUT_MS)
  afterAll(() => s.close())

  const league = () => (db.prepare('SELECT m.league_id AS id FROM predictions p JOIN fb_matches m ON m.id = p.match_id LIMIT 1').get() as { id: number }).id
  const filters = (): ExpertListFilter[] => EXPERT_SORTS.flatMap((sort) => [
    { sort }, { sort, play: '1x2' as const }, { sort, play: 'parlay' as const }, { sort, league_id: league() },
  ])

  /** every page of the list through the API, against the recount at the server's clock */
  async function expectSameAsRecount(token?: string): Promise<void> {
    for (const f of filters()) {
      const want = recountExperts(db, f, s.clock.now())
      const got: ExpertListRow[] = []
      for (let page = 1; ; page++) {
        const res = await ok(s, 'api/user/zhuanjlieb', { ...f, page, limit: 100, ...(token ? { token } : {}) })
        got.push(...res.list.map((r) => ({ ...r, followed: false })))
        if (!res.has_more) break
      }
      expect(JSON.stringify(got)).toBe(JSON.stringify(want))
    }
  }

  it('answers what a recount answers for every sort and filter, before and after settlements, and from memory in between', async () => {
    await expectSameAsRecount()
    const before = expertListCacheHits(db)
    await expectSameAsRecount()
    expect(expertListCacheHits(db) - before).toBeGreaterThanOrEqual(filters().length)

    // two days on: matches end, predictions settle (written) and their final whistles pass (no write)
    s.clock.t = SEEDED_AT + 48 * HOUR
    await expectSameAsRecount()
    expect(settleDue(db, s.clock.now())).toBeGreaterThan(0)
    await expectSameAsRecount()

    // a follow changes the followers sort; the viewer sees it as followed
    const fan = createMember(db, '13900009999', s.clock.now())
    const top = recountExperts(db, { sort: 'newest' }, s.clock.now())[0]
    await ok(s, 'api/user/guanz_expert_attention', { expert_id: top.expert_id, follow: true, token: fan.token })
    await expectSameAsRecount()
    const mine = await ok(s, 'api/user/zhuanjlieb', { sort: 'newest', limit: 1, token: fan.token })
    expect(mine.list[0]).toMatchObject({ expert_id: top.expert_id, followed: true })
    const anon = await ok(s, 'api/user/zhuanjlieb', { sort: 'newest', limit: 1 })
    expect(anon.list[0].followed).toBe(false)

    // a renamed expert shows under the new name
    db.prepare('UPDATE users SET nickname = ? WHERE id = ?').run('改名专家', top.expert_id)
    expect((await ok(s, 'api/user/zhuanjlieb', { sort: 'newest', limit: 1 })).list[0].nickname).toBe('改名专家')

    // the clock moved back (a test clock): the list is the one of that moment again
    s.clock.t = SEEDED_AT + 6 * HOUR
    await expectSameAsRecount()
  }, SEED_TIMEOUT_MS)
})
