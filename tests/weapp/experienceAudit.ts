/**
 * The mini program's experience audit as a test (issue 25 item 6): every route of the build, opened
 * the way WeChat opens it, WITH data — logged in as a member with things of their own (real name,
 * check-in, a followed match and expert, a forum post), as an approved expert with a prediction of
 * their own on the expert pages, anonymous on the login pages — and with real ids from the stand-in where a page needs one. The
 * member's avatar and their post's pictures are uploads (real PNGs through api/user/upload), so the
 * image rule measures the thumbnails the pages ask for (我的, the post and its comment, the boards). Each page fails when
 *
 *   - its rendered WXML tree has ≥ 1,000 nodes, a depth ≥ 30, or a parent with > 60 children
 *     (element nodes of the harness's rendered tree below the page root; text is not a node);
 *   - one setData sends > 256 KB (UTF-8 bytes of the JSON of its data argument), or the page calls
 *     setData > 20 times within any 1-second window (sliding; real time but for the live
 *     phase's skipped idle waits), counting its load, and on pages that hold live topics a live
 *     phase: the stand-in's own live ticker runs for LIVE_TICKS ticks, one second apart, with the stand-in's clock moved a minute per tick
 *     (every live match changes its minute each tick), and each push reaches the page as its own
 *     socket frame, in its own task, as wx.onSocketMessage delivers it. The second is kept on the
 *     audit's timeline (liveTimeline.ts), which the setData times are read from: the page's own
 *     timers fire at their moments on it, the idle rest of each second is skipped, not waited;
 *   - an image is drawn at less than half its natural size: natural size from the file's own header
 *     (PNG, JPEG, GIF, WebP) when it is a local asset of the build, a data: URI, or a file served by
 *     the stand-in (its /uploads); the drawn box from the element's inline width/height, else from
 *     the single-class WXSS rules of its classes, in CSS px on a 375 px wide screen (750 rpx = 375
 *     px). With aspectFill the image covers its box, so it is drawn at the larger of box/natural of
 *     the two sides: it fails when that is < 0.5 (a 2× asset is fine, a 3× one is not). Images of
 *     another origin or with no known box are counted as not measured.
 *
 * The custom tab bar (custom-tab-bar/index, drawn on every tab page) is audited with the routes.
 * Figures per route go to test-results/weapp-audit-<part>.json; `node scripts/weappAuditTable.js --write`
 * puts them into docs/benchmarks.md.
 *
 * The routes are audited in two parts, each a test file of its own (experienceAudit.part1/2.test.ts), so
 * jest's two workers run them side by side.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { UserInfo } from '../../types/api/account'
import { LIVE_TOPIC, MATCH_TOPIC_PREFIX } from '../../types/live'
import { idCardCheckChar } from '../../types/validation/idCard'
import { seedAccounts } from '../../mocks/features/account'
import { LiveTicker } from '../../mocks/features/match/live/ticker'
import { allRoutes } from './build'
import { classBoxes, drawnBox, imageDimensions, maxPerWindow, treeFigures } from './experience'
import { loadPage, type RenderedPage } from './harness'
import { LiveTimeline } from './liveTimeline'
import { distDir, root } from './paths'
import { startStandIn, type StandIn } from './standInServer'
import { uploadPictures } from './uploads'

const LIMITS = { nodes: 1000, depth: 30, children: 60, setDataBytes: 256 * 1024, setDataPerSecond: 20, imageScale: 0.5 }
const LIVE_TICKS = 5

interface ImageFigure {
  src: string
  natural: { width: number; height: number }
  box: { width: number; height: number }
  scale: number
}

interface RouteFigures {
  route: string
  as: Who
  nodes: number
  depth: number
  maxChildren: number
  widestParent: string
  setDataCalls: number
  largestSetData: number
  maxSetDataPerSecond: number
  /** the live phase's own figures, when the page held live topics */
  live: { pushes: number; setDataCalls: number; maxPerSecond: number } | null
  images: ImageFigure[]
  imagesNotMeasured: number
  errors: number
}

