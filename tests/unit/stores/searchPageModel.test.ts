import { ExpertSearchStore } from '@/features/experts/stores/expertSearchStore'
import { SEARCH_HISTORY_KEY, SEARCH_HISTORY_MAX } from '@/features/match/stores/matchSearchStore'
import { SearchPageModel } from '@/features/match/stores/searchPageModel'
import { readStored } from '@/platform/storage'
import { deferred } from '../../setup/deferred'
import { httpAnswer, spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'
import { matchRowFixture } from '../../components/matchFixtures'

let spies: TaroSpies
/** keyword → the match ids the stand-in answers (none for any other keyword) */
let found: Record<string, number[]>
const sent = (path: string) =>
  spies.request.mock.calls
    .map(([o]) => o as { url: string; data: { keyword?: string } })
    .filter((o) => o.url.endsWith(path))
    .map((o) => o.data.keyword)
const ok = (data: unknown) => Promise.resolve(httpAnswer({ code: 1, msg: 'ok', data }))
const settle = () => new Promise((r) => setTimeout(r, 0))

beforeEach(() => {
  spies = spyOnTaro()
  window.localStorage.clear()
  found = { 拜仁: [1, 2] }
  spies.request.mockImplementation(((opts: { url: string; data: { keyword: string; page: number } }) => {
    if (opts.url.endsWith('api/index/hot_search')) return ok({ list: [{ kind: 'expert', id: 3, keyword: '老王说球' }, { kind: 'league', id: 8, keyword: '英超' }] })
    const ids = found[opts.data.keyword] ?? []
    const experts = opts.data.keyword === '老王' ? [{ expert_id: 3, nickname: '老王说球', avatar: '', title: '英超专家', followers: 10, hits: 7, total: 10 }] : []
    const players = ids.length ? [{ player: { id: 9, name: '穆勒', position: '前锋', shirt_number: 25 }, team: { id: 5, name: '拜仁' } }] : []
    return ok({ leagues: [], teams: ids.length ? [{ id: 5, name: '拜仁', logo: '' }] : [], players, experts, matches: { list: ids.map((id) => matchRowFixture({ id })), page: 1, limit: 20, total: ids.length, has_more: false } })
  }) as never)
})
afterEach(() => jest.restoreAllMocks())

const openPage = async () => {
  const page = new SearchPageModel(new ExpertSearchStore())
  await page.open()
  return page
}

test('before typing: the hot searches show, and nothing has been searched', async () => {
  const page = await openPage()
  expect(page.experts.hot.data?.map((h) => h.keyword)).toEqual(['老王说球', '英超'])
  expect(page.matches.searched).toBe(false)
  expect(sent('api/index/saibotiyu')).toEqual([])
})

test('a blank keyword is refused with 请输入关键词 and sends nothing', async () => {
  const page = await openPage()
  expect(page.submit('   ')).toBe(false)
  expect(toastTitles(spies)).toEqual(['请输入关键词'])
  expect(sent('api/index/saibotiyu')).toEqual([])
  expect(sent('api/Expert/search_expert')).toEqual([])
})

test('one keyword searches matches, teams and experts together, trimmed', async () => {
  const page = await openPage()
  expect(page.submit(' 拜仁 ')).toBe(true)
  await settle()
  // one request answers every section
  expect(sent('api/index/saibotiyu')).toEqual(['拜仁'])
  expect(sent('api/Expert/search_expert')).toEqual([])
  expect(page.matches.matches.items.map((m) => m.id)).toEqual([1, 2])
  expect(page.matches.teams.map((t) => t.name)).toEqual(['拜仁'])
  expect(page.matches.players.map((p) => p.player.name)).toEqual(['穆勒'])
})

test('a keyword nothing matches shows an empty result (no experts, teams or matches), not an error', async () => {
  const page = await openPage()
  page.submit('火星队')
  await settle()
  expect(page.matches.searched).toBe(true)
  expect(page.matches.matches.items).toEqual([])
  expect(page.matches.matches.error).toBeNull()
  expect(page.matches.teams).toEqual([])
  expect(page.matches.players).toEqual([])
  expect(page.matches.experts).toEqual([])
  expect(page.matches.foundBesideMatches).toBe(false)
})

test('recent searches: newest first, a repeat moves to the front, kept across launches, capped', async () => {
  const page = await openPage()
  page.submit('拜仁')
  page.submit('老王')
  page.submit('拜仁')
  expect(page.matches.history).toEqual(['拜仁', '老王'])
  expect(readStored(SEARCH_HISTORY_KEY)).toEqual(['拜仁', '老王'])
  expect(new SearchPageModel(new ExpertSearchStore()).matches.history).toEqual(['拜仁', '老王'])
  for (let i = 0; i < SEARCH_HISTORY_MAX + 2; i++) page.submit(`关键词${i}`)
  expect(page.matches.history).toHaveLength(SEARCH_HISTORY_MAX)
  page.matches.clearHistory()
  expect(new SearchPageModel(new ExpertSearchStore()).matches.history).toEqual([])
})

test('typing on: a late answer for an earlier keyword never replaces the newer one’s experts', async () => {
  const late = deferred<unknown>()
  const base = spies.request.getMockImplementation()!
  spies.request.mockImplementation(((opts: { url: string; data: { keyword: string } }) => {
    if (opts.url.endsWith('api/index/saibotiyu') && opts.data.keyword === '老王') return late.promise
    return base(opts as never)
  }) as never)
  const page = await openPage()
  page.submit('老王')
  page.submit('拜仁')
  await settle()
  late.resolve(httpAnswer({ code: 1, msg: 'ok', data: { leagues: [], teams: [], players: [], matches: { list: [], page: 1, limit: 20, total: 0, has_more: false }, experts: [{ expert_id: 3, nickname: '老王说球', avatar: '', title: '', followers: 0, hits: 0, total: 0 }] } }))
  await settle()
  expect(page.matches.keyword).toBe('拜仁')
  expect(page.matches.experts).toEqual([])
})
