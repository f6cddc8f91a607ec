import type { Db } from '../../db'
import { refs } from '../match/services/footballRefs'
import { allPlaces } from './services/forumTags'
import { getSetting, setSetting } from '../../services/settings'
import { DAY_MS, dayOf, dayStart } from '../match'
import { rng, type Rng } from '../match'
import { SETTING_SEED } from '../match'

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

interface SeedMatch {
  id: number
  league_id: number
  home_team_id: number
  away_team_id: number
  start_at: number
  end_at: number
  ft_home: number
  ft_away: number
}

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
export function ensureForum(db: Db, now: number): number {
  const seedText = getSetting(db, SETTING_SEED)
  if (seedText === undefined || getSetting(db, SETTING_FORUM_SEEDED) !== undefined) return 0
  let posts = 0
  db.transaction(() => {
    posts = seedForum(db, Number(seedText), now)
    setSetting(db, SETTING_FORUM_SEEDED, String(dayOf(now)))
  })()
  return posts
}

function seedForum(db: Db, seed: number, now: number): number {
  const rf = refs(db)
  const today = dayStart(dayOf(now))
  const from = today - DAYS_BACK * DAY_MS
  const r = rng(seed, 'forum', dayOf(now))

  const insertUser = db.prepare('INSERT INTO users (nickname, avatar, created_at) VALUES (?, ?, ?)')
  const used = new Set<string>()
  const fans: number[] = []
  for (let i = 0; i < FAN_COUNT; i++) fans.push(Number(insertUser.run(fanName(r, used), '', from - r.int(30, 600) * DAY_MS).lastInsertRowid))
  const experts = db.prepare('SELECT id FROM users WHERE is_expert = 1 ORDER BY id LIMIT 20').pluck().all() as number[]
  const authors = [...fans, ...experts]

  const famous = [...rf.leagues.values()].filter((l) => l.famous).map((l) => l.id)
  const matches = db
    .prepare(
      `SELECT id, league_id, home_team_id, away_team_id, start_at, end_at, ft_home, ft_away FROM fb_matches
       WHERE start_at >= ? AND start_at < ? AND postponed = 0 AND league_id IN (${famous.length ? famous.join(',') : '0'}) ORDER BY start_at, id`,
    )
    .all(from, today + 2 * DAY_MS) as SeedMatch[]
  const places = new Map(allPlaces(db).map((p) => [p.name, p]))

  const insertPost = db.prepare(
    `INSERT INTO forum_posts (user_id, content, images, match_id, league_id, place_name, place_address, latitude, longitude, created_at)
     VALUES (?, ?, '[]', ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertComment = db.prepare('INSERT INTO forum_comments (forum_id, user_id, content, reply_id, created_at) VALUES (?, ?, ?, ?, ?)')
  const insertLike = db.prepare('INSERT OR IGNORE INTO forum_likes (forum_id, user_id, created_at) VALUES (?, ?, ?)')
  const insertCollect = db.prepare('INSERT OR IGNORE INTO forum_collections (forum_id, user_id, created_at) VALUES (?, ?, ?)')

  let written = 0
  for (let i = 0; i < POST_COUNT; i++) {
    const author = r.pick(authors)
    const kind = r.next()
    let content: string
    let matchId: number | null = null
    let leagueId: number | null = null
    let at: number
    let place: { name: string; address: string; latitude: number; longitude: number } | undefined
    if (kind < 0.8 && matches.length > 0) {
      const m = r.pick(matches)
      const words = {
        home: rf.teams.get(m.home_team_id)?.short_name ?? '',
        away: rf.teams.get(m.away_team_id)?.short_name ?? '',
        league: rf.leagues.get(m.league_id)?.short_name ?? '',
        score: `${m.ft_home}:${m.ft_away}`,
      }
      const after = r.chance(0.6)
      at = after ? m.end_at + r.int(5, 36 * 60) * 60_000 : m.start_at - r.int(10, 48 * 60) * 60_000
      content = fill(r.pick(after ? AFTER : BEFORE), words)
      matchId = m.id
      leagueId = m.league_id
      if (r.chance(0.15)) place = places.get(rf.teams.get(m.home_team_id)?.venue ?? '')
    } else if (kind < 0.9 && famous.length > 0) {
      leagueId = r.pick(famous)
      content = fill(r.pick(LEAGUE_ONLY), { league: rf.leagues.get(leagueId)?.short_name ?? '' })
      at = from + r.int(0, DAYS_BACK * 24 * 60) * 60_000
    } else {
      content = r.pick(NO_TAG)
      at = from + r.int(0, DAYS_BACK * 24 * 60) * 60_000
    }
    // the post's comments and likes are drawn whether or not it is kept, so one late post does not reshuffle the rest
    const commentCount = r.chance(0.8) ? r.int(1, 8) : 0
    const comments = Array.from({ length: commentCount }, () => ({ by: r.pick(authors), gap: r.int(1, 12 * 60) * 60_000, reply: r.chance(0.25), text: r.next() }))
    const likers = r.shuffle([...fans]).slice(0, r.int(0, 25))
    const collectors = r.shuffle([...fans]).slice(0, r.int(0, 5))
    if (at < from || at > now) continue

    const id = Number(
      insertPost.run(author, content, matchId, leagueId, place?.name ?? null, place?.address ?? null, place?.latitude ?? null, place?.longitude ?? null, at).lastInsertRowid,
    )
    written++
    let commentAt = at
    const ids: number[] = []
    for (const c of comments) {
      commentAt += c.gap
      if (commentAt > now) break
      const replyTo = c.reply && ids.length > 0 ? ids[Math.floor(c.text * ids.length)] : null
      const text = replyTo !== null ? REPLIES[Math.floor(c.text * REPLIES.length)] : COMMENTS[Math.floor(c.text * COMMENTS.length)]
      ids.push(Number(insertComment.run(id, c.by, text, replyTo, commentAt).lastInsertRowid))
    }
    for (const [n, fan] of likers.entries()) insertLike.run(id, fan, Math.min(now, at + (n + 1) * 7 * 60_000))
    for (const [n, fan] of collectors.entries()) insertCollect.run(id, fan, Math.min(now, at + (n + 1) * HOUR_MS))
  }
  return written
}
