/**
 * Match status values (`status_id`), decided here once for the server and the app.
 * docs/product/states.md leaves them open. A match moves 0 -> 1 -> 2 -> 3 -> 8; some cup matches go
 * 3 -> 4 (extra time, the break before it included) -> 5 (penalties) -> 8. A postponed match is 9
 * and never moves.
 */
export const MatchStatus = {
  NOT_STARTED: 0,
  FIRST_HALF: 1,
  HALF_TIME: 2,
  SECOND_HALF: 3,
  EXTRA_TIME: 4,
  PENALTIES: 5,
  FINISHED: 8,
  POSTPONED: 9,
} as const

export type MatchStatusId = (typeof MatchStatus)[keyof typeof MatchStatus]


/** the Chinese label the app shows for each status */
export const MATCH_STATUS_LABEL: Record<MatchStatusId, string> = {
  0: '未开始',
  1: '上半场',
  2: '中场',
  3: '下半场',
  4: '加时',
  5: '点球',
  8: '完场',
  9: '推迟',
}


export function isLiveStatus(status: number): boolean {
  return status >= 1 && status <= 5
}

/** the filter a match list accepts (`status` field of list requests) */
export const MATCH_LIST_FILTERS = ['all', 'live', 'not_started', 'finished'] as const
export type MatchListFilter = (typeof MATCH_LIST_FILTERS)[number]

/** whether a match in this state belongs in a list of this filter (the server's rule, by status) */
export function belongsToList(status: number, filter: MatchListFilter): boolean {
  if (filter === 'live') return isLiveStatus(status)
  if (filter === 'not_started') return status === MatchStatus.NOT_STARTED || status === MatchStatus.POSTPONED
  if (filter === 'finished') return status === MatchStatus.FINISHED || status === MatchStatus.POSTPONED
  return true
}
