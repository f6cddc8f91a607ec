import type { Db } from '../../../db'
import type { ShareCardContent } from '../../../services/shareCards/cardContent'
import { MatchStatus } from '../../../../types/match-status'
import { sidesOf } from './intel'
import { refs, teamRef } from './footballRefs'
import { matchById, recentFinishedOf } from './matchQueries'
import { rowAt } from './matchView'
import { currentSeasonId, standings } from './standings'
import { outcomeOf } from '../../../../types/score'

/** the share-card kinds the match feature draws */
export type FootballCardKind = 'match' | 'team' | 'player' | 'lineup' | 'table'

const FORM_TEXT = { W: '胜', D: '平', L: '负' } as const

/** a match: competition, teams, the score and minute at `now` (or the kickoff before it starts) */
async function matchCard(db: Db, id: number, now: number): Promise<ShareCardContent | null> {
  const m = await matchById(db, id)
  if (!m) return null
  const row = await rowAt(db, m, now, false)
  const started = row.status_id !== MatchStatus.NOT_STARTED && row.status_id !== MatchStatus.POSTPONED
  const live = started && row.status_id !== MatchStatus.FINISHED
  return {
    badge: live ? '比赛直播' : '比赛',
    title: `${row.league.name}${row.round ? ` 第${row.round}轮` : ''}`,
    headline: started ? row.current_score.replace(':', ' : ') : 'VS',
    subline: live ? `${row.status_text} ${row.elapsed_text}` : started ? row.status_text : `${row.start_at_time} 开赛`,
    lines: [`${row.home_team.name}  vs  ${row.away_team.name}`],
    accent: row.league.color,
  }
}

/** a team: its competition, coach and venue, and its last five results as chips */
async function teamCard(db: Db, id: number, now: number): Promise<ShareCardContent | null> {
  const rf = await refs(db)
  const t = rf.teams.get(id)
  if (!t) return null
  const form = (await recentFinishedOf(db, id, now, 5)).map((m) => {
    const home = m.home_team_id === id
    return FORM_TEXT[outcomeOf(home ? { home: m.ft_home, away: m.ft_away } : { home: m.ft_away, away: m.ft_home })]
  })
  return {
    badge: '球队',
    title: t.name,
    headline: t.short_name,
    lines: [`${rf.leagues.get(t.league_id)?.name ?? ''} · 主教练 ${t.coach}`, `主场 ${t.venue}`],
    chips: form.length ? [`近${form.length}场 ${form.join('')}`] : undefined,
    accent: t.logo.color,
  }
}

/** a player: name, number, position, team and value */
async function playerCard(db: Db, id: number): Promise<ShareCardContent | null> {
  const rf = await refs(db)
  const p = rf.players.get(id)
  if (!p) return null
  const team = rf.teams.get(p.team_id)
  return {
    badge: '球员',
    title: p.name,
    headline: `${p.shirt_number}号`,
    lines: [`${team?.name ?? ''} · ${p.position}`, `${p.nationality} · ${p.age}岁`],
    chips: [`身价 ${Math.round(p.value / 10_000)}万欧`],
    accent: team?.logo.color,
  }
}

/** a match's lineups: the teams and their formations, the coaches */
async function lineupCard(db: Db, id: number, now: number): Promise<ShareCardContent | null> {
  const m = await matchById(db, id)
  if (!m) return null
  const rf = await refs(db)
  const [home, away] = await sidesOf(db, m)
  const row = await rowAt(db, m, now, false)
  return {
    badge: '首发阵容',
    title: `${row.league.short_name} · ${row.start_at_time}`,
    headline: `${home.lineup.formation}  vs  ${away.lineup.formation}`,
    lines: [`${teamRef(rf, home.teamId).name}  vs  ${teamRef(rf, away.teamId).name}`, `主教练 ${rf.teams.get(home.teamId)?.coach ?? ''} / ${rf.teams.get(away.teamId)?.coach ?? ''}`],
    accent: row.league.color,
  }
}

/** a competition's table this season: the top four */
async function tableCard(db: Db, leagueId: number, now: number): Promise<ShareCardContent | null> {
  const league = (await refs(db)).leagues.get(leagueId)
  if (!league) return null
  const seasonId = await currentSeasonId(db, leagueId, now)
  const top = seasonId === undefined ? [] : (await standings(db, seasonId, now)).slice(0, 4)
  return {
    badge: '积分榜',
    title: `${league.name} 积分榜`,
    lines: top.length ? top.map((r) => `${r.rank}. ${r.team.name}  ${r.played}场 ${r.points}分`) : ['本赛季尚无积分'],
    chips: top.length ? [`${top[0].team.short_name}领跑`] : undefined,
    accent: league.color,
  }
}

/** the content of a football card, or null for an id that names nothing */
export async function footballShareCard(db: Db, kind: FootballCardKind, id: number, now: number): Promise<ShareCardContent | null> {
  if (kind === 'match') return matchCard(db, id, now)
  if (kind === 'team') return teamCard(db, id, now)
  if (kind === 'player') return playerCard(db, id)
  if (kind === 'lineup') return lineupCard(db, id, now)
  return tableCard(db, id, now)
}
