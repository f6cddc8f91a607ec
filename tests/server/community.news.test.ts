import type { Db } from '../../mocks/db'
import { NEWS_ACCOUNT_NICKNAME } from '../../mocks/features/community/services/news/newsAccount'
import { PREVIEW_AHEAD_MS, writeMatchNews } from '../../mocks/features/community/services/news/writeNews'
import { matchBriefs, matchesFinishedBetween, openingOdds, refs, standings } from '../../mocks/features/match'
import { BOARD_NEWS_COUNT } from '../../types/api/community'
import type { MatchDetail, MatchEvent } from '../../types/football'
import { createMember, ok, SEEDED_AT } from './match.helpers'
import type { TestServer } from './helpers'
import { boardNews, useNewsBoard } from './news.helpers'

const HOUR = 3_600_000
/** the 战报 checked figure by figure */
const SAMPLE = 10

describe('资讯: 战报 and 前瞻 written from the data', () => {
  let db: Db
  let s: TestServer
  useNewsBoard((board) => ({ db, s } = board))

  const famous = async () => new Set([...(await refs(db)).leagues.values()].filter((l) => l.famous).map((l) => l.id))
  const finishedMainMatches = async (since: number, until: number) => {
    const famousLeagues = await famous()
    return [...(await matchBriefs(db, await matchesFinishedBetween(db, since, until))).values()].filter((m) => famousLeagues.has(m.league_id)).map((m) => m.id).sort((a, b) => a - b)
  }
  const news = () => boardNews(s)

  it('writes one 战报 per finished main-league match as the clock moves, never twice', async () => {
    await writeMatchNews(db, SEEDED_AT)
    const later = SEEDED_AT + 3 * HOUR
    s.clock.t = later
    const again = await writeMatchNews(db, later)
    expect(await writeMatchNews(db, later)).toEqual({ reports: 0, previews: 0 })
    const reports = (await news()).filter((p) => p.kind === 'report')
    expect(reports.map((p) => p.event_id).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(await finishedMainMatches(SEEDED_AT - 24 * HOUR, later))
    expect(again.reports).toBe((await finishedMainMatches(SEEDED_AT, later)).length)
    expect(again.reports).toBeGreaterThan(0)
  })

  /** takes `text` out of `rest` (it must be there) */
  function take(rest: { text: string }, text: string): void {
    expect(rest.text).toContain(text)
    rest.text = rest.text.replace(text, '')
  }

  function goalText(d: MatchDetail, g: MatchEvent): string {
    const note = g.type === 'penalty_goal' ? '点球，' : g.type === 'own_goal' ? '乌龙，' : ''
    return `${g.minute_text} ${g.player_name}（${note}${g.side === 'home' ? d.home_team.name : d.away_team.name}）`
  }

  it('states every figure of a sample of 战报 as the match record has it (score, scorers and minutes, stats, best rating, table)', async () => {
    const reports = (await news()).filter((p) => p.kind === 'report').slice(0, SAMPLE)
    expect(reports.length).toBe(SAMPLE)
    for (const r of reports) {
      const d = await ok(s, 'api/Game/get_xq', { event_id1: r.event_id ?? 0 })
      const rest = { text: r.content }
      take(rest, `${d.home_team.name} ${d.current_score} ${d.away_team.name}`)
      take(rest, `半场 ${d.half_score}`)
      const events = d.basics_match_event.flatMap((g) => g.events)
      for (const g of events.filter((e) => ['goal', 'penalty_goal', 'own_goal'].includes(e.type))) take(rest, goalText(d, g))
      // turning points name minutes and scores of goals already checked, and sendings-off
      for (const e of events) {
        if (rest.text.includes(`${e.minute_text} `)) rest.text = rest.text.split(`${e.minute_text} `).join(' ').split(`（${e.score}）`).join('')
      }
      const [h, a] = [d.home_team_array, d.away_team_array]
      take(rest, `控球 ${h.ball_possession}%-${a.ball_possession}%，射正 ${h.shots_on_goal}-${a.shots_on_goal}，射偏 ${h.shots_off_goal}-${a.shots_off_goal}`)
      take(rest, `角球 ${h.corners}-${a.corners}，黄牌 ${h.yellow_cards}-${a.yellow_cards}，红牌 ${h.red_cards}-${a.red_cards}`)
      // the best rating at the whistle, as the match centre's 阵容 shows it
      const ratings = await ok(s, 'api/Game/match_ratings', { event_id: d.id })
      const best = [...ratings.home.map((p) => ({ p, team: d.home_team.name })), ...ratings.away.map((p) => ({ p, team: d.away_team.name }))].find((x) => x.p.best)
      expect(ratings.final).toBe(true)
      if (best) take(rest, `最佳球员：${best.p.player.name}（${best.team}，评分 ${best.p.rating.toFixed(1)}）`)
      if (d.league.type === 1) {
        // the table just after the whistle (later matches of other teams do not rewrite the 战报)
        const table = await standings(db, d.season_id, (await matchBriefs(db, [d.id])).get(d.id)?.end_at ?? 0)
        const before = await standings(db, d.season_id, d.start_at - 1)
        for (const team of [d.home_team, d.away_team]) {
          const row = table.find((x) => x.team.id === team.id)
          const was = before.find((x) => x.team.id === team.id)
          take(rest, `${team.name}第${row?.rank}位（积${row?.points}分，赛前第${was?.rank}位）`)
        }
      }
      // nothing else in it is a number: every figure was one of the record's
      expect(rest.text).not.toMatch(/\d/)
      expect(r.nickname).toBe(NEWS_ACCOUNT_NICKNAME)
      expect(r.event_name).toBe(`${d.home_team.short_name} vs ${d.away_team.short_name}`)
    }
  })

  it('shows a team’s latest 资讯 on its home (no request of its own) and the followed teams’ 战报 in 我的关注', async () => {
    await writeMatchNews(db, s.clock.t)
    const all = await news()
    const report = all.find((p) => p.kind === 'report')
    if (!report?.event_id) throw new Error('a 战报 was written')
    const detail = await ok(s, 'api/Game/get_xq', { event_id1: report.event_id })
    const team = detail.home_team
    const home = await ok(s, 'api/Game/team_home', { team_id: team.id })
    const listed = new Set([...home.results, ...home.fixtures].map((m) => m.id))
    // the board's 资讯, newest first, of the matches the home lists: the same posts, the newest three
    const expected = all.filter((p) => p.event_id !== null && listed.has(p.event_id)).slice(0, 3)
    expect(home.news?.map((p) => p.id)).toEqual(expected.map((p) => p.id))
    expect(home.news?.map((p) => p.id)).toContain(report.id)
    expect(home.news?.every((p) => p.event_name.includes(team.short_name))).toBe(true)
    // a fan following the team sees its 战报 beside its next match
    const fan = await createMember(db, '13900009999', s.clock.t)
    await ok(s, 'api/Game/team_follow', { team_id: team.id, token: fan.token })
    const followed = await ok(s, 'api/Game/followed_team_matches', { token: fan.token })
    expect(followed.reports?.map((p) => p.id)).toContain(report.id)
    expect(followed.reports?.every((p) => p.kind === 'report' && p.event_name.includes(team.short_name))).toBe(true)
    // nothing followed, no 战报
    const other = await createMember(db, '13900008888', s.clock.t)
    expect((await ok(s, 'api/Game/followed_team_matches', { token: other.token })).reports).toEqual([])
  })

  it('previews the main leagues’ matches a day ahead, with form, meetings, 伤停, the expected XI and the opening odds', async () => {
    const previews = (await news()).filter((p) => p.kind === 'preview')
    expect(previews.length).toBeGreaterThan(0)
    for (const p of previews.slice(0, SAMPLE)) {
      const m = (await matchBriefs(db, [p.event_id ?? 0])).get(p.event_id ?? 0)
      if (!m) throw new Error('a preview is tagged with its match')
      expect((await famous()).has(m.league_id)).toBe(true)
      expect(m.start_at).toBeGreaterThan(p.created_at)
      expect(m.start_at - p.created_at).toBeLessThanOrEqual(PREVIEW_AHEAD_MS)
      const home = (await refs(db)).teams.get(m.home_team_id)?.name ?? ''
      expect(p.content).toContain(`${home} vs ${(await refs(db)).teams.get(m.away_team_id)?.name}`)
      expect(p.content).toMatch(new RegExp(`近况：${home}(近\\d场\\d胜\\d平\\d负|本季尚无比赛)`))
      const odds = await openingOdds(db, m.id, 1)
      if (odds) expect(p.content).toContain(`主胜${odds.home.toFixed(2)} 平${odds.draw.toFixed(2)} 客胜${odds.away.toFixed(2)}`)
      // 伤停 and the expected XI are the match's 情报 before kick-off, name by name
      s.clock.t = Math.min(s.clock.t, m.start_at - 60_000)
      const intel = await ok(s, 'api/Game/match_intel', { event_id: m.id })
      for (const i of intel.injuries) expect(p.content).toContain(`${i.name}（${i.detail}，${i.until_text}）`)
      const xi = intel.expected_lineups
      if (!xi) throw new Error('the match has not kicked off: its expected line-ups are known')
      expect(p.content).toContain(`${home}（${xi.home.formation}）${xi.home.players.map((x) => x.name).join('、')}`)
    }
  })

  it('资讯 are posts like any other: the board filters them, fans like and comment on them', async () => {
    const latest = await ok(s, 'api/Forum/home_forum_list', { limit: 50 })
    expect(latest.list.some((p) => p.kind === 'post')).toBe(true)
    // the unfiltered first page brings the latest 资讯 along (the home's 最新资讯 needs no request of its own)
    const newest = (await news()).sort((a, b) => b.created_at - a.created_at || b.id - a.id).slice(0, BOARD_NEWS_COUNT)
    expect(latest.news?.map((p) => p.id)).toEqual(newest.map((p) => p.id))
    expect((await ok(s, 'api/Forum/home_forum_list', { limit: 50, page: 2 })).news).toBeUndefined()
    const only = await ok(s, 'api/Forum/home_forum_list', { kind: 'news', limit: 50 })
    expect(only.list.every((p) => p.kind === 'report' || p.kind === 'preview')).toBe(true)
    const fan = await createMember(db, '13900000024', s.clock.t)
    const post = only.list[0]
    expect((await ok(s, 'api/Forum/home_forum_list_dz', { token: fan.token, forum_id: post.id })).like_count).toBe(post.like_count + 1)
    await ok(s, 'api/Forum/home_forum_comment', { token: fan.token, forum_id: post.id, content: '战报写得清楚' })
    expect((await ok(s, 'api/Forum/ForumDetails', { id: post.id })).comment_count).toBe(post.comment_count + 1)
    expect((await s.call('api/Forum/home_forum_list', { kind: 'rumours' })).msg).toContain('kind')
  })
})
