import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { openDb } from '../../mocks/features'
import { seedFootball } from '../../mocks/features/match'
import { homeFirstScreenScript, renderHomeFirstScreen } from '../../mocks/http/h5FirstScreen'
import type { MatchRow } from '../../types/football'
import { HOME_FIRST_SCREEN_DATA_ID, HOME_LIVE_COUNT, type HomeFirstScreenData } from '../../types/home-first-screen'
import { SEED, SEEDED_AT, SEED_TIMEOUT_MS, ok } from './match.helpers'
import { startTestServer, TestClock, type TestServer } from './helpers'

/** docs/benchmarks.md: `/` carries the home's first screen as HTML and its answers as JSON */

const root = path.resolve(__dirname, '../..')

function dataBlock(html: string): HomeFirstScreenData {
  const m = new RegExp(`<script type="application/json" id="${HOME_FIRST_SCREEN_DATA_ID}">([\\s\\S]*?)</script>`).exec(html)
  if (!m) throw new Error('no data block in the page')
  return JSON.parse(m[1]) as HomeFirstScreenData
}

describe('the H5 home first screen served at /', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-first-screen-'))
  let s: TestServer
  beforeAll(async () => {
    // the app's own template stands in for the build (the same app shell, the same inline scripts)
    fs.copyFileSync(path.join(root, 'src/index.html'), path.join(tmp, 'index.html'))
    const db = openDb(':memory:')
    s = await startTestServer({ db, env: { H5_DIR: tmp, PAY_MODULE: '1' }, clock: new TestClock(SEEDED_AT), prepare: (d, clock) => seedFootball(d, SEED, clock.now()) })
  }, SEED_TIMEOUT_MS)
  afterAll(async () => {
    await s?.close()
    fs.rmSync(tmp, { recursive: true, force: true })
  })

  it('writes the answers the home would ask for, and draws them in the app shell', async () => {
    const page = await s.app.inject({ method: 'GET', url: '/' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-cache')
    const data = dataBlock(page.body)
    const live = await ok(s, 'api/Game/get', { status: 'live', page: 1, limit: HOME_LIVE_COUNT })
    expect(data.live.map((m) => m.id)).toEqual(live.list.map((m) => m.id))
    expect(data.live.length).toBeGreaterThan(0)
    expect(data.pay).toBe(true)
    const shell = /<div id="app-shell"[\s\S]*?<i id="app-shell-end"/.exec(page.body)?.[0] ?? ''
    // every live row is in the shell with its teams, and the paid entries with the pay module on
    expect((shell.match(/class="match-row"/g) ?? []).length).toBe(data.live.length + data.hot.length)
    for (const m of data.live) expect(shell).toContain(`>${m.home_team.short_name}<`)
    expect(shell).toContain('>专家<')
    expect(shell).toContain('请输入关键词')
  })

  it('keeps its inline scripts allowed by hash only (the data block is not a script a browser runs)', async () => {
    const page = await s.app.inject({ method: 'GET', url: '/' })
    const csp = String(page.headers['content-security-policy'])
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
    const inline = [...page.body.matchAll(/<script(?![^>]*\b(src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[2])
    expect(inline.length).toBeGreaterThan(0)
    for (const code of inline) expect(csp).toContain(`'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`)
  })

  it('is sent brotli-compressed to a browser that takes it', async () => {
    const plain = await s.app.inject({ method: 'GET', url: '/' })
    const br = await s.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i)
    const text = zlib.brotliDecompressSync(br.rawPayload).toString('utf8')
    // the same page (the minute of a live match may have moved between the two requests: compare the frame)
    expect(text.slice(0, text.indexOf('<div id="app-shell"'))).toBe(plain.body.slice(0, plain.body.indexOf('<div id="app-shell"')))
  })
})

describe('the first screen markup', () => {
  const row = (over: Partial<MatchRow>): MatchRow =>
    ({
      id: 1,
      status_id: 2,
      status_text: '上半场',
      elapsed_text: "30'",
      start_at: 0,
      start_at_time: '2026-11-22 18:30:00',
      current_score: '1:0',
      half_score: '',
      home_red: 0,
      away_red: 1,
      league: { id: 1, name: '德国甲级联赛', short_name: '德甲', color: '#5f3dc4' },
      home_team: { id: 1, name: '主队', short_name: '主队' },
      away_team: { id: 2, name: '客队', short_name: '客队' },
      ...over,
    }) as MatchRow

  it('escapes what the data says, in the markup and in the data block', () => {
    const evil = '<img src=x onerror=alert(1)></script>'
    const data: HomeFirstScreenData = { notices: [{ id: 1, title: evil, content: '', created_at: 0, created_date: '2026-11-22' }], live: [row({ home_team: { id: 1, name: evil, short_name: evil } as MatchRow['home_team'] })], hot: [], pay: false }
    const html = renderHomeFirstScreen(data, 0)
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    const block = homeFirstScreenScript(data)
    // nothing inside can end the block early
    expect(block.indexOf('</script>')).toBe(block.length - '</script>'.length)
    expect(JSON.parse(block.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''))).toEqual(data)
  })

  it('draws a row as MatchRow does: score with a dash, the minute, red cards, VS and a countdown before kickoff', () => {
    const now = Date.parse('2026-11-22T18:00:00+08:00')
    const live = renderHomeFirstScreen({ notices: [], live: [row({ half_score: '1:0' })], hot: [row({ id: 2, status_id: 0, current_score: '', start_at: now + 25 * 60_000 + 30_000 })], pay: false }, now)
    expect(live).toContain('match-row__score match-row__score--live">1-0<')
    expect(live).toContain('半场 1-0')
    expect(live).toContain('match-row__minute">30&#39;<')
    expect(live).toContain('match-row__red">1<')
    expect(live).toContain('match-row__vs">VS<')
    expect(live).toContain('match-row__countdown">00:25:30<')
    expect(live).not.toContain('>专家<')
  })
})
