import type { Db } from '../../db'
import type { ForumPlace } from '../../../types/api/community'
import { addSeededFan, expertUserIds } from '../account'
import { DAY_MS, dayOf, dayStart, matchBriefsBetween, refs, rng, SETTING_SEED, type MatchBrief, type Refs, type Rng } from '../match'
import { insertComment } from './repository/comments'
import { insertPost } from './repository/posts'
import { addReactions } from './repository/reactions'
import { allPlaces } from './services/places'
import { getSetting, setSetting } from '../../services/settings'

/**
 * Seeds the community board so it is alive on a fresh start: about 300 Chinese posts of 40 fans
 * and some experts over the last 10 days, mostly about the famous competitions' matches (before
 * kickoff: expectations; after: the result), with comments, replies, likes and collections.
 * Everything comes from `rng(seed, 'forum', ...)` and the day the data is seeded, so the same seed
 * and day give the same board; posts and comments later than `now` are left out.
 */

export const SETTING_FORUM_SEEDED = 'forum_seeded_day'

const FAN_COUNT = 40
const POST_COUNT = 320
const DAYS_BACK = 10
const HOUR_MS = 3_600_000

const FAN_HEAD = ['红魔', '蓝军', '枪手', '银河', '红蓝', '斑马', '蓝鹰', '南大王', '黄黑', '绿茵', '申花', '国安', '泰山', '越秀', '看球', '熬夜']
const FAN_TAIL = ['老炮', '小王', '铁粉', '死忠', '阿杰', '大叔', '少年', '观察员', '十二人', '球迷', '老李', '小陈', '评论员', '一号']

const BEFORE = [
  '{home}对{away}，我看好主队拿下三分！',
  '今晚{home}vs{away}，有一起熬夜看球的吗？',
  '{league}焦点战，{away}客场能不能不败？',
  '{home}主力伤了两个，这场有点悬',
  '这场大小球怎么看？感觉进球不会少',
  '{away}最近状态火热，这场我站客队',
  '{home}主场很少输，稳了',
  '赛前预测：{home} 2:1 {away}，欢迎来打脸',
]
const AFTER = [
  '{home} {score} {away}，这结果谁猜到了？',
  '{away}这防守真是没眼看',
  '终场{score}，{home}的中场今天踢得太好了',
  '这场裁判的判罚有争议，大家怎么看？',
  '全场最佳给谁？我投{home}的门将',
  '{score}！{league}这轮真是爆冷不断',
  '{home}下半场换人换得好，教练有东西',
  '看完{home}和{away}这场，觉得{league}水平越来越高了',
]
const LEAGUE_ONLY = ['{league}本赛季谁能夺冠？说说你的看法', '{league}的争冠形势越来越有意思了', '{league}今年最佳新援是谁？', '{league}转播哪里看比较清楚？']
const NO_TAG = ['周末有什么好比赛推荐？', '今天在现场看球，气氛太棒了！', '大家都是怎么入坑足球的？', '求推荐一本讲战术的书', '第一次发帖，请多关照']
const COMMENTS = [
  '同意！', '不好说，客队也不弱', '哈哈哈说得对', '坐等比赛开始', '这球我看了三遍', '楼主分析到位', '我站主队', '赛后再来看这条',
  '太真实了', '支持一下', '这个判罚确实有问题', '门将今天发挥神了', '下一场再看看', '有理有据', '不同意，主要是运气', '一起加油！',
]
const REPLIES = ['你说得对', '我不这么看', '哈哈同感', '确实', '有道理，学到了']

function fill(template: string, words: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => words[k] ?? '')
}

function fanName(r: Rng, used: Set<string>): string {
  for (;;) {
    const name = r.pick(FAN_HEAD) + r.pick(FAN_TAIL) + (r.chance(0.5) ? String(r.int(1, 99)) : '')
    if (!used.has(name)) {
      used.add(name)
      return name
    }
  }
}

/** idempotent: seeds the board once, on a database whose football data is seeded */
export async function ensureForum(db: Db, now: number): Promise<number> {
  const seedText = await getSetting(db, SETTING_SEED)
  if (seedText === undefined || await getSetting(db, SETTING_FORUM_SEEDED) !== undefined) return 0
  let posts = 0
  await db.transaction(async () => {
    posts = await seedForum(db, Number(seedText), now)
    await setSetting(db, SETTING_FORUM_SEEDED, String(dayOf(now)))
  })
  return posts
}

/** what the seeded posts are drawn from */
interface Board {
  r: Rng
  rf: Refs
  /** the first day shown, and the moment seeded: nothing is later */
  from: number
  now: number
  fans: number[]
  authors: number[]
  matches: MatchBrief[]
  famous: number[]
  places: Map<string, ForumPlace>
}

/** one seeded post as drawn, before it is known to be kept */
interface DrawnPost {
  author: number
  content: string
  matchId: number | null
  leagueId: number | null
  at: number
  place: ForumPlace | undefined
  comments: Array<{ by: number; gap: number; reply: boolean; text: number }>
  likers: number[]
  collectors: number[]
}

