import type { Db } from '../../mocks/db'
import { ensureForum } from '../../mocks/features/community'
import type { ForumPost } from '../../types/api/community'
import { ok, SEED_TIMEOUT_MS, SEEDED_AT, seededAtNoon } from './match.helpers'
import { startTestServer, TestClock, type TestServer } from './helpers'

/** shared steps of the 资讯 suites (docs/product/news.md) */

/**
 * A suite's server on a seeded football world with the board made, no 资讯 written yet (the suite
 * writes them): started before the suite's tests, handed to `take`, closed after them.
 */
export function useNewsBoard(take: (board: { db: Db; s: TestServer }) => void): void {
  let server: TestServer | undefined
  beforeAll(async () => {
    const db = await seededAtNoon(ensureForum)
    server = await startTestServer({ db, clock: new TestClock(SEEDED_AT) })
    take({ db, s: server })
  }, SEED_TIMEOUT_MS)
  afterAll(() => server?.close())
}

/** every page of the board's 资讯 filter */
export async function boardNews(s: TestServer): Promise<ForumPost[]> {
  const all: ForumPost[] = []
  for (let page = 1; ; page++) {
    const res = await ok(s, 'api/Forum/home_forum_list', { kind: 'news', page, limit: 50 })
    all.push(...res.list)
    if (!res.has_more) return all
  }
}
