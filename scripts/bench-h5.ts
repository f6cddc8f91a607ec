/**
 * H5 speed (docs/benchmarks.md): `npm run bench:h5`.
 *
 * Builds the production H5 app (or takes BENCH_H5_DIR), serves it from the stand-in server as
 * `npm start` does (pre-compressed, cache headers), then measures:
 *   1. the JS that `/` loads before its first screen, as sent over the wire (brotli), in Chromium
 *      at a phone viewport: every script answered before the home page's search bar shows;
 *   2. the bytes of the whole first load of `/` (HTML, CSS, JS, icon) over the wire;
 *   3. Lighthouse 12 mobile performance of `/` and of every other tab, median of 3 runs each, with
 *      Total Blocking Time and Largest Contentful Paint of `/` (budgets 300 ms and 2.0 s);
 *   4. the same Lighthouse figures for a bare Taro 4 H5 page (one empty page, built with this
 *      project's config into a temp folder, served by a second stand-in server the same way),
 *      measured in turn with `/` in the same run: Lighthouse's simulated CPU follows the machine's
 *      load, so the bare page says what this machine can score at all right now. Every figure is
 *      printed with the 1-minute load average at its start.
 * Also checks the headers a cache relies on. Exits 1 when a budget is missed.
 * BENCH_BARE_DIR takes a bare build already made; BENCH_HOME_ONLY=1 skips the other tabs;
 * BENCH_TABS=pages/competition/competition,... measures only those tabs (default: every tab of the tab bar).
 * Every tab (the home included) has the issue-25 goal: score ≥ 0.95 and LCP ≤ 1.5 s.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Request } from 'playwright-core'
import { buildH5 } from './bench/otherTree'
import { startServerProcess } from '../tests/e2e/serverProcess'
import freePort from '../tests/e2e/freePort'

const root = path.resolve(__dirname, '..')
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
const RUNS = Number(process.env.BENCH_RUNS || 3)
const BUDGET_FIRST_SCREEN_JS = 150 * 1024
const BUDGET_LIGHTHOUSE = 0.9
const BUDGET_TBT_MS = 300
const BUDGET_LCP_MS = 2000
/** issue 25 item 7: every tab, drawn as fast as the home */
const BUDGET_TAB_SCORE = 0.95
const BUDGET_TAB_LCP_MS = 1500
/** the tab bar's pages other than the home (src/app.config.ts tabBar.list) */
const OTHER_TABS = ['pages/competition/competition', 'pages/winnow/winnow', 'pages/expert/expert', 'pages/user/user']

function build(): string {
  if (process.env.BENCH_H5_DIR) return path.resolve(process.env.BENCH_H5_DIR)
  const out = path.join(os.tmpdir(), 'bench-h5')
  buildH5(root, out, 'bench:h5')
  return out
}

/**
 * Taro's default index.html; the config writes no tags into it (htmlPluginOption inject false), so
 * it gets the stylesheet link and the script loader of src/index.html, the same lines
 */
function bareTemplate(): string {
  const ours = fs.readFileSync(path.join(root, 'src/index.html'), 'utf8')
  const css = /^.*htmlWebpackPlugin\.files\.css.*$/m.exec(ours)?.[0]
  const loader = /^.*htmlWebpackPlugin\.files\.js.*$/m.exec(ours)?.[0]
  if (!css || !loader) throw new Error('src/index.html: no stylesheet or script lines to give the bare page')
  return fs
    .readFileSync(path.join(root, 'node_modules/@tarojs/cli/templates/default/src/index.html'), 'utf8')
    .replace('{{ projectName }}', 'bare')
    .replace('</head>', `${css}\n</head>`)
    .replace('</body>', `${loader}\n</body>`)
}

/**
 * The reference: Taro's own starter (one page, a View and a Text, Taro's default index.html) in a
 * temp project that shares this project's config/, babel config, tsconfig and node_modules, so the
 * only difference to `/` is the app itself.
 */
