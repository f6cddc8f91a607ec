import type { FastifyInstance } from 'fastify'
import type { MatchRow } from '../../types/football'
import { HOME_FREE_ENTRIES, HOME_PAID_ENTRIES } from '../../types/app-entries'
import {
  HOME_FIRST_SCREEN_DATA_ID,
  HOME_HOT_ASKED,
  HOME_LIVE_COUNT,
  HOME_NOTICE_COUNT,
  homeHotRows,
  type HomeFirstScreenData,
} from '../../types/home-first-screen'

/**
 * The H5 home's first screen, written into the index.html the stand-in serves (docs/benchmarks.md). A phone that runs the app's scripts slowly still sees the home at once: the
 * screen is HTML drawn before any script has run, and the app starts with the same answers
 * (a JSON block) instead of asking for them, so its first render looks the same and replaces the
 * HTML without a jump (src/platform/appShell.ts removes it when the page has mounted).
 *
 * The markup mirrors what the home renders (src/pages/index/index.tsx and the components it
 * uses), with the same class names; their styles are in the app's first stylesheet
 * (src/homeFirstScreenStyles.ts imports them), so both are drawn by the same rules. The server imports
 * nothing from src/, so the structure is repeated here and an e2e test compares the two
 * (tests/e2e/tabs.test.ts).
 */

