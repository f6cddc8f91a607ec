/** the kinds of match event and their Chinese labels; zod-free, so the app can import the labels */

export const MATCH_EVENT_TYPES = ['goal', 'penalty_goal', 'own_goal', 'penalty_miss', 'yellow', 'second_yellow', 'red', 'sub', 'shootout_goal', 'shootout_miss'] as const
export const MATCH_EVENT_LABEL: Record<(typeof MATCH_EVENT_TYPES)[number], string> = {
  goal: '进球',
  penalty_goal: '点球',
  own_goal: '乌龙球',
  penalty_miss: '点球未进',
  yellow: '黄牌',
  second_yellow: '两黄变红',
  red: '红牌',
  sub: '换人',
  shootout_goal: '点球大战罚进',
  shootout_miss: '点球大战罚失',
}
