import type { FastifyInstance } from 'fastify'
import type { MatchRow } from '../../types/football'
import {
  HOME_FIRST_SCREEN_DATA_ID,
  HOME_HOT_ASKED,
  HOME_LIVE_COUNT,
  HOME_NOTICE_COUNT,
  homeHotRows,
  type HomeFirstScreenData,
} from '../../types/home-first-screen'
import type { FirstScreenRenderer } from '../../types/tab-first-screen'
import { firstScreenRenderer } from './h5FirstScreenRenderer'
import type { IndexPage } from './h5Static'
import { tabFirstScreenData, tabFirstScreens } from './h5TabFirstScreens'

/**
 * The H5 first screens, written into the index.html the stand-in serves (docs/benchmarks.md). A
 * phone that runs the app's scripts slowly still sees the page at once: the home's first screen is
 * HTML in the app shell, drawn before any script has run, and the app starts with the same answers
 * (a JSON block) instead of asking for them, so its first render looks the same and replaces the
 * HTML without a jump (src/platform/appShell.ts removes it when the page has mounted). The other
 * tabs' first screens follow as templates (h5TabFirstScreens.ts).
 *
 * This file asks for the answers and places what the renderer drew; the HTML itself comes from the
 * pages' own components (src/firstScreen/, bundled by h5FirstScreenRenderer.ts), so it cannot
 * differ from what the page draws.
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
 * index.html with `homeHtml` (the home's first screen) in its app shell and its data before the
 * app's scripts; `tabs`: the other tabs' templates (after the shell's end, where src/index.html's
 * inline script finds them) and their data block (h5TabFirstScreens.ts)
 */
export function withHomeFirstScreen(indexHtml: string, data: HomeFirstScreenData | null, homeHtml: string, tabs = { templates: '', script: '' }): string {
  if (!SHELL_SLOT.test(indexHtml)) return indexHtml
  const shell = indexHtml.replace(SHELL_SLOT, (_m, attrs: string, end: string) => `<div id="app-shell"${attrs}>${homeHtml}${end}${tabs.templates}`)
  return shell.replace('<div id="app">', `${data ? homeFirstScreenScript(data) : ''}${tabs.script}<div id="app">`)
}

/** index.html with every first screen, drawn by `renderer` from the answers at the stand-in's clock `now` */
export async function withFirstScreens(app: FastifyInstance, indexHtml: string, renderer: FirstScreenRenderer, now: number): Promise<string> {
  const [home, tabs] = await Promise.all([homeFirstScreenData(app), tabFirstScreenData(app, now)])
  return withHomeFirstScreen(indexHtml, home, renderer.home(home, now), tabFirstScreens(renderer, tabs, home?.pay ?? false, now))
}

/**
 * `page` for registerH5 (h5Static.ts): index.html with its first screens, per request; `warm`
 * builds the renderer ahead (the stand-in calls it once it serves an H5 build), so the first
 * visitor does not wait for it. Should the build fail, index.html goes out as built (the app asks
 * for its answers itself) and the log says why.
 */
export function firstScreensPage(app: FastifyInstance, now: () => number): { page: IndexPage; warm: () => void } {
  let renderer: Promise<FirstScreenRenderer | null> | null = null
  const ready = async () => (renderer ??= firstScreenRenderer().catch((e: unknown) => {
    app.log.error(`H5 first screens not drawn: ${(e as Error).message}`)
    return null
  }))
  return {
    page: async (indexHtml) => {
      const render = await ready()
      return render ? await withFirstScreens(app, indexHtml, render, now()) : indexHtml
    },
    warm: () => void ready(),
  }
}
