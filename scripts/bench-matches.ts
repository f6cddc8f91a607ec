/**
 * Matches performance (docs/benchmarks.md): `npm run bench:matches`.
 *
 * 1. First screen: the matches tab of the production H5 build, in Chromium (phone viewport), on a
 *    day of 1,000 matches: milliseconds from navigation start to the first match row on screen.
 * 2. Live patch: a poll answer with 50 changed rows: milliseconds from the answer's arrival to
 *    the last DOM change in a match row.
 * 3. weapp main package size (the match detail lives in the msyng subpackage).
 *
 * The API is answered in the browser (Playwright routes) with a synthetic day, so the figures
 * measure the app, not the stand-in server. Builds go to the OS temp folder unless
 * BENCH_H5_DIR / BENCH_WEAPP_DIR name existing builds; BENCH_SKIP_WEAPP=1 skips step 3.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Page, type Route } from 'playwright-core'
import type { MatchRow } from '../types/football'

const root = path.resolve(__dirname, '..')
const ROWS = 1000
const CHANGED = 50
const RUNS = 3
const BUDGET_FIRST_SCREEN_MS = 1000
const BUDGET_PATCH_MS = 50
const BUDGET_MAIN_PACKAGE = 1.2 * 1024 * 1024
const ORIGIN = 'http://bench.local'
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

function build(type: 'h5' | 'weapp', envDir: string | undefined): string {
  if (envDir) return path.resolve(envDir)
  const out = path.join(os.tmpdir(), `bench-matches-${type}`)
  console.log(`[bench] building ${type} into ${out} ...`)
  const res = spawnSync(path.join(root, 'node_modules/.bin/taro'), ['build', '--type', type], {
    cwd: root,
    env: { ...process.env, TARO_OUTPUT: out, TARO_APP_API_BASE: '/', NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (res.status !== 0) throw new Error(`${type} build failed:\n${(res.stdout + res.stderr).slice(-3000)}`)
  return out
}

function matchRow(i: number, score: string): MatchRow {
  const league = { id: 1 + (i % 30), name: `联赛${i % 30}`, short_name: `联赛${i % 30}`, color: '#3a1f6b', type: 1 as const, country_id: 1, country_name: '国家' }
  const team = (id: number, name: string) => ({ id, name, short_name: name, logo: { color: '#c00', text: name.slice(0, 1) } })
  return {
    id: i + 1, league_id: league.id, season_id: 1, league,
    home_team: team(2 * i, `主队${i}`), away_team: team(2 * i + 1, `客队${i}`),
    status_id: 1, status_text: '上半场', start_at: Date.now() - 30 * 60_000, start_at_time: '2026-11-22 20:00',
    elapsed: 30, elapsed_text: "30'", current_score: score, half_score: '', full_score: '', extra_score: '', penalty_score: '',
    home_red: 0, away_red: 0, home_yellow: 0, away_yellow: 0, home_corner: 0, away_corner: 0, round: 1, stage: '常规赛', followed: false,
  }
}

const envelope = (data: unknown) => JSON.stringify({ code: 1, msg: 'ok', data })

/** answers the app's API calls with a synthetic day; `changes` is what the next poll returns */
function apiRoute(state: { changes: MatchRow[] }) {
  const day = Array.from({ length: ROWS }, (_, i) => matchRow(i, '0:0'))
  return async (route: Route) => {
    const url = new URL(route.request().url())
    const form = new URLSearchParams(route.request().postData() ?? '')
    let data: unknown = null
    if (url.pathname.endsWith('/api/Game/get')) {
      const page = Number(form.get('page') ?? 1)
      const limit = Number(form.get('limit') ?? 20)
      const list = day.slice((page - 1) * limit, page * limit)
      data = { list, page, limit, total: ROWS, has_more: page * limit < ROWS, server_time: Date.now() }
    } else if (url.pathname.endsWith('/api/Game/immediately')) {
      data = { server_time: Date.now(), list: state.changes }
      state.changes = []
    } else if (url.pathname.endsWith('/api/Game/List_of_events')) {
      data = []
    }
    await route.fulfill({ status: 200, contentType: 'application/json', body: envelope(data) })
  }
}

function staticRoute(h5Dir: string) {
  return async (route: Route) => {
    const url = new URL(route.request().url())
    const rel = url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname.slice(1))
    const file = path.join(h5Dir, rel)
    if (!file.startsWith(h5Dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) return route.fulfill({ status: 404, body: '' })
    const type = file.endsWith('.js') ? 'application/javascript' : file.endsWith('.css') ? 'text/css' : file.endsWith('.html') ? 'text/html' : 'application/octet-stream'
    await route.fulfill({ status: 200, contentType: type, body: fs.readFileSync(file) })
  }
}