async function seedForum(db: Db, seed: number, now: number): Promise<number> {
  const today = dayStart(dayOf(now))
  const from = today - DAYS_BACK * DAY_MS
  const r = rng(seed, 'forum', dayOf(now))
  const rf = await refs(db)
  const used = new Set<string>()
  const fans: number[] = []
  for (let i = 0; i < FAN_COUNT; i++) {
    const name = fanName(r, used)
    fans.push(await addSeededFan(db, name, from - r.int(30, 600) * DAY_MS))
  }
  const famous = [...rf.leagues.values()].filter((l) => l.famous).map((l) => l.id)
  const board: Board = {
    r, rf, from, now, fans, famous,
    authors: [...fans, ...await expertUserIds(db, 20)],
    matches: await matchBriefsBetween(db, { from, to: today + 2 * DAY_MS, leagueIds: famous }),
    places: new Map((await allPlaces(db)).map((p) => [p.name, p])),
  }
  let written = 0
  for (let i = 0; i < POST_COUNT; i++) {
    const post = drawPost(board)
    if (post.at < from || post.at > now) continue
    await writePost(db, board, post)
    written++
  }
  return written
}

/** a post about a match: before kickoff, expectations; after the end, the result */
function drawMatchPost(b: Board): Pick<DrawnPost, 'content' | 'matchId' | 'leagueId' | 'at' | 'place'> {
  const { r, rf } = b
  const m = r.pick(b.matches)
  const words = {
    home: rf.teams.get(m.home_team_id)?.short_name ?? '',
    away: rf.teams.get(m.away_team_id)?.short_name ?? '',
    league: rf.leagues.get(m.league_id)?.short_name ?? '',
    score: `${m.ft_home}:${m.ft_away}`,
  }
  const after = r.chance(0.6)
  const at = after ? m.end_at + r.int(5, 36 * 60) * 60_000 : m.start_at - r.int(10, 48 * 60) * 60_000
  const content = fill(r.pick(after ? AFTER : BEFORE), words)
  const place = r.chance(0.15) ? b.places.get(rf.teams.get(m.home_team_id)?.venue ?? '') : undefined
  return { content, matchId: m.id, leagueId: m.league_id, at, place }
}

function drawPost(b: Board): DrawnPost {
  const { r } = b
  const author = r.pick(b.authors)
  const kind = r.next()
  let post: Pick<DrawnPost, 'content' | 'matchId' | 'leagueId' | 'at' | 'place'>
  if (kind < 0.8 && b.matches.length > 0) {
    post = drawMatchPost(b)
  } else if (kind < 0.9 && b.famous.length > 0) {
    const leagueId = r.pick(b.famous)
    const content = fill(r.pick(LEAGUE_ONLY), { league: b.rf.leagues.get(leagueId)?.short_name ?? '' })
    post = { content, matchId: null, leagueId, at: b.from + r.int(0, DAYS_BACK * 24 * 60) * 60_000, place: undefined }
  } else {
    const content = r.pick(NO_TAG)
    post = { content, matchId: null, leagueId: null, at: b.from + r.int(0, DAYS_BACK * 24 * 60) * 60_000, place: undefined }
  }
  // the post's comments and likes are drawn whether or not it is kept, so one late post does not reshuffle the rest
  const commentCount = r.chance(0.8) ? r.int(1, 8) : 0
  const comments = Array.from({ length: commentCount }, () => ({ by: r.pick(b.authors), gap: r.int(1, 12 * 60) * 60_000, reply: r.chance(0.25), text: r.next() }))
  const likers = r.shuffle([...b.fans]).slice(0, r.int(0, 25))
  const collectors = r.shuffle([...b.fans]).slice(0, r.int(0, 5))
  return { author, ...post, comments, likers, collectors }
}

async function writePost(db: Db, b: Board, p: DrawnPost): Promise<void> {
  const id = await insertPost(db, p.author, {
    content: p.content, images: '[]', match_id: p.matchId, league_id: p.leagueId,
    place_name: p.place?.name ?? null, place_address: p.place?.address ?? null, latitude: p.place?.latitude ?? null, longitude: p.place?.longitude ?? null,
  }, p.at)
  let commentAt = p.at
  const ids: number[] = []
  for (const c of p.comments) {
    commentAt += c.gap
    if (commentAt > b.now) break
    const replyTo = c.reply && ids.length > 0 ? ids[Math.floor(c.text * ids.length)] : null
    const text = replyTo !== null ? REPLIES[Math.floor(c.text * REPLIES.length)] : COMMENTS[Math.floor(c.text * COMMENTS.length)]
    ids.push(await insertComment(db, id, c.by, text, replyTo, commentAt))
  }
  await addReactions(db, 'forum_likes', p.likers.map((fan, n) => ({ forum_id: id, user_id: fan, created_at: Math.min(b.now, p.at + (n + 1) * 7 * 60_000) })))
  await addReactions(db, 'forum_collections', p.collectors.map((fan, n) => ({ forum_id: id, user_id: fan, created_at: Math.min(b.now, p.at + (n + 1) * HOUR_MS) })))
}
