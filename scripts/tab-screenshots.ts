/**
 * The tabs before and after a change, side by side (docs/benchmarks.md): `npm run shots:tabs -- <git rev>`.
 *
 * Builds the H5 app of <rev> (default: the parent commit) in a temporary worktree and of this tree
 * (kept in the temp folder by commit for the next run, or SHOTS_REF_H5_DIR / SHOTS_H5_DIR), starts each tree's own stand-in on a fresh database at
 * one frozen moment with the pay module on, and photographs every tab of the tab bar at 375 px
 * (a phone's CSS width, 2 device pixels each) twice: the server's HTML first screen alone (scripts
 * refused) and the page once the app has drawn it. Writes `<tab>-<stage>.png` as reference | this tree
 * into SHOTS_OUT (default a temp folder) and prints the share of pixels that differ, so the eye knows
 * where to look. Nothing is judged here: the pictures are for a person comparing by eye.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import sharp from 'sharp'
import freePort from '../tests/e2e/freePort'
import { buildH5, removeTree, treeAt } from './bench/otherTree'

const root = path.resolve(__dirname, '..')
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
/** a Saturday evening of the seeded window: matches in play, finished and ahead */
const MOMENT = Date.parse(process.env.SHOTS_MOMENT ?? '2026-11-21T20:30:00+08:00')
const ADMIN_TOKEN = 'tab-screenshots-token'
/** the tab bar (src/app.config.ts tabBar.list), the home first */
const TABS: Array<[string, string]> = [['home', ''], ['competition', 'pages/competition/competition'], ['winnow', 'pages/winnow/winnow'], ['expert', 'pages/expert/expert'], ['user', 'pages/user/user']]
const VIEWPORT = { width: 375, height: 812 }

interface Side {
  label: string
  dir: string
  h5: string
  baseUrl?: string
  stop?: () => void
}

/** the tree's own launcher, so each side runs its own stand-in (the first screens are the server's) */
async function serve(side: Side): Promise<void> {
  const port = await freePort()
  const { spawnServer } = (await import(path.join(side.dir, 'scripts/serverProcess.js'))) as { spawnServer: (env: Record<string, string>, o: object) => import('node:child_process').ChildProcess }
  const dbFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shots-db-')), 'stand-in.sqlite')
  const proc = spawnServer({ PORT: String(port), HOST: '127.0.0.1', DB_FILE: dbFile, H5_DIR: side.h5, PAY_MODULE: '1', ADMIN_TOKEN, CLOCK_START: String(MOMENT), CLOCK_FROZEN: '1', LOG_REQUESTS: '0' }, { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${side.label}: the stand-in did not start:\n${output.slice(-2000)}`)), 300_000)
    const take = (d: Buffer) => {
      output += d.toString()
      if (output.includes('ready in')) {
        clearTimeout(timer)
        resolve()
      }
    }
    proc.stdout?.on('data', take)
    proc.stderr?.on('data', take)
    proc.once('exit', (code) => reject(new Error(`${side.label}: the stand-in exited with ${code}:\n${output.slice(-2000)}`)))
  })
  side.baseUrl = `http://127.0.0.1:${port}`
  side.stop = () => proc.kill('SIGTERM')
}

/** one tab of one side as a PNG: the HTML first screen alone, or the page the app drew */
async function shoot(browser: Browser, side: Side, route: string, stage: 'html' | 'drawn'): Promise<Buffer> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' })
  try {
    const page = await context.newPage()
    // the app's "today" is the server's frozen moment (赛事 asks for that day)
    await page.clock.install({ time: MOMENT })
    if (stage === 'html') await page.route('**/js/*.js', (r) => r.abort())
    await page.goto(`${side.baseUrl}/${route ? `#/${route}` : ''}`)
    if (stage === 'drawn') {
      await page.waitForFunction(() => !document.getElementById('app-shell') && document.querySelector('.taro_page.taro_page_show'), null, { timeout: 60_000 })
      await page.waitForLoadState('networkidle')
      // images decoded, skeletons gone
      await page.waitForTimeout(1500)
    } else {
      await page.waitForTimeout(800)
    }
    return await page.screenshot()
  } finally {
    await context.close()
  }
}

/** the two pictures side by side with a gap, and the share of pixels that differ */
async function pair(a: Buffer, b: Buffer, file: string): Promise<number> {
  const [ra, rb] = await Promise.all([a, b].map((x) => sharp(x).ensureAlpha().raw().toBuffer({ resolveWithObject: true })))
  let differ = 0
  const n = Math.min(ra.data.length, rb.data.length)
  for (let i = 0; i < n; i += 4) if (Math.abs(ra.data[i] - rb.data[i]) + Math.abs(ra.data[i + 1] - rb.data[i + 1]) + Math.abs(ra.data[i + 2] - rb.data[i + 2]) > 24) differ++
  const { width, height } = ra.info
  await sharp({ create: { width: width * 2 + 24, height, channels: 4, background: '#ff00ff' } })
    .composite([{ input: a, left: 0, top: 0 }, { input: b, left: width + 24, top: 0 }])
    .png()
    .toFile(file)
  return differ / (n / 4)
}

async function main(): Promise<void> {
  const rev = process.argv[2] ?? 'HEAD~1'
  const out = process.env.SHOTS_OUT ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tab-shots-'))
  fs.mkdirSync(out, { recursive: true })
  const refDir = treeAt(rev)
  const sha = execFileSync('git', ['rev-parse', '--short', rev], { cwd: root, encoding: 'utf8' }).trim()
  const sides: Side[] = [
    { label: `reference ${rev}`, dir: refDir, h5: process.env.SHOTS_REF_H5_DIR ?? path.join(os.tmpdir(), `shots-h5-${sha}`) },
    { label: 'this tree', dir: root, h5: process.env.SHOTS_H5_DIR ?? path.join(os.tmpdir(), 'shots-h5-this-tree') },
  ]
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
  try {
    // a commit's build never changes; this tree's is made again unless one is given
    if (!fs.existsSync(path.join(sides[0].h5, 'index.html'))) buildH5(sides[0].dir, sides[0].h5, 'shots')
    if (!process.env.SHOTS_H5_DIR) buildH5(sides[1].dir, sides[1].h5, 'shots')
    await Promise.all(sides.map(serve))
    console.log(`tab | stage | pixels that differ (reference ${rev} | this tree), load ${os.loadavg()[0].toFixed(2)}`)
    for (const [name, route] of TABS) {
      for (const stage of ['html', 'drawn'] as const) {
        const [a, b] = [await shoot(browser, sides[0], route, stage), await shoot(browser, sides[1], route, stage)]
        const share = await pair(a, b, path.join(out, `${name}-${stage}.png`))
        console.log(`${name} | ${stage} | ${(share * 100).toFixed(2)} %`)
      }
    }
    console.log(`pictures in ${out}`)
  } finally {
    await browser.close()
    for (const side of sides) side.stop?.()
    removeTree(refDir)
  }
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})
