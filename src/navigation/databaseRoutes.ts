import { routeUrl } from '@/navigation/routes'
/** URLs of the football database and odds-tool pages, so every opener spells the params alike */

export const leagueUrl = (leagueId: number, seasonId?: number) =>
  routeUrl('leagueData', { league_id: leagueId, season_id: seasonId || undefined })

export const teamRecentGamesUrl = (teamId: number) => routeUrl('teamForm', { team_id: teamId })

/** a team's home (RecentGames, issue 24); every team name of the app opens it */
export const teamHomeUrl = (teamId: number) => routeUrl('teamForm', { team_id: teamId })

/** a player's card over the team home: shareable and reopenable (the team comes from the card when not given) */
export const playerCardUrl = (playerId: number, teamId?: number) => routeUrl('teamForm', { team_id: teamId || undefined, player_id: playerId })


export const companyIndexUrl = (matchId: number) => routeUrl('companyIndex', { id: matchId })

export const sameOddsUrl = (matchId: number, companyId?: number) =>
  routeUrl('sameOdds', { id: matchId, company_id: companyId || undefined })

/** the region picker; `purpose` says whose choice it is (RegionPickStore) */
export const regionPickerUrl = (purpose: 'database' | 'experts') => routeUrl('regionPicker', { for: purpose })

/** a positive integer route param, or null (missing, malformed) */
export function idParam(value: string | undefined): number | null {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : null
}
