import { pinyin } from 'pinyin-pro'
import { ensurePredictions } from '../../mocks/features/experts/seed'
import { refs } from '../../mocks/features/match'
import { ResultCode } from '../../types/envelope'
import { SEARCH_KEYWORD_MAX } from '../../types/api/home'
import { q, someRow, updateRows } from './rows'
import { ok, SEEDED_AT, useSeededServer } from './match.helpers'
import { searchAll } from '../../mocks/features/home/search/searchAll'

/** toneless pinyin syllables of a name, as a user types them */
const syllables = (name: string) => pinyin(name, { toneType: 'none', type: 'array', nonZh: 'removed', v: true }).filter((s) => /^[a-z]+$/.test(s))
/** a generous bound for one answer on a shared test machine (the budget itself is measured by bench:server) */
const ANSWER_IN_MS = 1000

describe('search (searchCpt: api/index/saibotiyu)', () => {
  const h = useSeededServer({ resetClock: false, alsoSeed: [ensurePredictions] })

  const search = (keyword: string) => ok(h.s, 'api/index/saibotiyu', { keyword })

  it('finds a team by its name, short name, pinyin and initials', async () => {
    const team = [...(await refs(h.db)).teams.values()].find((t) => t.name.startsWith('曼') && syllables(t.name).length >= 3)
    if (!team) throw new Error('the seeded world has a club named 曼…')
    const spelled = syllables(team.name)
    const byName = await search(team.name)
    expect(byName.teams[0].id).toBe(team.id)
    expect((await search(team.short_name)).teams.map((t) => t.id)).toContain(team.id)
    // all initials, then the first two (like `mc`), then the whole spelling and its first syllables (like `manche`)
    expect((await search(spelled.map((x) => x[0]).join(''))).teams.map((t) => t.id)).toContain(team.id)
    const twoInitials = await search(spelled.slice(0, 2).map((x) => x[0]).join('').toUpperCase())
    expect(twoInitials.teams.length).toBeGreaterThan(0)
    expect(twoInitials.teams.every((t) => syllables(t.name).map((x) => x[0]).join('').includes(spelled[0][0] + spelled[1][0]) || syllables(t.short_name).map((x) => x[0]).join('').includes(spelled[0][0] + spelled[1][0]))).toBe(true)
    expect((await search(spelled.join(''))).teams[0].id).toBe(team.id)
    expect((await search(spelled.slice(0, 2).join(''))).teams.map((t) => t.id)).toContain(team.id)
    // the team's matches come with it
    expect(byName.matches.list.every((m) => m.home_team.id === team.id || m.away_team.id === team.id)).toBe(true)
    expect(byName.matches.total).toBeGreaterThan(0)
  })

  it('finds players from the squads by name and by pinyin, with their club', async () => {
    const rf = await refs(h.db)
    const player = [...rf.players.values()].find((p) => p.name.includes('·'))
    if (!player) throw new Error('the seeded world has players with western names')
    const family = player.name.split('·')[1]
    const byFamily = await search(family)
    expect(byFamily.players.length).toBeGreaterThan(0)
    expect(byFamily.players.every((p) => p.player.name.includes(family))).toBe(true)
    const byPinyin = await search(syllables(player.name).join(''))
    const hit = byPinyin.players.find((p) => p.player.id === player.id)
    expect(hit?.team.id).toBe(player.team_id)
  })

  it('ranks the exact name first, then by popularity (a famous competition before the rest)', async () => {
    const rf = await refs(h.db)
    const famous = [...rf.leagues.values()].find((l) => l.famous)
    if (!famous) throw new Error('the seeded world has famous competitions')
    const found = await search(famous.short_name)
    expect(found.leagues[0].id).toBe(famous.id)
    // players of equal relevance: the more valuable first
    const family = [...rf.players.values()].find((p) => p.name.includes('·'))?.name.split('·')[1] ?? ''
    const values = (await search(family)).players.map((p) => Number(p.player.market_value.slice(1)))
    expect(values).toEqual([...values].sort((a, b) => b - a))
  })

  it('finds experts by the pinyin of their nickname', async () => {
    const all = await ok(h.s, 'api/user/zhuanjlieb', { sort: 'followers', limit: 5 })
    const expert = all.list.find((e) => syllables(e.nickname).length >= 2)
    if (!expert) throw new Error('a seeded expert has a Chinese nickname')
    const found = await search(syllables(expert.nickname).join(''))
    expect(found.experts?.map((e) => e.expert_id)).toContain(expert.expert_id)
  })

  it('answers a keyword asked again as freshly as the first time: matches leave the week, moved matches join', async () => {
    const rf = await refs(h.db)
    const team = [...rf.teams.values()].find((t) => rf.leagues.get(t.league_id)?.famous)
    if (!team) throw new Error('the seeded world has clubs of famous competitions')
    const at = async (now: number) => (await searchAll(h.db, { keyword: team.name, page: 1, limit: 50, now, userId: undefined })).matches
    const week = 7 * 86_400_000
    const first = await at(SEEDED_AT)
    expect(first.list.length).toBeGreaterThan(0)
    expect((await at(SEEDED_AT)).list.map((m) => m.id)).toEqual(first.list.map((m) => m.id))
    // a millisecond after the earliest listed match is a week old it is no longer listed
    const earliest = first.list[0]
    const later = await at(earliest.start_at + week + 1)
    expect(later.list.map((m) => m.id)).not.toContain(earliest.id)
    expect(later.list.every((m) => Math.abs(m.start_at - (earliest.start_at + week + 1)) <= week)).toBe(true)
    // a match of the team moved into the week (an operator's change) is listed at once
    const away = await someRow(h.db, q.selectFrom('fb_matches').select(['id', 'start_at'])
      .where((eb) => eb.or([eb('home_team_id', '=', team.id), eb('away_team_id', '=', team.id)]))
      .where((eb) => eb.or([eb('start_at', '<', SEEDED_AT - 2 * week), eb('start_at', '>', SEEDED_AT + 2 * week)]))
      .orderBy('start_at', 'desc').limit(1), 'match of the team weeks away')
    const was = away.start_at
    expect((await at(SEEDED_AT)).list.map((m) => m.id)).not.toContain(away.id)
    await updateRows(h.db, 'fb_matches', { start_at: SEEDED_AT + 3_600_000 }, { id: away.id })
    try {
      expect((await at(SEEDED_AT)).list.map((m) => m.id)).toContain(away.id)
    } finally {
      await updateRows(h.db, 'fb_matches', { start_at: was }, { id: away.id })
    }
    expect((await at(SEEDED_AT)).list.map((m) => m.id)).toEqual(first.list.map((m) => m.id))
  })

  it.each([
    ['200 characters', '曼'.repeat(SEARCH_KEYWORD_MAX)],
    ['emoji', '⚽🔥😀'],
    ['SQL-looking text', "' OR 1=1; DROP TABLE fb_teams; --"],
    ['LIKE wildcards', '%_%'],
  ])('answers %s in time, with empty sections and no error', async (_what, keyword) => {
    const started = Date.now()
    const res = await h.s.call('api/index/saibotiyu', { keyword })
    expect(Date.now() - started).toBeLessThan(ANSWER_IN_MS)
    expect(res.code).toBe(ResultCode.OK)
    const data = await search(keyword)
    expect([data.leagues, data.teams, data.players, data.experts ?? [], data.matches.list].every((list) => list.length === 0)).toBe(true)
    expect((await refs(h.db)).teams.size).toBeGreaterThan(0)
  })

  it('refuses a keyword longer than 200 characters with a message naming it', async () => {
    const res = await h.s.call('api/index/saibotiyu', { keyword: 'a'.repeat(SEARCH_KEYWORD_MAX + 1) })
    expect(res.code).toBe(ResultCode.FAIL)
    expect(res.msg).toContain('关键字')
  })
})
