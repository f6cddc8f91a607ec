import type { MatchRow } from '@contract/football'
import { teamRecordOf, teamResultOf } from '@contract/score'
import { ApiError } from '@/services/apiError'
import { request } from '@/services/request'
import type { TeamHome } from './teams'

const SHOWN = 10

/**
 * A team's home built from the specification's match list by team (`api/Game/all_matches`), for a
 * backend without the `team_home` extension: the same 赛程 (last results, next fixtures, their record),
 * a header taken from those matches, no follower count and no 资讯.
 */
export async function fetchTeamHomeFromMatches(teamId: number): Promise<TeamHome> {
  const [finished, upcoming] = await Promise.all([
    request('api/Game/all_matches', { team_id: teamId, scope: 'finished', page: 1, limit: SHOWN }, { silent: true }),
    request('api/Game/all_matches', { team_id: teamId, scope: 'upcoming', page: 1, limit: SHOWN }, { silent: true }),
  ])
  const results = finished.list
  const fixtures = upcoming.list
  const any: MatchRow | undefined = fixtures[0] ?? results[0]
  // the lists name no team of their own: without a match the team cannot be told from an unknown id
  if (!any) throw new ApiError('business', '暂无这支球队的比赛')
  const team = any.home_team.id === teamId ? any.home_team : any.away_team
  const summary = teamRecordOf(results, teamId)
  const form = [...results].reverse().flatMap((m) => teamResultOf(m, teamId)?.outcome ?? [])
  return {
    header: { team, league: any.league, rank: null, venue: '', coach: '', followers: 0, followed: false },
    summary,
    form,
    results,
    fixtures,
  }
}