/** asks the stand-in's own API as the app would (no login), the answer's data or a throw */
export function ownApi(app: FastifyInstance) {
  return async <T>(url: string, payload: Record<string, unknown>): Promise<T> => {
    const res = await app.inject({ method: 'POST', url: `/${url}`, payload })
    const body = res.json() as { code: number; data: T }
    if (res.statusCode !== 200 || body.code !== 1) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`)
    return body.data
  }
}

/** the home's answers, asked of the stand-in's own API as the app would ask (no login: the home shows nothing personal) */
export async function homeFirstScreenData(app: FastifyInstance): Promise<HomeFirstScreenData | null> {
  const call = ownApi(app)
  try {
    const [notices, live, hot, pay] = await Promise.all([
      call<{ list: HomeFirstScreenData['notices'] }>('api/game/system_notification', { page: 1, limit: HOME_NOTICE_COUNT }),
      call<{ list: MatchRow[] }>('api/Game/get', { status: 'live', page: 1, limit: HOME_LIVE_COUNT }),
      call<{ list: MatchRow[] }>('api/Game/syzygote', { page: 1, limit: HOME_HOT_ASKED }),
      call<{ pay: boolean }>('api/User/w', {}),
    ])
    return { notices: notices.list, live: live.list, hot: homeHotRows(hot.list, live.list), pay: pay.pay }
  } catch (e) {
    // the app asks for them itself then, as on any other host
    app.log.warn(`home first screen not prefilled: ${(e as Error).message}`)
    return null
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c])

/** MatchRow's countdown window and format (src/features/match/components/MatchRow, src/utils/countdown.ts) */
const COUNTDOWN_WINDOW_MS = 60 * 60 * 1000
const pad2 = (n: number) => String(n).padStart(2, '0')
function countdown(ms: number): string {
  const total = ms > 0 ? Math.floor(ms / 1000) : 0
  return `${pad2(Math.floor(total / 3600))}:${pad2(Math.floor((total % 3600) / 60))}:${pad2(total % 60)}`
}
const isLive = (status: number) => status >= 1 && status <= 5
/** '2-1' from the API's '2:1' (types/score.ts accepts either separator); '' when there is none */
function dashed(raw: string): string {
  const m = /^\s*(\d+)\s*[-:]\s*(\d+)\s*$/.exec(raw ?? '')
  return m ? `${Number(m[1])}-${Number(m[2])}` : ''
}

/** one text line cut with an ellipsis (Taro's Text numberOfLines={1}) */
export const oneLine = (cls: string, text: string, style = '') =>
  `<span class="${cls} fs-lines"${style ? ` style="${style}"` : ''}>${esc(text)}</span>`

/** FollowStar on a list row (src/features/match/components/FollowStar), drawn when the list has one */
const followStar = (on: boolean) =>
  `<div class="follow-star follow-star--row${on ? ' follow-star--row-on' : ''}"><span class="follow-star__glyph follow-star__glyph--row${on ? ' follow-star__glyph--on' : ''}">${on ? '★' : '☆'}</span></div>`

/** MatchRow (src/features/match/components/MatchRow); `star`: with the follow star, as the 赛事 list draws it */
export function matchRow(m: MatchRow, now: number, star = false): string {
  const live = isLive(m.status_id)
  const notStarted = m.status_id === 0
  const soon = notStarted && m.start_at > now && m.start_at - now <= COUNTDOWN_WINDOW_MS
  const main = notStarted || m.status_id === 9
    ? '<span class="match-row__vs">VS</span>'
    : `<span class="match-row__score${live ? ' match-row__score--live' : ''}">${esc(dashed(m.current_score) || '-')}</span>`
  const half = dashed(m.half_score)
  const under = soon
    ? `<span class="match-row__countdown">${countdown(m.start_at - now)}</span>`
    : half ? `<span class="match-row__half">半场 ${esc(half)}</span>` : ''
  const status = live
    ? `<span class="match-row__minute">${esc(m.elapsed_text || m.status_text)}</span>`
    : notStarted ? '' : `<span class="match-row__status">${esc(m.status_text)}</span>`
  const red = (n: number) => (n > 0 ? `<span class="match-row__red">${n}</span>` : '')
  return '<div class="match-row">'
    + `<div class="match-row__meta">${oneLine('match-row__league', m.league.short_name, `color:${esc(m.league.color)}`)}`
    + `<span class="match-row__time">${esc(m.start_at_time.slice(11, 16))}</span>${status}</div>`
    + '<div class="match-row__teams">'
    + `<div class="match-row__team match-row__team--home">${red(m.home_red)}${oneLine('match-row__name', m.home_team.short_name)}</div>`
    + `<div class="match-row__centre">${main}${under}</div>`
    + `<div class="match-row__team match-row__team--away">${oneLine('match-row__name', m.away_team.short_name)}${red(m.away_red)}</div>`
    + `</div>${star ? followStar(m.followed) : ''}</div>`
}

function section(title: string, more: string, rows: MatchRow[] | null, empty: string, now: number): string {
  const head = sectionTitle(title, more)
  if (rows === null) return head
  if (rows.length === 0) return `${head}<div class="fs-empty">${empty}</div>`
  return head + rows.map((m) => matchRow(m, now)).join('')
}

/** a tab page's frame (PageShell with NavBar: no back button, the share button) around its body */
export function tabPage(title: string, body: string): string {
  const nav = '<div class="nav-bar" style="height:44px"><div class="nav-bar__fixed" style="padding-top:0;height:44px">'
    + '<div class="nav-bar__side" style="width:80px"></div>' + oneLine('nav-bar__title', title)
    + '<div class="nav-bar__side nav-bar__side--right" style="width:80px;padding-right:0"><div class="nav-bar__action"><span class="at-icon at-icon-share" style="font-size:0.9rem;color:#fff"></span></div></div>'
    + '</div></div>'
  return `<div class="page-shell page-shell--tab">${nav}<div class="page-shell__body">${body}</div></div>`
}

/** Icon (src/components/Icon): a glyph of the icon font, its size in px of a 375 px screen */
export const icon = (name: string, size: number, color: string) =>
  `<span class="at-icon at-icon-${name}" style="font-size:${size / 20}rem;color:${color}"></span>`

/** SectionTitle: a heading with its link to the full list */
export const sectionTitle = (title: string, more: string) =>
  `<div class="section-title"><span class="section-title__text">${esc(title)}</span><span class="section-title__more">${esc(more)} ›</span></div>`

/**
 * The home page as its first render draws it from these answers: nav bar, search box, entries,
 * the first notice, the live and hot sections. Without data: nav bar and search box only.
 */
export function renderHomeFirstScreen(data: HomeFirstScreenData | null, now: number): string {
  const search = '<div class="home__search"><span class="home__search-box">请输入关键词</span></div>'
  let body = search
  if (data) {
    // the app's entries (types/app-entries.ts), the paid ones only with the pay module
    const entries = [...HOME_FREE_ENTRIES, ...(data.pay ? HOME_PAID_ENTRIES : [])]
      .map(({ label, mark, color }) => `<div class="home-entries__item"><div class="home-entries__badge" style="background-color:${color}"><span class="home-entries__mark">${mark}</span></div><span class="home-entries__label">${label}</span></div>`)
      .join('')
    const notice = data.notices[0]
    body += `<div class="home-entries">${entries}</div>`
      + (notice ? `<div class="notice-ticker"><span class="notice-ticker__tag">公告</span><div class="notice-ticker__item">${oneLine('notice-ticker__title', notice.title)}</div></div>` : '')
      + section('正在进行', '全部比赛', data.live, '暂无进行中的比赛', now)
      + section('热门比赛', '更多', data.hot, '暂无热门比赛', now)
  }
  return tabPage('体育', body)
}

/** a data block the app reads (src/platform/homeFirstScreen.ts); `<` escaped so no text can end the block */
export function jsonScript(id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
  return `<script type="application/json" id="${id}">${json}</script>`
}

/** the home's data block */
export const homeFirstScreenScript = (data: HomeFirstScreenData) => jsonScript(HOME_FIRST_SCREEN_DATA_ID, data)

/** src/index.html's app shell, from its opening tag to the empty element that ends it (comments do not survive the build) */
const SHELL_SLOT = /<div id="app-shell"([^>]*)>[\s\S]*?(<i id="app-shell-end"[^>]*><\/i>)/

/**
 * index.html with the home's first screen in its app shell and the data before the app's scripts;
 * `tabs`: the other tabs' templates (after the shell's end, where src/index.html's inline script
 * finds them) and their data block (mocks/http/h5TabFirstScreens.ts)
 */
export function withHomeFirstScreen(indexHtml: string, data: HomeFirstScreenData | null, now: number, tabs = { templates: '', script: '' }): string {
  if (!SHELL_SLOT.test(indexHtml)) return indexHtml
  const shell = indexHtml.replace(SHELL_SLOT, (_m, attrs: string, end: string) => `<div id="app-shell"${attrs}>${renderHomeFirstScreen(data, now)}${end}${tabs.templates}`)
  return shell.replace('<div id="app">', `${data ? homeFirstScreenScript(data) : ''}${tabs.script}<div id="app">`)
}
