import type { Db } from '../../../../db'
import { dateTimeText, matchById, meetingsBefore, openingOdds, recentResults, refs, sidesOf, type MatchBrief, type ResultRow, type SideIntel } from '../../../match'

/**
 * 前瞻: a main-league match a day ahead, from the data as it stands: each side's last five
 * results, the last meetings, and the opening odds' view (docs/product/news.md).
 */

const FORM_MATCHES = 5
const MEETINGS = 5
/** the bookmaker whose opening odds the preview reads (the first of the companies) */
const ODDS_COMPANY = 1

async function lastResults(db: Db, teamId: number, at: number): Promise<ResultRow[]> {
  return [...await recentResults(db, teamId, 'home_team_id', at, FORM_MATCHES), ...await recentResults(db, teamId, 'away_team_id', at, FORM_MATCHES)]
    .sort((a, b) => b.start_at - a.start_at)
    .slice(0, FORM_MATCHES)
}

/** "近5场 3胜1平1负（进8球失4球）", oldest to newest as 胜平负 */
async function formText(db: Db, teamId: number, name: string, at: number): Promise<string> {
  const rows = await lastResults(db, teamId, at)
  if (rows.length === 0) return `${name}本季尚无比赛`
  let w = 0, d = 0, l = 0, gf = 0, ga = 0
  for (const r of rows) {
    const [f, a] = r.home === teamId ? [r.hg, r.ag] : [r.ag, r.hg]
    gf += f
    ga += a
    if (f > a) w++
    else if (f === a) d++
    else l++
  }
  return `${name}近${rows.length}场${w}胜${d}平${l}负（进${gf}球失${ga}球）`
}

async function meetingsText(db: Db, m: MatchBrief, homeName: string): Promise<string> {
  const rows = await meetingsBefore(db, m.home_team_id, m.away_team_id, m.start_at, MEETINGS)
  if (rows.length === 0) return '交锋：两队近年首次相遇'
  let w = 0, d = 0, l = 0
  for (const r of rows) {
    const [f, a] = r.home === m.home_team_id ? [r.hg, r.ag] : [r.ag, r.hg]
    if (f > a) w++
    else if (f === a) d++
    else l++
  }
  return `交锋：近${rows.length}次交手${homeName}${w}胜${d}平${l}负`
}

async function oddsText(db: Db, m: MatchBrief, homeName: string, awayName: string): Promise<string | null> {
  const o = await openingOdds(db, m.id, ODDS_COMPANY)
  if (!o) return null
  const view = o.home < o.away ? `看好${homeName}` : o.away < o.home ? `看好${awayName}` : '看两队五五开'
  return `赔率：初盘欧赔 主胜${o.home.toFixed(2)} 平${o.draw.toFixed(2)} 客胜${o.away.toFixed(2)}，机构${view}`
}

/** 伤停 of both sides and their expected XI: the match's 情报 (api/Game/match_intel) before kick-off */
async function intelLines(db: Db, m: MatchBrief, homeName: string, awayName: string): Promise<string[]> {
  const row = await matchById(db, m.id)
  if (!row) return []
  const [home, away] = await sidesOf(db, row)
  const out = (s: SideIntel, name: string) =>
    s.absentees.length ? `${name} ${s.absentees.map((a) => `${a.player.name}（${a.detail}，${a.until_text}）`).join('、')}` : `${name}无伤停`
  const xi = (s: SideIntel, name: string) => `${name}（${s.expected.formation}）${s.expected.starters.map((p) => p.player.name).join('、')}`
  return [`伤停：${out(home, homeName)}；${out(away, awayName)}`, `预计首发：${xi(home, homeName)}；${xi(away, awayName)}`]
}

export async function matchPreviewText(db: Db, m: MatchBrief): Promise<string> {
  const rf = await refs(db)
  const home = rf.teams.get(m.home_team_id)?.name ?? ''
  const away = rf.teams.get(m.away_team_id)?.name ?? ''
  const league = rf.leagues.get(m.league_id)?.short_name ?? ''
  return [
    `【前瞻】${league} ${home} vs ${away}，${dateTimeText(m.start_at)} 开球`,
    `近况：${await formText(db, m.home_team_id, home, m.start_at)}；${await formText(db, m.away_team_id, away, m.start_at)}`,
    await meetingsText(db, m, home),
    ...await intelLines(db, m, home, away),
    ...[await oddsText(db, m, home, away)].filter((l): l is string => l !== null),
  ].join('\n')
}
