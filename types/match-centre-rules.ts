/**
 * The match centre's two pictures (issue 24): the momentum graph on 统计 and the player ratings on
 * 阵容. Zod-free values both sides use; the rules in words are in docs/product/match-centre.md.
 */

/** minutes per bar of the momentum graph (30 bars for 90 minutes, 40 with extra time) */
export const MOMENTUM_BIN_MINUTES = 3

/**
 * The pressure of a full-height bar, the same for every match and every moment: a growing match
 * never rescales its earlier bars (a live tick redraws one bar), and two matches compare at a
 * glance. Nearly every bar stays under it (tests/server/match.centre.test.ts); a stronger one is
 * drawn full.
 */
export const MOMENTUM_FULL_BAR = 24

/** pressure of a minute = attacks × 1 + dangerous attacks × 2 + shots × 3 */
export const PRESSURE_WEIGHTS = { attack: 1, dangerous: 2, shot: 3 } as const

/** a rating starts here and stays within 0..10, one decimal */
export const RATING_BASE = 6
export const RATING_MIN = 0
export const RATING_MAX = 10

/** what each event or fact adds to a player's rating */
export const RATING_POINTS = {
  goal: 1.0,
  penaltyGoal: 0.8,
  assist: 0.6,
  ownGoal: -1.0,
  penaltyMiss: -0.6,
  yellow: -0.3,
  /** a straight red or a second yellow (the second yellow's first booking still counts) */
  red: -2.0,
  win: 0.3,
  loss: -0.3,
  /** played 60 minutes or more */
  fullShift: 0.2,
  /** keeper: no goal conceded while on the pitch (played 60 minutes or more, not sent off) */
  keeperCleanSheet: 0.8,
  /** defender: the same */
  defenderCleanSheet: 0.4,
  /** keeper: each goal conceded while on the pitch */
  keeperConceded: -0.3,
  /** keeper: each save (a shot on target of the other side that was not a goal) */
  save: 0.1,
} as const

/** minutes a player needs for a clean sheet and the full-shift point */
export const RATING_FULL_SHIFT_MINUTES = 60
