/** zod-free rules of following teams and players (issue 24), shared by the app and the stand-in */

/** how many teams one user may follow; the next follow is refused with FOLLOW_CAP_TEXT */
export const TEAM_FOLLOW_CAP = 30
/** how many players one user may follow */
export const PLAYER_FOLLOW_CAP = 50

export const followCapText = (what: '球队' | '球员', cap: number) => `最多关注 ${cap} 支${what === '球队' ? '球队' : '名球员'}，请先取消一些关注`

/** the team home's tabs (RecentGames?team_id=) */
export const TEAM_TABS = ['schedule', 'table', 'squad', 'stats', 'transfers'] as const
export type TeamTabKey = (typeof TEAM_TABS)[number]
export const TEAM_TAB_LABEL: Record<TeamTabKey, string> = {
  schedule: '赛程',
  table: '积分',
  squad: '阵容',
  stats: '数据',
  transfers: '转会',
}
