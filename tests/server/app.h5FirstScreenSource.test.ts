import type { MatchRow } from '../../types/football'
import type { HomeFirstScreenData } from '../../types/home-first-screen'
import { loadFirstScreenRenderer, type SourceEdit } from '../../mocks/http/h5FirstScreenRenderer'

/**
 * The H5 first screens have one source, the pages' components (docs/benchmarks.md): a text or a
 * class changed in a component's file changes the first screen the stand-in serves, with no other edit.
 */

/** a bundle of the renderer is a build: a second or two, far longer beside a busy core */
const BUILD_TIMEOUT_MS = 120_000

const now = Date.parse('2026-11-22T18:00:00+08:00')
const row = (over: Partial<MatchRow>): MatchRow =>
  ({
    id: 1,
    status_id: 0,
    status_text: '未开始',
    elapsed_text: '',
    start_at: now + 25 * 60_000,
    start_at_time: '2026-11-22 18:25:00',
    current_score: '',
    half_score: '',
    home_red: 0,
    away_red: 0,
    followed: false,
    league: { id: 1, name: '德国甲级联赛', short_name: '德甲', color: '#5f3dc4' },
    home_team: { id: 1, name: '主队', short_name: '主队' },
    away_team: { id: 2, name: '客队', short_name: '客队' },
    ...over,
  }) as MatchRow
const home: HomeFirstScreenData = { notices: [{ id: 1, title: '系统维护通知', content: '', created_at: 0, created_date: '2026-11-22' }], live: [], hot: [row({})], pay: true }
const competition = { date: '2026-11-22', matches: { list: [row({})], total: 1, server_time: now }, competitions: [] } as unknown as Parameters<Awaited<ReturnType<typeof loadFirstScreenRenderer>>['competition']>[0]

/** changes `from` to `to` in the one source file whose path ends with `file` (and fails when it is not there) */
function editOf(file: string, from: string, to: string): { edit: SourceEdit; applied: () => boolean } {
  let applied = false
  return {
    edit: (path, source) => {
      if (!path.replace(/\\/g, '/').endsWith(file)) return source
      applied = source.includes(from)
      return source.split(from).join(to)
    },
    applied: () => applied,
  }
}

describe('the H5 first screens are drawn from the components themselves', () => {
  it('a text changed in a component (NoticeTicker\u2019s tag) changes the home\u2019s first screen', async () => {
    const before = (await loadFirstScreenRenderer()).home(home, now)
    const change = editOf('src/features/account/components/NoticeTicker/index.tsx', '>公告<', '>通告<')
    const after = (await loadFirstScreenRenderer(change.edit)).home(home, now)
    expect(change.applied()).toBe(true)
    expect(before).toContain('>公告<')
    expect(after).not.toContain('>公告<')
    expect(after).toContain('>通告<')
    expect(after.replace('>通告<', '>公告<')).toBe(before)
  }, BUILD_TIMEOUT_MS)

  it('a class renamed in a component (MatchRow\u2019s VS) is renamed in the home\u2019s and 赛事\u2019s first screens', async () => {
    const change = editOf('src/features/match/components/MatchRow/index.tsx', "'match-row__vs'", "'match-row__versus'")
    const render = await loadFirstScreenRenderer(change.edit)
    expect(change.applied()).toBe(true)
    for (const html of [render.home(home, now), render.competition(competition, now)]) {
      expect(html).toMatch(/class="[^"]*match-row__versus[^"]*">VS</)
      expect(html).not.toContain('match-row__vs')
    }
  }, BUILD_TIMEOUT_MS)
})