function buildBare(): string {
  if (process.env.BENCH_BARE_DIR) return path.resolve(process.env.BENCH_BARE_DIR)
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-h5-bare-src-'))
  for (const name of ['config', 'babel.config.js', 'tsconfig.json', 'package.json']) fs.cpSync(path.join(root, name), path.join(project, name), { recursive: true })
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'), 'dir')
  const files: Record<string, string> = {
    'src/favicon.svg': fs.readFileSync(path.join(root, 'src/favicon.svg'), 'utf8'),
    'src/app.config.ts': "export default defineAppConfig({ pages: ['pages/index/index'], window: { navigationBarTitleText: 'bare' } })\n",
    'src/app.ts': "import type { PropsWithChildren } from 'react'\nimport './app.css'\n\nfunction App({ children }: PropsWithChildren) {\n  return children\n}\n\nexport default App\n",
    'src/app.css': '',
    'src/pages/index/index.config.ts': "export default definePageConfig({ navigationBarTitleText: '首页' })\n",
    'src/pages/index/index.css': '.index { padding: 20px; }\n',
    'src/pages/index/index.tsx': "import { Text, View } from '@tarojs/components'\nimport './index.css'\n\nexport default function Index() {\n  return (\n    <View className='index'>\n      <Text>Hello world!</Text>\n    </View>\n  )\n}\n",
    'src/index.html': bareTemplate(),
    'types/.keep': '',
  }
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(project, name)), { recursive: true })
    fs.writeFileSync(path.join(project, name), text)
  }
  const out = path.join(os.tmpdir(), 'bench-h5-bare')
  try {
    buildH5(project, out, 'bench:h5')
  } finally {
    fs.rmSync(project, { recursive: true, force: true })
  }
  return out
}

interface Transfer {
  url: string
  type: string
  /** bytes over the wire: the encoded body */
  wire: number
  encoding: string
}

/**
 * Loads `/` once in a fresh browser. What counts before the first screen: every script the page
 * asked for before the home page's search bar showed (what is fetched later, such as the 社区
 * board below the fold, is not needed to draw it).
 */
async function firstLoad(origin: string): Promise<{ beforeFirstScreen: Transfer[]; all: Transfer[]; firstScreenMs: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' })
    const page = await context.newPage()
    const askedAt = new Map<Request, number>()
    const all: (Transfer & { askedAt: number })[] = []
    const pending: Promise<void>[] = []
    page.on('request', (req) => void askedAt.set(req, Date.now()))
    page.on('requestfinished', (req) => {
      pending.push(
        (async () => {
          const res = await req.response()
          const sizes = await req.sizes()
          const encoding = (await res?.headerValue('content-encoding')) ?? ''
          all.push({ url: req.url(), type: req.resourceType(), wire: sizes.responseBodySize, encoding, askedAt: askedAt.get(req) ?? 0 })
        })(),
      )
    })
    const started = Date.now()
    await page.goto(origin + '/', { waitUntil: 'commit' })
    await page.locator('[data-testid="home-search"]').first().waitFor({ state: 'visible', timeout: 60_000 })
    const shownAt = Date.now()
    await page.waitForLoadState('networkidle')
    await Promise.all(pending)
    return { beforeFirstScreen: all.filter((t) => t.askedAt <= shownAt), all, firstScreenMs: shownAt - started }
  } finally {
    await browser.close()
  }
}