type Who = 'anonymous' | 'member' | 'expert'

let server: StandIn
const storages: Record<Who, Record<string, unknown>> = { anonymous: {}, member: {}, expert: {} }
const queries = new Map<string, Record<string, string>>()
const figures: RouteFigures[] = []
const boxes = classBoxes(distDir)

/** pages opened anonymously: the ways in */
const ANONYMOUS = new Set(['pages/msyng/Register/login', 'pages/msyng/Register/Register', 'pages/msyng/Register/Forgot', 'pages/msyng/Register/chooselogin'])
/** pages of an expert's own work */
const EXPERT = new Set([
  'pages/publish/publishPetition', 'pages/publish/publishCrossover', 'pages/publish/publishDetail',
  'pages/msyng/Dailycheckin/GoldCoin', 'pages/msyng/WellKnown/ExpertCheck',
])

async function ok<T>(p: string, payload: Record<string, unknown>, method?: 'GET' | 'POST'): Promise<T> {
  const res = await server.call<T>(p, payload, method)
  if (res.code !== 1) throw new Error(`${p} answered ${res.code}: ${res.msg}`)
  return res.data
}

/**
 * a member with things of their own: a real name, today's check-in, a followed match and expert, a
 * forum post (the suite's seed has no demo account)
 */
async function member(): Promise<Record<string, unknown>> {
  const user = await ok<UserInfo>('api/user/xin_login', { code: 'wx-audit-member' })
  const token = user.token
  const first17 = `11010119900307${String(user.id).padStart(3, '0').slice(-3)}`
  await ok('api/AuthName/auth', { name: '王小明', id_card: first17 + idCardCheckChar(first17), token }, 'GET')
  await ok('api/Apis/daily_check_in', { token })
  const live = (await ok<{ list: { id: number }[] }>('api/Game/get', { status: 'live', page: 1, limit: 1 })).list[0]
  await ok('api/Game/event_attention', { event_id: live.id, token })
  const top = (await ok<{ list: { expert_id: number }[] }>('api/user/zhuanjlieb', { sort: 'hit_rate', page: 1, limit: 1 })).list[0]
  await ok('api/user/guanz_expert_attention', { expert_id: top.expert_id, token })
  // an avatar and post pictures of their own, uploaded as a phone would (real PNGs: the audit reads
  // the thumbnails the pages ask for), and a comment of theirs under the post
  const [avatar, ...pictures] = await uploadPictures(server, token, [
    { name: 'avatar.png', width: 512, height: 512 }, { name: 'pitch.png', width: 1080, height: 810 },
    { name: 'stand.png', width: 810, height: 1080 }, { name: 'ticket.png', width: 1080, height: 1080 },
  ])
  await ok('api/user/user_edit', { token, avatar })
  memberPost.id = (await ok<{ id: number }>('api/Forum/home_forum_add', { token, content: '今晚英超焦点战，主队近五场四胜，看好主胜。', images: JSON.stringify(pictures) })).id
  await ok('api/Forum/home_forum_comment', { token, forum_id: memberPost.id, content: '补充：客队主力中卫停赛。' })
  return { userInfo: { ...user, avatar }, user_id: user.user_id }
}

/** the member's post with uploaded pictures (member()): the post page opens it */
const memberPost = { id: 0 }

/** a WeChat login made an expert as the product does (real name, application, approval), with one prediction */
async function expert(): Promise<{ storage: Record<string, unknown>; predictionId: number }> {
  const user = await ok<UserInfo>('api/user/xin_login', { code: 'wx-audit-expert' })
  const first17 = `11010119880512${String(user.id).padStart(3, '0').slice(-3)}`
  await ok('api/AuthName/auth', { name: '李专家', id_card: first17 + idCardCheckChar(first17), token: user.token }, 'GET')
  await ok('api/Apis/expert_check_in', { title: '英超分析师', intro: '十年英超观察，专注赛前数据分析', token: user.token })
  const approved = await server.app.inject({
    method: 'POST', url: '/admin/experts', payload: { user_id: String(user.id), approve: '1' }, headers: { 'x-admin-token': server.config.adminToken },
  })
  expect(approved.json()).toMatchObject({ code: 1 })
  // a prediction of their own, on a match open for predictions, with the first play it offers
  const predictionId = await publish('api/Expert/single_pass_release', user.token)
  expect(predictionId).toBeGreaterThan(0)
  return { storage: { userInfo: { ...user, is_expert: 1 }, user_id: user.user_id }, predictionId }
}

