import type { ExpertListRow } from '../../types/api/experts'
import { EXPERT_SORT_TEXT, HIT_RATE_DEFINITION, HIT_RATE_LABEL, streakText, tallyCountsText, honestRecordText } from '../../types/expert-rules'
import type { TabFirstScreenData } from '../../types/tab-first-screen'
import { esc, sectionTitle, tabPage } from './h5FirstScreen'

/**
 * The 专家 tab's first screen (src/pages/expert/expert.tsx) as HTML, from the answers it starts
 * with (mocks/http/h5TabFirstScreens.ts writes it as a template): the two links, 本月名家, and the
 * 命中率 ranking with its filters and the rows a screen shows. Class names as the components';
 * tests/e2e/tabs.test.ts compares the two.
 */

const RANKING_SORTS = ['hit_rate', 'streak', 'return', 'followers'] as const

/** Text numberOfLines={1} as Taro's H5 draws it */
const oneLine = (cls: string, text: string) =>
  `<span class="taro-text__lines ${cls}" style="-webkit-line-clamp:1;-webkit-box-orient:vertical">${esc(text)}</span>`

/**
 * Avatar (src/components/Avatar): the picture, or the name's first character on a disc. A picture
 * uploaded here (a path) is drawn by the app as the thumbnail its screen needs (?w=, from the
 * device's pixels, which the server does not know): the shell draws the disc in its box instead of
 * fetching another size, and the picture comes with the page, in the same box.
 */
function avatar(url: string, name: string): string {
  if (/^https?:/.test(url)) return `<div class="taro-img avatar avatar--medium"><img class="taro-img__mode-aspectfill" src="${esc(url)}"></div>`
  return `<div class="avatar avatar--medium avatar--default"><span class="avatar__mark avatar__mark--medium">${esc([...name][0] ?? '球')}</span></div>`
}

/** FamousExperts: nothing while there is nobody */
function famous(rows: readonly ExpertListRow[]): string {
  if (rows.length === 0) return ''
  const items = rows.map((r) => '<div class="famous-experts__item">' + avatar(r.avatar, r.nickname) + oneLine('famous-experts__name', r.nickname)
    + `<span class="famous-experts__rate">${esc(r.month.settled > 0 ? tallyCountsText('本月', r.month) : '本月暂无')}</span>`
    + (r.month.hits + r.month.misses > 0 ? `<span class="famous-experts__rate">命中率${r.month.hit_rate}%（走水不计）</span>` : '')
    + '</div>')
  return `<div class="famous-experts">${sectionTitle('本月名家', '名家榜')}<div class="taro-scroll taro-scroll-view__scroll-x famous-experts__row">${items.join('')}</div></div>`
}

/** ExpertRow of the 命中率 ranking (src/features/experts/components/ExpertRow) */
function expertRow(r: ExpertListRow, rank: number): string {
  const streak = streakText(r.streak)
  return '<div><div class="expert-row">'
    + `<span class="expert-row__rank${rank <= 3 ? ' expert-row__rank--top' : ''}">${rank}</span>${avatar(r.avatar, r.nickname)}`
    + `<div class="expert-row__who"><div class="expert-row__line"><span class="expert-row__name">${esc(r.nickname)}</span>${streak ? `<span class="expert-row__streak">${streak}</span>` : ''}</div>`
    + (r.title !== '' ? `<span class="expert-row__title">${esc(r.title)}</span>` : '')
    + `<div class="expert-row__line"><span class="expert-row__recent">${esc(honestRecordText(r.record))}</span>${r.on_sale > 0 ? `<span class="expert-row__sale">${r.on_sale}场在售</span>` : ''}</div></div>`
    + `<div class="expert-row__figure"><span class="expert-row__figure-value">${r.hit_rate}%</span><span class="expert-row__figure-label">${HIT_RATE_LABEL}</span></div>`
    + `<div class="follow-button${r.followed ? ' follow-button--on' : ''}"><span class="follow-button__text">${r.followed ? '已关注' : '+ 关注'}</span></div>`
    + '</div></div>'
}

/** ExpertRanking on 命中率, every competition, every region */
function ranking(data: NonNullable<TabFirstScreenData['expert']>): string {
  const tabs = RANKING_SORTS.map((k, i) => `<div class="segment-tabs__item segment-tabs__item--line${i === 0 ? ' segment-tabs__item--active segment-tabs__item--line-active' : ''}">`
    + oneLine(`segment-tabs__text segment-tabs__text--line${i === 0 ? ' segment-tabs__text--line-active' : ''}`, EXPERT_SORT_TEXT[k]) + '</div>')
  const chip = (label: string, on: boolean) => `<div class="expert-ranking__chip${on ? ' expert-ranking__chip--on' : ''}"><span class="expert-ranking__chip-text${on ? ' expert-ranking__chip-text--on' : ''}">${esc(label)}</span></div>`
  const leagues = data.leagues.length > 0
    ? `<div class="taro-scroll taro-scroll-view__scroll-x expert-ranking__leagues">${chip('全部赛事', true)}${data.leagues.map((l) => chip(l.short_name, false)).join('')}</div>`
    : ''
  const rows = data.ranking.list.length > 0
    ? data.ranking.list.map((r, i) => expertRow(r, i + 1)).join('')
    : ''
  return `<div class="expert-ranking"><div class="segment-tabs segment-tabs--line">${tabs.join('')}</div>${leagues}`
    + '<div class="selector-bar"><span class="selector-bar__label">地区</span><span class="selector-bar__value">全部地区</span><span class="selector-bar__action">选择 ›</span></div>'
    + `<span class="expert-ranking__definition">${HIT_RATE_DEFINITION}</span><div class="list-view">${rows}</div></div>`
}

/** the 专家 tab as its first render draws it from these answers */
export function renderExpertFirstScreen(data: NonNullable<TabFirstScreenData['expert']>): string {
  const link = (title: string, text: string) => `<div class="expert-page__link"><span class="expert-page__link-title">${title}</span><span class="expert-page__link-text">${text}</span></div>`
  return tabPage('专家', `<div class="expert-page__links">${link('擂台', '免费参赛，周榜月榜')}${link('全部专家', '按玩法与地区查找')}</div>`
    + famous(data.famous.list) + ranking(data))
}
