import { ensureAnalyses, ensurePredictions, SETTING_ANALYSES_DONE } from '../../mocks/features/experts/seed'
import { settleDue } from '../../mocks/features/experts/services/settlement'
import { textLength } from '../../types/expert-rules'
import { CONTRARIAN_MARK } from '../../mocks/features/experts/seedAnalysis'
import { allRows, deleteRows, execute, q, updateRows } from './rows'
import { createMember, ok, SEEDED_AT, useSeededServer } from './match.helpers'

/** the analyses written for seeded predictions (mocks/features/experts/seedTexts.ts) */
describe('analyses of seeded predictions', () => {
  const h = useSeededServer({ resetClock: false, alsoSeed: [ensurePredictions, settleDue] })

  /** the predictions of the seeded experts (the generated ones have a skill) */
  const seededExperts = () => q.selectFrom('experts').select('user_id').where('gen_skill', 'is not', null)
  const seeded = () => allRows(h.db, q.selectFrom('predictions as p').select(['p.id', 'p.price', 'p.content', 'p.pick', 'p.published_at'])
    .where('p.expert_id', 'in', seededExperts()).orderBy('p.id'))

  it('gives every paid prediction an analysis of 40–140 characters, and most free ones', async () => {
    const rows = await seeded()
    const paid = rows.filter((r) => r.price > 0)
    expect(paid.length).toBeGreaterThan(2000)
    for (const r of paid) {
      expect(textLength(r.content)).toBeGreaterThanOrEqual(40)
      expect(textLength(r.content)).toBeLessThanOrEqual(140)
    }
    const free = rows.filter((r) => r.price === 0)
    expect(free.filter((r) => r.content).length / free.length).toBeGreaterThan(0.7)
  })

  it('reads differently from one prediction to the next, with no blanks left in', async () => {
    const texts = (await seeded()).filter((r) => r.price > 0).map((r) => r.content)
    expect(new Set(texts).size / texts.length).toBeGreaterThanOrEqual(0.8)
    // several openings, not one template
    expect(new Set(texts.map((t) => [...t].slice(0, 4).join(''))).size).toBeGreaterThan(20)
    for (const t of texts) expect(t).not.toMatch(/[{}]|undefined|null|NaN/)
  })

  it('speaks of form, meetings or the table, the odds, then the pick', async () => {
    const texts = (await seeded()).filter((r) => r.price > 0).map((r) => r.content)
    const share = (re: RegExp) => texts.filter((t) => re.test(t)).length / texts.length
    expect(share(/近\d场|近\d战/)).toBeGreaterThan(0.8)
    expect(share(/赔|盘|水位/)).toBeGreaterThan(0.95)
    expect(share(/交锋|交手/)).toBeGreaterThan(0.3)
    expect(share(/推荐|看好|建议|选择|看/)).toBe(1)
  })

  /** every paid seeded single on a side (1x2 home/away, handicap), with both teams' names as the text uses them */
  const paidSidePicks = () => allRows(h.db, q.selectFrom('predictions as p')
    .innerJoin('fb_matches as m', 'm.id', 'p.match_id').innerJoin('fb_teams as th', 'th.id', 'm.home_team_id').innerJoin('fb_teams as ta', 'ta.id', 'm.away_team_id')
    .select(['p.id', 'p.content', 'p.pick', 'th.short_name as home', 'ta.short_name as away'])
    .where('p.expert_id', 'in', seededExperts()).where('p.price', '>', 0).where('p.pick', 'in', ['home', 'away'])
    .$narrowType<{ pick: 'home' | 'away' }>()
    .orderBy('p.id'))

  it('argues for its pick: no fact against the picked side unless the text names the odds as its reason to go against it', async () => {
    const rows = await paidSidePicks()
    expect(rows.length).toBeGreaterThan(1000)
    const offenders: string[] = []
    let contrarian = 0
    for (const p of rows) {
      const [us, them] = p.pick === 'home' ? [p.home, p.away] : [p.away, p.home]
      const claims = claimsAgainst(p.content, us, them, p.pick === 'home')
      if (!claims.length) continue
      // a contrarian text owns up to the facts and names why it goes against them: the odds
      if (p.content.includes(CONTRARIAN_MARK) && /赔|盘|水位/.test(p.content)) contrarian++
      else offenders.push(`${p.id} ${us}: ${claims.join(', ')} — ${p.content}`)
    }
    expect(offenders).toEqual([])
    // the contrarian argument is the exception, not the rule
    expect(contrarian / rows.length).toBeLessThan(0.3)
  })

  it('gives a home pick the home advantage as a reason only when the home side is not out of form', async () => {
    for (const p of (await paidSidePicks()).filter((x) => x.pick === 'home' && x.content.includes('主场优势'))) {
      expect(claimsAgainst(p.content, p.home, p.away, true)).toEqual([])
    }
  })

  // the refills below write analyses, each from a handful of reads (form, meetings, odds), the second 2000+:
  // seconds on SQLite, tens of thousands of round trips on PostgreSQL (34 s and 73 s at a load of 10),
  // so their own time-out
  const REFILL_TIMEOUT_MS = 240_000

  it('fills a database seeded before analyses once, with the text a fresh database has', async () => {
    const before = new Map((await seeded()).map((r) => [r.id, r.content]))
    // a few experts' predictions without their analyses: the fill writes those and only those (the
    // rewrite of every analysis below is the one that has to cover them all)
    const someExperts = () => seededExperts().orderBy('user_id').limit(3)
    const blanked = (await allRows(h.db, q.selectFrom('predictions').select('id').where('expert_id', 'in', someExperts()).where('content', '<>', ''))).length
    expect(blanked).toBeGreaterThan(50)
    await execute(h.db, q.updateTable('predictions').set({ content: '' }).where('expert_id', 'in', someExperts()))
    await deleteRows(h.db, 'settings', { key: SETTING_ANALYSES_DONE })
    expect(await ensureAnalyses(h.db)).toBe(blanked)
    for (const r of await seeded()) expect(r.content).toBe(before.get(r.id))
    // once only
    expect(await ensureAnalyses(h.db)).toBe(0)
  }, REFILL_TIMEOUT_MS)

  it('writes again, once, every seeded analysis of a database whose analyses came from the older generator', async () => {
    const before = new Map((await seeded()).map((r) => [r.id, r.content]))
    const stale = '利萨里亚近5场0胜0平5负，目前排第20；考虑到主场优势值得信赖，方向选择利萨里亚取胜。'
    await execute(h.db, q.updateTable('predictions').set({ content: stale }).where('content', '<>', '').where('expert_id', 'in', seededExperts()))
    await updateRows(h.db, 'settings', { value: '1' }, { key: SETTING_ANALYSES_DONE })
    expect(await ensureAnalyses(h.db)).toBeGreaterThan(2000)
    for (const r of await seeded()) expect(r.content).toBe(before.get(r.id))
    expect(await ensureAnalyses(h.db)).toBe(0)
  }, REFILL_TIMEOUT_MS)

  it('hides a paid analysis from a non-buyer behind a teaser that does not give the pick away', async () => {
    const upcoming = await allRows(h.db, q.selectFrom('predictions as p').innerJoin('fb_matches as m', 'm.id', 'p.match_id').select(['p.id', 'p.content'])
      .where('p.price', '>', 0).where('m.start_at', '>', SEEDED_AT).orderBy('m.start_at').limit(5))
    expect(upcoming.length).toBe(5)
    const reader = await createMember(h.db, '13900005601', SEEDED_AT)
    for (const p of upcoming) {
      const d = await ok(h.s, 'api/Expert/zjfb_xq', { id: p.id, token: reader.token })
      expect(d.visible).toBe(false)
      expect(d.content).toBeNull()
      expect(d.analysis_teaser).toBeTruthy()
      const teaser = (d.analysis_teaser ?? '').replace(/…$/, '')
      expect(p.content.startsWith(teaser)).toBe(true)
      expect(textLength(teaser)).toBeLessThan(textLength(p.content))
      // the analyses open with the form and close with the pick: the teaser names no pick
      expect(teaser).not.toMatch(/推荐|看好|建议|方向选择/)
    }
  })
})