/** the headers a browser and a CDN rely on for `/`, a hashed script and the icon */
async function checkHeaders(origin: string, scriptUrl: string): Promise<string[]> {
  const problems: string[] = []
  const get = (url: string, encoding: string) => fetch(url, { headers: { 'accept-encoding': encoding } })
  const html = await get(origin + '/', 'br, gzip')
  if (html.headers.get('content-encoding') !== 'br') problems.push(`/ is not sent brotli-compressed (${html.headers.get('content-encoding')})`)
  if (!/no-cache/.test(html.headers.get('cache-control') ?? '')) problems.push(`/ is not revalidated (cache-control: ${html.headers.get('cache-control')})`)
  const gz = await get(scriptUrl, 'gzip')
  if (gz.headers.get('content-encoding') !== 'gzip') problems.push('a browser without brotli does not get gzip')
  const br = await get(scriptUrl, 'br')
  if (!/immutable/.test(br.headers.get('cache-control') ?? '')) problems.push(`hashed scripts are not immutable (${br.headers.get('cache-control')})`)
  if (!/accept-encoding/i.test(br.headers.get('vary') ?? '')) problems.push('Vary: Accept-Encoding is missing')
  const icon = await get(origin + '/favicon.svg', 'br')
  if (icon.status !== 200) problems.push(`the icon answers ${icon.status}`)
  return problems
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

interface LighthouseRun {
  score: number
  tbtMs: number
  lcpMs: number
  fcpMs: number
  /** 1-minute load average when the run started */
  load: number
}

/** one Lighthouse mobile performance run of `url` in a fresh Chromium */
async function lighthouseRun(url: string): Promise<LighthouseRun> {
  // ESM-only packages: loaded when the bench runs, never by the app or the tests
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  const load = os.loadavg()[0]
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS })
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })
    const lhr = result?.lhr
    const score = lhr?.categories.performance.score
    if (!lhr || typeof score !== 'number') throw new Error(`Lighthouse gave no score for ${url}: ${lhr?.runtimeError?.message ?? ''}`)
    const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN)
    return { score, tbtMs: ms('total-blocking-time'), lcpMs: ms('largest-contentful-paint'), fcpMs: ms('first-contentful-paint'), load }
  } finally {
    await chrome.kill()
  }
}

/** RUNS runs of each url, taken in turn (a, b, a, b, ...) so that each sees the same machine load */
async function lighthouseInTurn(urls: string[]): Promise<LighthouseRun[][]> {
  const runs: LighthouseRun[][] = urls.map(() => [])
  for (let i = 0; i < RUNS; i++) {
    for (const [k, url] of urls.entries()) runs[k].push(await lighthouseRun(url))
  }
  return runs
}

const describeRuns = (runs: LighthouseRun[]) =>
  `${median(runs.map((r) => r.score))} (${runs.map((r) => `${r.score} TBT ${r.tbtMs} LCP ${r.lcpMs} FCP ${r.fcpMs} load ${r.load.toFixed(2)}`).join('; ')})`

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

