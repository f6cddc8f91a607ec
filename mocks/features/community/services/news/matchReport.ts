import type { Db } from '../../../../db'
import { detailAt, matchById, ratingsAt, refs, standings, type MatchDbRow } from '../../../match'
import type { MatchDetail, MatchEvent, MatchStats } from '../../../../../types/football'

/**
 * 战报: what one finished match was, every figure read from its record (the detail the match
 * centre shows at the whistle): score, scorers and minutes, the turning points from the events,
 * the key stats, and what the result did to the table (docs/product/news.md).
 */

const GOAL_TYPES: ReadonlySet<MatchEvent['type']> = new Set(['goal', 'penalty_goal', 'own_goal'])
const GOAL_NOTE: Partial<Record<MatchEvent['type'], string>> = { penalty_goal: '点球', own_goal: '乌龙' }

function teamOf(d: MatchDetail, side: 'home' | 'away'): string {
  return side === 'home' ? d.home_team.name : d.away_team.name
}

/** "23' 张三（点球，主队）" per goal, in order */
function goalsLine(d: MatchDetail, goals: MatchEvent[]): string {
  if (goals.length === 0) return '进球：双方均未破门'
  return `进球：${goals.map((g) => `${g.minute_text} ${g.player_name}（${[GOAL_NOTE[g.type], teamOf(d, g.side)].filter(Boolean).join('，')}）`).join('、')}`
}

/** the goals that changed who was ahead, and the sendings-off */
function turningPoints(d: MatchDetail, events: MatchEvent[]): string[] {
  const out: string[] = []
  let lead = 0
  for (const e of events) {
    if (GOAL_TYPES.has(e.type)) {
      const [h, a] = e.score.split(':').map(Number)
      const now = Math.sign(h - a)
      const team = teamOf(d, e.side)
      if (h + a === 1) out.push(`${e.minute_text} ${team}首开纪录（${e.score}）`)
      else if (now === 0) out.push(`${e.minute_text} ${team}扳平（${e.score}）`)
      else if (lead !== 0 && now !== lead) out.push(`${e.minute_text} ${team}反超（${e.score}）`)
      lead = now
    } else if (e.type === 'red' || e.type === 'second_yellow') {
      out.push(`${e.minute_text} ${teamOf(d, e.side)}${e.player_name}被罚下`)
    } else if (e.type === 'penalty_miss') {
      out.push(`${e.minute_text} ${teamOf(d, e.side)}${e.player_name}罚失点球`)
    }
  }
  return out
}

function statsLine(h: MatchStats, a: MatchStats): string {
  const pair = (label: string, x: number, y: number, unit = '') => `${label} ${x}${unit}-${y}${unit}`
  return `技术统计（主-客）：${[
    pair('控球', h.ball_possession, a.ball_possession, '%'), pair('射正', h.shots_on_goal, a.shots_on_goal), pair('射偏', h.shots_off_goal, a.shots_off_goal),
    pair('角球', h.corners, a.corners), pair('黄牌', h.yellow_cards, a.yellow_cards), pair('红牌', h.red_cards, a.red_cards),
  ].join('，')}`
}

/** each side's place before kick-off and just after the whistle (league matches only) */
async function tableLine(db: Db, m: MatchDbRow, d: MatchDetail): Promise<string | null> {
  if ((await refs(db)).leagues.get(m.league_id)?.type !== 1) return null
  const before = await standings(db, m.season_id, m.start_at - 1)
  const after = await standings(db, m.season_id, m.end_at)
  const place = (teamId: number, name: string) => {
    const was = before.find((r) => r.team.id === teamId)
    const is = after.find((r) => r.team.id === teamId)
    if (!is) return null
    return `${name}第${is.rank}位（积${is.points}分${was ? `，赛前第${was.rank}位` : ''}）`
  }
  const parts = [place(m.home_team_id, d.home_team.name), place(m.away_team_id, d.away_team.name)].filter((p): p is string => p !== null)
  return parts.length ? `积分榜：${parts.join('；')}` : null
}

/** 最佳球员: the match's best rating at the whistle (docs/product/match-centre.md), with his side */
async function bestPlayerLine(db: Db, m: MatchDbRow, d: MatchDetail, now: number): Promise<string | null> {
  const r = await ratingsAt(db, m, now)
  const sides = [['home', r.home], ['away', r.away]] as const
  for (const [side, players] of sides) {
    const best = players.find((p) => p.best)
    if (best) return `最佳球员：${best.player.name}（${teamOf(d, side)}，评分 ${best.rating.toFixed(1)}）`
  }
  return null
}

/** the 战报 of a finished match, or null when it has not finished at `now` */
export async function matchReportText(db: Db, matchId: number, now: number): Promise<string | null> {
  const m = await matchById(db, matchId)
  if (!m || m.end_at > now) return null
  const d = await detailAt(db, m, now, false, [null, null])
  const events = d.basics_match_event.flatMap((g) => g.events)
  const goals = events.filter((e) => GOAL_TYPES.has(e.type))
  const points = turningPoints(d, events)
  return [
    `【战报】${d.league.short_name} ${d.home_team.name} ${d.current_score} ${d.away_team.name}`,
    `半场 ${d.half_score}`,
    goalsLine(d, goals),
    ...(points.length ? [`转折点：${points.join('；')}`] : []),
    statsLine(d.home_team_array, d.away_team_array),
    ...[await bestPlayerLine(db, m, d, now), await tableLine(db, m, d)].filter((l): l is string => l !== null),
  ].join('\n')
}
