/**
 * What a share card shows, as data: each feature fills one for its own kinds
 * (docs/product/share-cards.md) and mocks/services/shareCards/cardSvg.ts lays it out.
 */
export interface ShareCardContent {
  /** the small label at the top: 比赛, 专家方案, 开奖… */
  badge: string
  /** the first line: the competition, the team, the expert */
  title: string
  /** the big line in the middle: a score, a lottery's numbers (absent: none) */
  headline?: string
  /** a lottery's result numbers, drawn as balls in place of the headline */
  balls?: string[]
  /** a small line under the headline: the minute, the status */
  subline?: string
  /** up to four lines of text below (fewer under a headline) */
  lines: string[]
  /** record chips (近20场 12中 8黑, 命中率 60%…) */
  chips?: string[]
  /** the top band's colour (a team's), #rrggbb */
  accent?: string
}

/** the size of the text lines and the width they may take, for a feature that breaks a long text into lines */
export const CARD_LINE_SIZE = 22
export const CARD_TEXT_WIDTH = 452

/** the picture for an unknown or deleted item: says so, never an error */
export const PLACEHOLDER_CARD: ShareCardContent = {
  badge: '体育',
  title: '内容不存在或已删除',
  headline: '体育',
  lines: ['打开体育查看比分、专家分析与开奖'],
}
