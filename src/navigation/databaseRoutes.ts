/** URLs of the football database and odds-tool pages, so every opener spells the params alike */

export const leagueUrl = (leagueId: number, seasonId?: number) =>
  `/pages/competition/Seku2?league_id=${leagueId}${seasonId ? `&season_id=${seasonId}` : ''}`

export const teamRecentGamesUrl = (teamId: number) => `/pages/msyng/RecentGames/RecentGames?team_id=${teamId}`

export const lineupShareUrl = (matchId: number) => `/pages/msyng/RecentGames/lineupShare?id=${matchId}`

export const companyIndexUrl = (matchId: number) => `/pages/competition/companyIndex?id=${matchId}`

export const sameOddsUrl = (matchId: number, companyId?: number) =>
  `/pages/winnow/oddsWith?id=${matchId}${companyId ? `&company_id=${companyId}` : ''}`

/** the region picker; `purpose` says whose choice it is (RegionPickStore) */
export const regionPickerUrl = (purpose: 'database' | 'experts') => `/pages/expert/country?for=${purpose}`

/** a positive integer route param, or null (missing, malformed) */
export function idParam(value: string | undefined): number | null {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : null
}