const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The facts a text states against picking `us` over `them`: `us` won none of its last matches or
 * lost more than it won, is on a winless run, stands lower in the table, lost more meetings; `them`
 * won more than it lost or is on a good run.
 */
function claimsAgainst(text: string, us: string, them: string, usIsHome: boolean): string[] {
  const out: string[] = []
  const U = escape(us)
  const T = escape(them)
  for (const m of text.matchAll(new RegExp(`${U}近\\d+[场战](\\d+)胜(\\d+)平(\\d+)负`, 'g'))) {
    const [w, l] = [Number(m[1]), Number(m[3])]
    // lost more than it won (which covers "won none" unless every match was a draw)
    if (l > w) out.push(`${us} ${w}胜${l}负`)
  }
  if (new RegExp(`${U}[^。；]*?\\d+场不胜`).test(text)) out.push(`${us} 不胜`)
  for (const m of text.matchAll(new RegExp(`${T}近(\\d+)[场战](\\d+)胜(\\d+)平(\\d+)负`, 'g'))) {
    if (Number(m[2]) > Number(m[4])) out.push(`${them} ${m[2]}胜${m[4]}负`)
  }
  if (new RegExp(`${T}[^。；]*?(\\d+连胜|\\d+场不败)`).test(text)) out.push(`${them} 连胜/不败`)
  const rankOf = (name: string) => Number(new RegExp(`${escape(name)}(?:排|居)?第(\\d+)`).exec(text)?.[1] ?? NaN)
  let [ur, tr] = [rankOf(us), rankOf(them)]
  const vs = /联赛排名(\d+)对(\d+)/.exec(text)
  if (vs) [ur, tr] = usIsHome ? [Number(vs[1]), Number(vs[2])] : [Number(vs[2]), Number(vs[1])]
  if (ur > tr) out.push(`${us} 第${ur} 低于 ${them} 第${tr}`)
  if (new RegExp(`交锋${T}占|${U}未尝胜绩|${U}仅\\d+胜`).test(text)) out.push(`交锋${them}占优`)
  for (const m of text.matchAll(new RegExp(`交锋${U}(\\d+)胜(\\d+)平(\\d+)负`, 'g'))) {
    if (Number(m[3]) > Number(m[1])) out.push(`交锋${us}${m[1]}胜${m[3]}负`)
  }
  return out
}