/** publishes a single pick (a prediction or an arena entry) on the first match open for it; its id */
async function publish(p: 'api/Expert/single_pass_release' | 'api/Challenge/dan_fb', token: string): Promise<number> {
  const events = await ok<{ list: { id: number }[] }>('api/Apis/get_prediction_events', { page: 1, limit: 20, token })
  for (const e of events.list) {
    const params = await ok<{ plays: { play: string; options: { pick: string }[] }[] }>('api/Apis/get_event_prediction_parameters', { event_id: e.id })
    const play = params.plays.find((x) => x.options.length > 0)
    if (!play) continue
    const res = await server.call<{ id: number }>(p, { token, event_id: e.id, play: play.play, pick: play.options[0].pick, title: '主队状态正佳', content: '近五场四胜，主场强势', price: 0 })
    if (res.code === 1) return res.data.id
  }
  throw new Error(`${p}: no match took a pick`)
}

/** the ids pages are opened with: real ones from the stand-in */
async function routeQueries(predictionId: number): Promise<void> {
  const live = (await ok<{ list: { id: number; league_id: number; season_id: number; home_team: { id: number } }[] }>('api/Game/get', { status: 'live', page: 1, limit: 1 })).list[0]
  const top = (await ok<{ list: { expert_id: number }[] }>('api/user/zhuanjlieb', { sort: 'hit_rate', page: 1, limit: 1 })).list[0]
  const settled = (await ok<{ list: { id: number; kind: string }[] }>('api/user/zjxq_fbxx', { expert_id: top.expert_id, status: 'settled', page: 1, limit: 1 })).list[0]
  const notice = (await ok<{ list: { id: number }[] }>('api/game/system_notification', { page: 1, limit: 1 })).list[0]
  const token = (storages.member.userInfo as UserInfo).token
  const entry = { id: await publish('api/Challenge/dan_fb', token) }
  const order = await ok<{ order: { order_no: string } }>('api/Wechat/pay', { product_id: 'coins_60', token })
  const set = (route: string, q: Record<string, string | number>) =>
    queries.set(route, Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])))
  set('pages/msyng/sportsSetails/sportsSetails', { id: live.id })
  set('pages/competition/companyIndex', { id: live.id })
  set('pages/winnow/oddsWith', { id: live.id })
  set('pages/msyng/RecentGames/lineupShare', { id: live.id })
  set('pages/msyng/RecentGames/RecentGames', { team_id: live.home_team.id })
  set('pages/competition/Seku2', { league_id: live.league_id, season_id: live.season_id })
  set('pages/index/expertHome', { expert_id: top.expert_id })
  set('pages/msyng/WellKnown/ummary', { expert_id: top.expert_id })
  set('pages/index/crossoverDetail', { id: settled.id })
  set('pages/publish/publishDetail', { id: predictionId, kind: 'single' })
  set('pages/index/arenaDetail', { id: entry.id })
  set('pages/user/noticeDetail', { id: notice.id })
  set('pages/msyng/review/review', { id: memberPost.id })
  set('pages/msyng/essay/essaylink', { url: 'https://www.tiyu-app.cn/agreement.html', title: '用户协议' })
  set('pages/msyng/location/open', { name: '北京', address: '中国·北京', latitude: '39.9', longitude: '116.4' })
  for (const r of ['pages/msyng/withdraw/paySuccess', 'pages/msyng/withdraw/alipay', 'pages/msyng/withdraw/alipayApp']) set(r, { order_no: order.order.order_no })
}

