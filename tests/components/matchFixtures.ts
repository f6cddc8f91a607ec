import type { MatchDetail, MatchRow } from '@contract/football'

/** a list row as the server sends it; override what a test is about */
export function matchRowFixture(over: Partial<MatchRow> = {}): MatchRow {
  const id = over.id ?? 1
  return {
    id,
    league_id: 10,
    season_id: 100,
    league: { id: 10, name: '英格兰超级联赛', short_name: '英超', color: '#3a1f6b', type: 1, country_id: 1, country_name: '英格兰' },
    home_team: { id: 2 * id, name: `主队${id}足球俱乐部`, short_name: `主队${id}`, logo: { color: '#c00', text: '主' } },
    away_team: { id: 2 * id + 1, name: `客队${id}足球俱乐部`, short_name: `客队${id}`, logo: { color: '#00c', text: '客' } },
    status_id: 1,
    status_text: '上半场',
    start_at: Date.parse('2026-11-22T12:00:00Z'),
    start_at_time: '2026-11-22 20:00',
    elapsed: 38,
    elapsed_text: "38'",
    current_score: '2:1',
    half_score: '',
    full_score: '',
    extra_score: '',
    penalty_score: '',
    home_red: 0,
    away_red: 0,
    home_yellow: 0,
    away_yellow: 0,
    home_corner: 0,
    away_corner: 0,
    round: 12,
    stage: '常规赛',
    followed: false,
    ...over,
  }
}

/** a match detail as get_xq sends it: the row plus empty stats, events and broadcast */
export function matchDetailFixture(over: Partial<MatchDetail> = {}): MatchDetail {
  const stats = { attacks: 0, dangerous_attacks: 0, ball_possession: 50, shots_on_goal: 0, shots_off_goal: 0, corners: 0, yellow_cards: 0, red_cards: 0 }
  return {
    ...matchRowFixture({ id: over.id ?? 7 }),
    home_team_array: stats,
    away_team_array: stats,
    basics_text_broadcast: [],
    basics_match_event: [],
    home_basics_position: null,
    away_basics_position: null,
    venue: '',
    referee: '',
    server_time: 0,
    ...over,
  }
}
