import sharp from 'sharp'
import type { LightMyRequestResponse } from 'fastify'
import { readConfig } from '../../mocks/config'
import type { Db } from '../../mocks/db'
import { issueToken } from '../../mocks/features/account'
import { shareCardContent } from '../../mocks/features/home/share/shareCardContent'
import { cardSvg } from '../../mocks/services/shareCards/cardSvg'
import { posterSvg } from '../../mocks/services/shareCards/posterSvg'
import { prepareData } from '../../mocks/prepare'
import { pickText, type PredictionPick, type PredictionPlay } from '../../types/expert-rules'
import { ResultCode } from '../../types/envelope'
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shareCardPath, type ShareCardKind } from '../../types/share-cards'
import { allRows, q, someRow, updateRows } from './rows'
import { startTestServer, TestClock, type TestServer } from './helpers'
import { preparedDb } from './seededTemplate'
import { SEED_TIMEOUT_MS, SEEDED_AT } from './match.helpers'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const HOUR = 3_600_000

let s: TestServer
let db: Db

const get = (url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> => s.app.inject({ method: 'GET', url, headers })
const card = (kind: ShareCardKind, id: string | number) => get(`/${shareCardPath(kind, id)}`)

/** the milliseconds sharp took to draw, from the answer's Server-Timing (0 from the cache) */
const drawMs = (res: LightMyRequestResponse): number => Number(/draw;dur=([\d.]+)/.exec(String(res.headers['server-timing']))?.[1])

async function expectPng(res: LightMyRequestResponse, width: number, height: number): Promise<void> {
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('image/png')
  expect(res.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
  const meta = await sharp(res.rawPayload).metadata()
  expect([meta.width, meta.height]).toEqual([width, height])
}

// the first file of a run to need the prepared world seeds it, and on PostgreSQL copies it too
beforeAll(async () => {
  db = await preparedDb(SEEDED_AT)
  const clock = new TestClock(SEEDED_AT)
  s = await startTestServer({ db, clock, prepare: prepareData({ ...readConfig({}), dbFile: ':memory:' }) })
}, 2 * SEED_TIMEOUT_MS)
afterAll(() => s.close())
beforeEach(() => {
  s.clock.t = SEEDED_AT
})

describe('share cards (GET /share/card/<kind>/<id>.png)', () => {
  it('draws a 5:4 PNG for an item of every kind, from its data', async () => {
    const match = await someRow(db, q.selectFrom('fb_matches').select(['id', 'home_team_id', 'league_id']).where('start_at', '<', SEEDED_AT - 3 * HOUR).orderBy('start_at', 'desc').limit(1), 'finished match')
    const player = await someRow(db, q.selectFrom('fb_players').select('id').limit(1), 'player')
    const prediction = await someRow(db, q.selectFrom('predictions').select(['id', 'expert_id']).where('published_at', '<=', SEEDED_AT).limit(1), 'published prediction')
    const post = await someRow(db, q.selectFrom('forum_posts').select('id').where('deleted_at', 'is', null).limit(1), 'post')
    const issue = await someRow(db, q.selectFrom('fb_pool_issues').select('issue').orderBy('issue').limit(1), 'pool issue')
    const items: Array<[ShareCardKind, string | number]> = [
      ['match', match.id], ['team', match.home_team_id], ['player', player.id], ['prediction', prediction.id], ['expert', prediction.expert_id],
      ['post', post.id], ['lineup', match.id], ['draw', `sfc-${issue.issue}`], ['table', match.league_id],
    ]
    for (const [kind, id] of items) {
      const res = await card(kind, id)
      await expectPng(res, SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT)
      expect(SHARE_CARD_WIDTH / SHARE_CARD_HEIGHT).toBe(5 / 4)
      expect([kind, res.headers['x-share-found']]).toEqual([kind, 'yes'])
      expect(res.headers['cache-control']).toMatch(/max-age=\d+/)
    }
  })

  it('shows the score and minute of a live match, and a new picture (new ETag) once the score moves', async () => {
    const m = await someRow(db, q.selectFrom('fb_matches').select(['id', 'start_at', 'ft_home', 'ft_away'])
      .where('start_at', '>', SEEDED_AT).where((eb) => eb(eb('ft_home', '+', eb.ref('ft_away')), '>=', 2)).orderBy('start_at').limit(1), 'match ahead with two goals')
    s.clock.t = m.start_at - HOUR
    const before = await shareCardContent(db, 'match', String(m.id), s.clock.now())
    expect(before).toMatchObject({ headline: 'VS' })
    const first = await card('match', m.id)
    // a client holding this version is answered 304 without a body
    expect((await get(`/${shareCardPath('match', m.id)}`, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304)
    s.clock.t = m.start_at + 3 * HOUR
    const after = await shareCardContent(db, 'match', String(m.id), s.clock.now())
    expect(after?.headline).toBe(`${m.ft_home} : ${m.ft_away}`)
    const later = await card('match', m.id)
    expect(later.headers.etag).not.toBe(first.headers.etag)
    // the minute is on a live match's card
    const live = await someRow(db, q.selectFrom('fb_matches').select(['id', 'start_at']).where('start_at', '>', SEEDED_AT).orderBy('start_at').limit(1), 'match ahead')
    s.clock.t = live.start_at + 20 * 60_000
    expect((await shareCardContent(db, 'match', String(live.id), s.clock.now()))?.subline).toMatch(/\d+'/)
  })

  it('never shows a paid prediction\'s pick or odds, to anyone, before or after the match', async () => {
    const paid = await allRows(db, q.selectFrom('predictions').select(['id', 'expert_id', 'play', 'pick', 'line', 'odds', 'ends_at'])
      .where('price', '>', 0).where('kind', '=', 'single').where('published_at', '<=', SEEDED_AT).limit(20)
      // a single names its play and pick (null only on a parlay)
      .$narrowType<{ play: PredictionPlay; pick: PredictionPick }>())
    expect(paid.length).toBeGreaterThan(5)
    for (const p of paid) {
      for (const at of [SEEDED_AT, p.ends_at + HOUR]) {
        const content = await shareCardContent(db, 'prediction', String(p.id), at)
        const drawn = cardSvg(content ?? { badge: '', title: '', lines: [] })
        expect(content?.chips?.join(' ')).toMatch(/近\d+场|暂无战绩/)
        expect(drawn).not.toContain(pickText(p.play, p.pick, p.line))
        expect(drawn).not.toContain(p.odds.toFixed(2))
        // the poster is the card with a line and a code: no pick there either
        expect(posterSvg({ card: content ?? { badge: '', title: '', lines: [] }, line: '扫码查看', code: 'x', codeCaption: '' })).not.toContain(pickText(p.play, p.pick, p.line))
      }
    }
    // the expert who sees the pick (as a buyer would) gets the very same picture as a guest
    const [p] = paid
    const guest = await card('prediction', p.id)
    const owner = await get(`/${shareCardPath('prediction', p.id)}`, { authorization: `Bearer ${await issueToken(db, p.expert_id, SEEDED_AT)}` })
    expect(owner.headers.etag).toBe(guest.headers.etag)
  })

  it('answers a placeholder picture (200) for an unknown or deleted item', async () => {
    const post = await someRow(db, q.selectFrom('forum_posts').select('id').where('deleted_at', 'is', null).orderBy('id', 'desc').limit(1), 'post')
    await updateRows(db, 'forum_posts', { deleted_at: SEEDED_AT }, { id: post.id })
    for (const [kind, id] of [['match', 999999999], ['expert', 999999], ['prediction', 999999999], ['post', post.id], ['draw', 'sfc-99999'], ['table', 99999]] as const) {
      const res = await card(kind, id)
      await expectPng(res, SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT)
      expect([kind, res.headers['x-share-found']]).toEqual([kind, 'placeholder'])
    }
  })

  it('refuses a kind or an id of the wrong shape with a clear message', async () => {
    for (const url of ['/share/card/stadium/1.png', '/share/card/match/abc.png', '/share/card/match/0.png', '/share/card/match/12.jpg', '/share/card/draw/12.png', '/share/card/draw/sfc-1.png']) {
      const res = await get(url)
      expect([url, res.statusCode]).toEqual([url, 400])
      expect(res.json()).toMatchObject({ code: ResultCode.FAIL, msg: expect.stringMatching(/[\u4e00-\u9fa5]/) })
    }
  })

  it('draws a card well within 100 ms', async () => {
    const rows = await allRows(db, q.selectFrom('fb_matches').select('id').where('start_at', '>=', SEEDED_AT - 86_400_000).where('start_at', '<=', SEEDED_AT).limit(15))
    const times: number[] = []
    for (const { id } of rows) {
      const res = await card('lineup', id)
      times.push(drawMs(res))
    }
    times.sort((a, b) => a - b)
    expect(times[0]).toBeGreaterThan(0)
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(100)
    // a second ask of the same version comes from memory
    expect(drawMs(await card('lineup', rows[0].id))).toBe(0)
  })
})

describe('posters (GET /share/poster/<kind>/<id>.png?for=…)', () => {
  it('draws a tall poster with the card, a line and a code, for each target', async () => {
    const prediction = await someRow(db, q.selectFrom('predictions').select('id').where('price', '>', 0).where('published_at', '<=', SEEDED_AT).limit(1), 'paid prediction')
    for (const target of ['weapp', 'h5', 'rn']) {
      const res = await get(`/share/poster/prediction/${prediction.id}.png?for=${target}`)
      await expectPng(res, 500, 800)
      // the code's square (220 px at 140,500): a white quiet zone around dark and light modules
      const { data, info } = await sharp(res.rawPayload).greyscale().raw().toBuffer({ resolveWithObject: true })
      const at = (x: number, y: number) => data[y * info.width + x]
      for (let i = 0; i < 220; i += 11) expect([at(140 + i, 502), at(142, 500 + i)]).toEqual([255, 255])
      let dark = 0
      for (let y = 530; y < 690; y++) for (let x = 170; x < 330; x++) if (at(x, y) < 128) dark++
      expect(dark / (160 * 160)).toBeGreaterThan(0.3)
      expect(dark / (160 * 160)).toBeLessThan(0.7)
    }
  })

  it('points its H5 code at the configured public origin, whatever Host the request names', async () => {
    const prediction = await someRow(db, q.selectFrom('predictions').select('id').where('published_at', '<=', SEEDED_AT).limit(1), 'published prediction')
    const url = `/share/poster/prediction/${prediction.id}.png?for=h5`
    const honest = await get(url)
    const forged = await get(url, { host: 'evil.example' })
    expect(forged.statusCode).toBe(200)
    // the same document, so the same picture and version: the forged name is nowhere in it
    expect(forged.headers.etag).toBe(honest.headers.etag)
    expect(forged.rawPayload.equals(honest.rawPayload)).toBe(true)
    expect(s.config.publicOrigin).toBe(`http://localhost:${s.config.port}`)
  })

  it('refuses a kind without posters and an unknown target', async () => {
    expect((await get('/share/poster/team/1.png?for=h5')).statusCode).toBe(400)
    expect((await get('/share/poster/match/1.png?for=android')).statusCode).toBe(400)
  })
})

describe('drawing budget per address (SHARE_DRAWS_PER_MINUTE)', () => {
  let small: TestServer
  beforeAll(async () => {
    small = await startTestServer({ db, clock: new TestClock(SEEDED_AT), env: { SHARE_DRAWS_PER_MINUTE: '3' } })
  })
  afterAll(() => small.app.close())
  const from = (address: string, url: string) => small.app.inject({ method: 'GET', url, remoteAddress: address })

  it('draws a few distinct pictures for one address, then answers 429 with the envelope; cached ones and other addresses still get theirs', async () => {
    const ids = (await allRows(db, q.selectFrom('fb_teams').select('id').orderBy('id').limit(5))).map(({ id }) => `/${shareCardPath('team', id)}`)
    for (const url of ids.slice(0, 3)) expect((await from('10.0.0.1', url)).statusCode).toBe(200)
    const refused = await from('10.0.0.1', ids[3])
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('60')
    expect(refused.json()).toMatchObject({ code: ResultCode.FAIL, data: null })
    // drawn already: from memory, not counted
    expect((await from('10.0.0.1', ids[0])).statusCode).toBe(200)
    expect((await from('10.0.0.2', ids[3])).statusCode).toBe(200)
  })

  it('names the posters\' address in the configured origin (PUBLIC_ORIGIN)', () => {
    expect(readConfig({ PUBLIC_ORIGIN: 'https://m.example.com/' }).publicOrigin).toBe('https://m.example.com')
    expect(() => readConfig({ PUBLIC_ORIGIN: 'https://m.example.com/app' })).toThrow(/PUBLIC_ORIGIN/)
  })
})

describe('the stand-in mini-program code (POST /wxa/getwxacodeunlimit)', () => {
  const post = (query: string, body: Record<string, unknown>) => s.app.inject({ method: 'POST', url: `/wxa/getwxacodeunlimit${query}`, payload: body })

  it('answers a scannable code picture for a page and a scene', async () => {
    const res = await post('?access_token=t', { page: 'pages/index/crossoverDetail', scene: 'id=12', width: 430 })
    await expectPng(res, 430, 430)
  })

  it('answers WeChat\'s errcode for a missing token, an over-long scene or a bad page', async () => {
    expect((await post('', { page: 'pages/index/index', scene: 'a' })).json()).toMatchObject({ errcode: 41001 })
    expect((await post('?access_token=t', { page: 'pages/index/index', scene: 'x'.repeat(33) })).json()).toMatchObject({ errcode: 40169 })
    expect((await post('?access_token=t', { page: '/pages/index/index?id=1', scene: 'a' })).json()).toMatchObject({ errcode: 41030 })
  })
})