async function main() {
  const h5Dir = build()
  const bareDir = buildBare()
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-h5-db-'))
  const port = await freePort()
  console.log('[bench:h5] starting the stand-in server (seeds a fresh database) ...')
  const server = await startServerProcess({ port, dbFile: path.join(tmp, 'bench.db'), h5Dir, payModule: true })
  const barePort = await freePort()
  const bareServer = await startServerProcess({ port: barePort, dbFile: path.join(tmp, 'bare.db'), h5Dir: bareDir, payModule: true }).catch(async (e: unknown) => {
    await server.stop()
    throw e
  })
  const origin = `http://127.0.0.1:${port}`
  const bareOrigin = `http://127.0.0.1:${barePort}`
  const failures: string[] = []
  try {
    const loads = []
    for (let i = 0; i < RUNS; i++) loads.push(await firstLoad(origin))
    const load = loads[0]
    const js = (list: Transfer[]) => list.filter((t) => t.type === 'script')
    const jsBefore = median(loads.map((l) => js(l.beforeFirstScreen).reduce((s, t) => s + t.wire, 0)))
    const allBytes = median(loads.map((l) => l.all.reduce((s, t) => s + t.wire, 0)))
    const htmlCssJs = load.all.filter((t) => ['document', 'script', 'stylesheet'].includes(t.type))
    const unencoded = htmlCssJs.filter((t) => t.encoding === '' && t.wire > 1024)
    console.log('\nscripts before the first screen of /:')
    for (const t of js(load.beforeFirstScreen)) console.log(`  ${kb(t.wire).padStart(9)}  ${t.encoding || 'identity'}  ${t.url.replace(origin, '')}`)
    console.log(`first screen of / after ${median(loads.map((l) => l.firstScreenMs))} ms (median, local, no throttling)`)
    if (jsBefore > BUDGET_FIRST_SCREEN_JS) failures.push(`JS before the first screen ${kb(jsBefore)} > ${kb(BUDGET_FIRST_SCREEN_JS)}`)
    if (unencoded.length) failures.push(`sent uncompressed: ${unencoded.map((t) => t.url.replace(origin, '')).join(', ')}`)
    const scriptUrl = js(load.beforeFirstScreen)[0]?.url
    if (scriptUrl) failures.push(...(await checkHeaders(origin, scriptUrl)))

    console.log('\n[bench:h5] Lighthouse (mobile, performance) ...')
    const homeOnly = process.env.BENCH_HOME_ONLY === '1'
    const tabs = homeOnly ? [] : process.env.BENCH_TABS ? process.env.BENCH_TABS.split(',').filter(Boolean) : OTHER_TABS
    const [home, bare, ...tabRuns] = await lighthouseInTurn([origin + '/', bareOrigin + '/', ...tabs.map((t) => `${origin}/#/${t}`)])
    const homeScore = median(home.map((r) => r.score))
    const homeTbt = median(home.map((r) => r.tbtMs))
    const homeLcp = median(home.map((r) => r.lcpMs))
    if (homeScore < BUDGET_LIGHTHOUSE) failures.push(`Lighthouse of / ${homeScore} < ${BUDGET_LIGHTHOUSE}`)
    if (homeTbt > BUDGET_TBT_MS) failures.push(`Total Blocking Time of / ${homeTbt} ms > ${BUDGET_TBT_MS} ms`)
    if (homeLcp > BUDGET_LCP_MS) failures.push(`Largest Contentful Paint of / ${homeLcp} ms > ${BUDGET_LCP_MS} ms`)
    for (const [name, runs] of [['/', home] as const, ...tabs.map((t, i) => [t, tabRuns[i]] as const)]) {
      const score = median(runs.map((r) => r.score))
      const lcp = median(runs.map((r) => r.lcpMs))
      if (score < BUDGET_TAB_SCORE || lcp > BUDGET_TAB_LCP_MS) failures.push(`tab ${name}: Lighthouse ${score} (goal ≥ ${BUDGET_TAB_SCORE}), LCP ${lcp} ms (goal ≤ ${BUDGET_TAB_LCP_MS} ms)`)
    }

    console.log('\n| what | budget | measured |')
    console.log('|---|---|---|')
    console.log(`| JS before the first screen of \`/\` (over the wire) | ≤ ${kb(BUDGET_FIRST_SCREEN_JS)} | ${kb(jsBefore)} |`)
    console.log(`| everything \`/\` loads (HTML, CSS, JS, icon; over the wire) | — | ${kb(allBytes)} |`)
    console.log(`| Lighthouse mobile performance, \`/\` (median of ${RUNS}) | ≥ ${BUDGET_LIGHTHOUSE} | ${describeRuns(home)} |`)
    console.log(`| Total Blocking Time / Largest Contentful Paint of \`/\` (median) | ≤ ${BUDGET_TBT_MS} ms / ≤ ${BUDGET_LCP_MS} ms | ${homeTbt} ms / ${homeLcp} ms |`)
    console.log(`| the same, bare Taro 4 page (same config, same run) | — | ${describeRuns(bare)}; TBT ${median(bare.map((r) => r.tbtMs))} ms, LCP ${median(bare.map((r) => r.lcpMs))} ms |`)
    for (const [i, t] of tabs.entries()) {
      console.log(`| Lighthouse mobile performance, tab \`${t}\` (median of ${RUNS}) | ≥ ${BUDGET_TAB_SCORE}, LCP ≤ ${BUDGET_TAB_LCP_MS} ms | ${describeRuns(tabRuns[i])}; LCP ${median(tabRuns[i].map((r) => r.lcpMs))} ms |`)
    }
  } finally {
    await Promise.all([server.stop(), bareServer.stop()])
    fs.rmSync(tmp, { recursive: true, force: true })
  }
  if (failures.length) {
    console.error(`\n[bench:h5] budget missed:\n- ${failures.join('\n- ')}`)
    process.exit(1)
  }
  console.log('\n[bench:h5] every budget met')
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
})