beforeAll(async () => {
  server = await startStandIn({ payModule: true })
  // the suite's seed has no system notices yet: the account feature's own seed adds them (and its demo account)
  await seedAccounts(server.db, server.clock)
  storages.member = await member()
  const e = await expert()
  storages.expert = e.storage
  await routeQueries(e.predictionId)
}, 120_000)

/** which part of the routes this test file audits (auditPart) */
let thisPart = { part: 0, parts: 1 }

afterAll(async () => {
  await server?.close()
  const results = path.join(root, 'test-results')
  fs.mkdirSync(results, { recursive: true })
  const measuredAt = new Date(performance.timeOrigin + performance.now()).toISOString()
  fs.writeFileSync(path.join(results, `weapp-audit-${thisPart.part + 1}.json`), JSON.stringify({ measuredAt, limits: LIMITS, liveTicks: LIVE_TICKS, routes: figures }, null, 2) + '\n')
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** the natural size of an image source, when it can be read: a build asset, a data: URI, an upload of the stand-in */
async function naturalSize(src: string, route: string): Promise<{ width: number; height: number } | null> {
  if (src.startsWith('data:')) {
    const comma = src.indexOf(',')
    const meta = src.slice(0, comma)
    const body = src.slice(comma + 1)
    return imageDimensions(meta.endsWith(';base64') ? Buffer.from(body, 'base64') : Buffer.from(decodeURIComponent(body), 'binary'))
  }
  if (/^https?:\/\//.test(src)) {
    const url = new URL(src)
    if (!url.pathname.startsWith('/uploads/')) return null
    // with its query: `?w=` names the thumbnail the page draws (src/services/mediaUrl.ts, sizedImageUrl)
    const res = await server.app.inject({ method: 'GET', url: url.pathname + url.search })
    return res.statusCode === 200 ? imageDimensions(res.rawPayload) : null
  }
  const file = src.startsWith('/') ? path.join(distDir, src) : path.join(distDir, path.dirname(route), src)
  return fs.existsSync(file) ? imageDimensions(fs.readFileSync(file)) : null
}

/** Taro's short keys for <image> src and mode in the build's base template (`<image src="{{i.p4}}" mode="{{i.p2||...`) */
const IMAGE_KEYS = (() => {
  const base = fs.readFileSync(path.join(distDir, 'base.wxml'), 'utf8')
  const tag = /<image [^>]*>/.exec(base)?.[0] ?? ''
  return { src: /\bsrc="\{\{i\.(\w+)\}\}"/.exec(tag)?.[1] ?? 'src', mode: /\bmode="\{\{i\.(\w+)/.exec(tag)?.[1] ?? 'mode' }
})()

interface TaroNode {
  sid?: string
  nn?: string
  cn?: TaroNode[]
  [key: string]: unknown
}

/**
 * Taro's data tree of the page (what its setData built), by node id: the rendered <image> keeps no
 * src in the harness, the data behind it does
 */
function taroNodes(page: RenderedPage): Map<string, TaroNode> {
  const host = (page.dom as unknown as { __wxElement?: { data?: { root?: TaroNode }; __dataProxy?: { data?: { root?: TaroNode } } } }).__wxElement
  const rootNode = host?.data?.root ?? host?.__dataProxy?.data?.root
  const nodes = new Map<string, TaroNode>()
  const walk = (n: TaroNode) => {
    if (n.sid) nodes.set(n.sid, n)
    for (const c of n.cn ?? []) walk(c)
  }
  if (rootNode) walk(rootNode)
  return nodes
}

async function imageFigures(page: RenderedPage): Promise<{ images: ImageFigure[]; notMeasured: number }> {
  const images: ImageFigure[] = []
  let notMeasured = 0
  const nodes = taroNodes(page)
  for (const el of Array.from(page.dom.querySelectorAll('wx-image'))) {
    const node = nodes.get(el.getAttribute('data-sid') ?? '')
    const src = String(node?.[IMAGE_KEYS.src] ?? '')
    const mode = String(node?.[IMAGE_KEYS.mode] ?? 'scaleToFill')
    const box = drawnBox(el, boxes)
    const natural = src ? await naturalSize(src, page.route) : null
    if (!natural || box.width === null || box.height === null) {
      notMeasured++
      continue
    }
    const ratios = [box.width / natural.width, box.height / natural.height]
    // aspectFit fits the image inside its box (the smaller ratio); the other modes cover or stretch to it
    const scale = mode === 'aspectFit' ? Math.min(...ratios) : Math.max(...ratios)
    images.push({ src: src.startsWith('data:') ? `${src.slice(0, 40)}…` : src, natural, box: { width: box.width, height: box.height }, scale: Math.round(scale * 1000) / 1000 })
  }
  return { images, notMeasured }
}

/**
 * The live phase: the stand-in's own ticker, its clock a minute on per tick, one tick a second on
 * the audit's timeline (liveTimeline.ts: the page's own timers keep their delays, the seconds the
 * page spends idle are skipped), each push delivered to the sockets holding its topic as its own
 * frame in its own task
 */
async function livePhase(page: RenderedPage, timeline: LiveTimeline): Promise<{ pushes: number; calls: number }> {
  for (const s of page.sockets) s.open()
  await page.settle()
  const sockets = page.sockets.filter((s) => !s.closed)
  const holding = (topic: string) => sockets.filter((s) => s.topics().includes(topic))
  const frames: { socket: (typeof sockets)[number]; message: object }[] = []
  const ticker = new LiveTicker(server.db, server.clock, {
    publish: (topic, type, data, at) => {
      for (const socket of holding(topic)) frames.push({ socket, message: { topic, type, data, at } })
    },
    publishScoreboard: (type, data, at) => {
      const matchTopic = `${MATCH_TOPIC_PREFIX}${data.match_id}`
      for (const socket of sockets) {
        const topics = socket.topics()
        if (topics.includes(LIVE_TOPIC)) frames.push({ socket, message: { topic: LIVE_TOPIC, type, data, at } })
        else if (topics.includes(matchTopic)) frames.push({ socket, message: { topic: matchTopic, type, data, at } })
      }
    },
    watchedMatchIds: () => [...new Set(sockets.flatMap((s) => s.topics()).filter((t) => t.startsWith(MATCH_TOPIC_PREFIX)).map((t) => Number(t.slice(MATCH_TOPIC_PREFIX.length))))],
  })
  for (const t of sockets.flatMap((s) => s.topics())) if (t.startsWith(MATCH_TOPIC_PREFIX)) await ticker.watch(Number(t.slice(MATCH_TOPIC_PREFIX.length)))
  await ticker.tick()
  const before = page.setDataTimes.length
  let pushes = 0
  timeline.takeOver()
  for (let i = 0; i < LIVE_TICKS; i++) {
    const started = timeline.now()
    server.clock.advance(60_000)
    frames.length = 0
    await ticker.tick()
    for (const f of frames.splice(0)) {
      f.socket.push(f.message)
      pushes++
      await sleep(0)
    }
    await page.settle()
    await timeline.advanceTo(started + 1000, page.settle)
  }
  await page.settle()
  // the stand-in's clock goes back, so the next page sees the suite's moment again
  server.clock.advance(-LIVE_TICKS * 60_000)
  return { pushes, calls: page.setDataTimes.length - before }
}

function whoFor(route: string): Who {
  if (ANONYMOUS.has(route)) return 'anonymous'
  if (EXPERT.has(route)) return 'expert'
  return 'member'
}

async function audit(route: string): Promise<RouteFigures> {
  const as = whoFor(route)
  // the page's timers are watched from its launch: its live phase takes over those still pending
  const timeline = new LiveTimeline()
  timeline.install()
  let page: RenderedPage
  try {
    page = await loadPage(route, { server: server.app, query: queries.get(route), storage: { ...storages[as] }, settleMs: 8000, now: () => timeline.now() })
  } catch (e) {
    timeline.uninstall()
    throw e
  }
  try {
    let live: RouteFigures['live'] = null
    if (page.sockets.length > 0) {
      const beforeLive = page.setDataTimes.length
      const phase = await livePhase(page, timeline)
      live = { pushes: phase.pushes, setDataCalls: phase.calls, maxPerSecond: maxPerWindow(page.setDataTimes.slice(beforeLive)) }
    }
    const tree = treeFigures(page.dom)
    const { images, notMeasured } = await imageFigures(page)
    const f: RouteFigures = {
      route, as, ...tree,
      setDataCalls: page.setDataBytes.length,
      largestSetData: Math.max(0, ...page.setDataBytes),
      maxSetDataPerSecond: maxPerWindow(page.setDataTimes),
      live, images, imagesNotMeasured: notMeasured, errors: page.errors.length,
    }
    figures.push(f)
    return f
  } finally {
    page.unload()
    timeline.uninstall()
  }
}

function expectWithinLimits(f: RouteFigures): void {
  const over: string[] = []
  if (f.nodes >= LIMITS.nodes) over.push(`${f.nodes} WXML nodes (limit < ${LIMITS.nodes})`)
  if (f.depth >= LIMITS.depth) over.push(`depth ${f.depth} (limit < ${LIMITS.depth})`)
  if (f.maxChildren > LIMITS.children) over.push(`${f.maxChildren} children under ${f.widestParent} (limit ${LIMITS.children})`)
  if (f.largestSetData > LIMITS.setDataBytes) over.push(`a setData of ${f.largestSetData} B (limit ${LIMITS.setDataBytes})`)
  if (f.maxSetDataPerSecond > LIMITS.setDataPerSecond) over.push(`${f.maxSetDataPerSecond} setData calls in one second (limit ${LIMITS.setDataPerSecond})`)
  for (const img of f.images) {
    if (img.scale < LIMITS.imageScale) over.push(`${img.src} ${img.natural.width}×${img.natural.height} drawn in ${img.box.width}×${img.box.height} px (${img.scale}×)`)
  }
  expect(over).toEqual([])
}

// AUDIT_ONLY=<regex> audits only the routes it matches (while fixing one page)
const only = process.env.AUDIT_ONLY ? new RegExp(process.env.AUDIT_ONLY) : null
let routes: string[] = []

/**
 * Registers the tests of one part of the routes (every `parts`-th route from `part`, so pages with a
 * long live phase spread over both); part 0 also checks the route count and audits the tab bar.
 */
export function auditPart(part: number, parts: number): void {
  thisPart = { part, parts }
  routes = allRoutes().filter((r, i) => i % parts === part && (!only || only.test(r)))
  if (part === 0) {
    test('the build has the 74 routes of docs/product/routes.md', () => {
      expect(allRoutes()).toHaveLength(74)
    })
  }

  test.each(routes)('%s stays within the experience budgets with its data', async (route) => {
    expectWithinLimits(await audit(route))
  }, 120_000)

  if (part === 0) {
    test('the custom tab bar stays within the experience budgets', async () => {
      expectWithinLimits(await audit('custom-tab-bar/index'))
    }, 120_000)
  }

  test('the image rule measured the member’s uploads, as the thumbnails the pages asked for', () => {
    for (const route of Object.keys(UPLOADS_DRAWN).filter((r) => routes.includes(r))) {
      const uploads = figures.find((f) => f.route === route)?.images.filter((i) => /\/uploads\/[a-f0-9]{32}\.png\?w=\d+$/.test(i.src)) ?? []
      expect({ route, drawn: uploads.length }).toEqual({ route, drawn: UPLOADS_DRAWN[route] })
    }
  })
}

/**
 * The pages that draw the member's uploads (member()) and how many: their avatar (我的 card, the
 * post, the comment) and their post's three pictures (the board on the home page, their own posts,
 * the post page)
 */
const UPLOADS_DRAWN: Record<string, number> = {
  'pages/user/user': 1,
  'pages/index/index': 4,
  'pages/msyng/myPulish/myPulish': 4,
  'pages/msyng/review/review': 5,
}