/** in the page: when the first match row appears, and when match rows last changed after a poll answer */
const INSTRUMENT = `
  window.__bench = { firstRow: 0, patchStart: 0, lastRowMutation: 0 };
  const isRow = (n) => n && n.nodeType === 1 ? n.closest('[data-testid^="match-row-"]') : n && n.parentElement && n.parentElement.closest('[data-testid^="match-row-"]');
  new MutationObserver((records) => {
    const now = performance.now();
    for (const r of records) {
      if (!window.__bench.firstRow && document.querySelector('[data-testid^="match-row-"]')) window.__bench.firstRow = now;
      if (window.__bench.patchStart && isRow(r.target)) window.__bench.lastRowMutation = now;
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  const realFetch = window.fetch;
  window.fetch = async (...args) => {
    const res = await realFetch(...args);
    if (String(args[0]).includes('Game/immediately')) { window.__bench.patchStart = performance.now(); window.__bench.lastRowMutation = 0; }
    return res;
  };
`

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function openMatches(page: Page): Promise<number> {
  await page.goto(`${ORIGIN}/#/pages/competition/competition`)
  await page.waitForSelector('[data-testid^="match-row-"]', { timeout: 30_000 })
  return page.evaluate(() => (window as unknown as { __bench: { firstRow: number } }).__bench.firstRow)
}

async function measurePatch(page: Page, state: { changes: MatchRow[] }, run: number): Promise<number> {
  state.changes = Array.from({ length: CHANGED }, (_, i) => matchRow(i, `${run + 1}:0`))
  await page.waitForFunction(() => (window as unknown as { __bench: { lastRowMutation: number } }).__bench.lastRowMutation > 0, null, { timeout: 30_000 })
  await page.waitForTimeout(500)
  return page.evaluate(() => {
    const b = (window as unknown as { __bench: { patchStart: number; lastRowMutation: number } }).__bench
    const ms = b.lastRowMutation - b.patchStart
    b.patchStart = 0
    return ms
  })
}

function mainPackageBytes(dist: string): number {
  const app = JSON.parse(fs.readFileSync(path.join(dist, 'app.json'), 'utf8')) as { subPackages?: { root: string }[] }
  const skip = new Set((app.subPackages ?? []).map((p) => path.join(dist, p.root.replace(/\/$/, ''))))
  const walk = (dir: string): number =>
    fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => {
      const p = path.join(dir, e.name)
      if (skip.has(p)) return n
      return n + (e.isDirectory() ? walk(p) : fs.statSync(p).size)
    }, 0)
  return walk(dist)
}

async function main() {
  const h5Dir = build('h5', process.env.BENCH_H5_DIR)
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
  const firstScreens: number[] = []
  const patches: number[] = []
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true })
      const state = { changes: [] as MatchRow[] }
      await context.route(`${ORIGIN}/api/**`, apiRoute(state))
      await context.route(`${ORIGIN}/**`, async (route) => {
        if (new URL(route.request().url()).pathname.startsWith('/api/')) return route.fallback()
        return staticRoute(h5Dir)(route)
      })
      await context.addInitScript(INSTRUMENT)
      const page = await context.newPage()
      firstScreens.push(await openMatches(page))
      patches.push(await measurePatch(page, state, run))
      await context.close()
    }
  } finally {
    await browser.close()
  }
  const first = median(firstScreens)
  const patch = median(patches)
  console.log(`[bench] first screen with ${ROWS} matches: ${firstScreens.map((x) => x.toFixed(0)).join(' / ')} ms (median ${first.toFixed(0)} ms, budget ${BUDGET_FIRST_SCREEN_MS})`)
  console.log(`[bench] live patch of ${CHANGED} rows: ${patches.map((x) => x.toFixed(1)).join(' / ')} ms (median ${patch.toFixed(1)} ms, budget ${BUDGET_PATCH_MS})`)
  let ok = first < BUDGET_FIRST_SCREEN_MS && patch < BUDGET_PATCH_MS
  if (process.env.BENCH_SKIP_WEAPP !== '1') {
    const bytes = mainPackageBytes(build('weapp', process.env.BENCH_WEAPP_DIR))
    console.log(`[bench] weapp main package: ${(bytes / 1024).toFixed(0)} KB (budget ${(BUDGET_MAIN_PACKAGE / 1024).toFixed(0)} KB)`)
    ok = ok && bytes < BUDGET_MAIN_PACKAGE
  }
  console.log(ok ? '[bench] within budget' : '[bench] OVER BUDGET')
  process.exitCode = ok ? 0 : 1
}

void main()
