import { readConfig } from '../../mocks/config'
import type { Db } from '../../mocks/db'
import { communityFeature } from '../../mocks/features/community'
import { postShareCard } from '../../mocks/features/community/services/shareCard'
import { NEWS_ACCOUNT_NICKNAME } from '../../mocks/features/community/services/news/newsAccount'
import { isNotableTransfer } from '../../mocks/features/community/services/news/transferNews'
import { writeTransferNews } from '../../mocks/features/community/services/news/writeTransferNews'
import { AHEAD_DAYS, DAY_MS, refs, topUpFootball, transfersBetween, type TransferRow } from '../../mocks/features/match'
import { setSetting } from '../../mocks/services/settings'
import type { ForumPost } from '../../types/api/community'
import { formatMarketValue } from '../../types/market-value'
import { createMember, ok, SEEDED_AT } from './match.helpers'
import type { TestServer } from './helpers'
import { boardNews, useNewsBoard } from './news.helpers'

const HOUR = 3_600_000
/** the 转会 checked figure by figure */
const SAMPLE = 10
/**
 * each test tops up days of football and reads every page of the board: about 2 s on an idle core,
 * over jest's default 5 s beside a busy one, so each has its own budget
 */
const TEST_BUDGET_MS = 30_000

describe('资讯: 转会 written from the transfer data as the clock passes each move', () => {
  let db: Db
  let s: TestServer
  useNewsBoard((board) => ({ db, s } = board))

  const notableUntil = async (until: number) => {
    const rf = await refs(db)
    return (await transfersBetween(db, 0, until)).filter((t) => isNotableTransfer(rf, t))
  }
  const playerName = async (t: TransferRow) => (await refs(db)).players.get(t.player_id)?.name ?? '?'
  /** the board's 资讯 filter, every page, its 转会 only */
  const transferPosts = async () => (await boardNews(s)).filter((p) => p.kind === 'transfer')
  const postOf = async (posts: ForumPost[], t: TransferRow) => {
    const name = await playerName(t)
    return posts.filter((p) => p.created_at === t.at && p.content.includes(name))
  }
  /** the simulation moving to `t`: the schedule's top-up, then the 资讯 due */
  let reached = SEEDED_AT
  async function moveTo(t: number): Promise<void> {
    reached = t
    s.clock.t = t
    await topUpFootball(db, t)
    await writeTransferNews(db, t)
  }

  it('writes one post per notable move once the clock passes its date, none before, never twice', async () => {
    expect(await writeTransferNews(db, SEEDED_AT)).toBe((await notableUntil(SEEDED_AT)).length)
    // the seed draws moves for the days ahead too: the next notable one appears while the server runs
    const rf = await refs(db)
    const ahead = (await transfersBetween(db, SEEDED_AT, SEEDED_AT + AHEAD_DAYS * DAY_MS)).filter((t) => isNotableTransfer(rf, t))
    expect(ahead.length).toBeGreaterThan(0)
    const next = ahead[0]
    await moveTo(next.at - 60_000)
    expect(await postOf(await transferPosts(), next)).toEqual([])
    const tab = async () => (await ok(s, 'api/Game/player_transfer_information', { team_id: next.to_team_id, page: 1, limit: 50 })).list.map((x) => x.id)
    expect(await tab()).not.toContain(next.id)
    await moveTo(next.at + HOUR)
    expect(await postOf(await transferPosts(), next)).toHaveLength(1)
    expect(await tab()).toContain(next.id)
    // again, at the hourly top-up, and as after a restart that lost where the last run stopped: nothing twice
    expect(await writeTransferNews(db, s.clock.t)).toBe(0)
    await communityFeature.topUp?.(db, s.clock, readConfig({}))
    await setSetting(db, 'forum_news_transfers_until', '0')
    expect(await writeTransferNews(db, s.clock.t)).toBe(0)
    const posts = await transferPosts()
    expect(posts.map((p) => p.created_at).sort((a, b) => a - b)).toEqual((await notableUntil(s.clock.t)).map((t) => t.at).sort((a, b) => a - b))
    expect(posts.every((p) => p.nickname === NEWS_ACCOUNT_NICKNAME)).toBe(true)
  }, TEST_BUDGET_MS)

  /** takes every `text` out of `rest` (it must be there) */
  function take(rest: { text: string }, text: string): void {
    expect(rest.text).toContain(text)
    rest.text = rest.text.split(text).join('')
  }

  it('states a sample of moves as the transfer record has them (player, age, position, clubs, kind, fee, value, season figures)', async () => {
    const posts = await transferPosts()
    const sample = (await notableUntil(s.clock.t)).reverse().slice(0, SAMPLE)
    const headlines = new Set<string>()
    for (const t of sample) {
      const [post] = await postOf(posts, t)
      if (!post) throw new Error('each notable move has its post')
      const row = (await ok(s, 'api/Game/player_transfer_information', { player_id: t.player_id, page: 1, limit: 20 })).list.find((x) => x.id === t.id)
      if (!row) throw new Error('the move is on the player’s record')
      const rest = { text: post.content }
      take(rest, `${row.from_team?.name ?? (row.kind === '转会' ? '外部球会' : '自由身')} → ${row.to_team.name}`)
      take(rest, row.kind === '转会' ? `（转会，转会费 ${formatMarketValue(row.fee)}）` : row.kind === '租借' ? '（租借）' : '（自由转会，免签）')
      take(rest, `球员：${row.player.name}，${row.player.position}，${row.player.age}岁，身价 ${formatMarketValue(row.player.market_value)}`)
      headlines.add(rest.text.split('\n')[0].replace(/\d+/g, 'N').split(row.player.name).join('某').split(row.to_team.name).join('甲队').split(row.from_team?.name ?? '-').join('乙队'))
      rest.text = rest.text.split(`${row.player.age}岁`).join('')
      if (row.kind === '转会') take(rest, formatMarketValue(row.fee))
      if (row.kind !== '租借') take(rest, formatMarketValue(row.player.market_value))
      // his season as his card showed it on the day of the move
      s.clock.t = t.at
      const card = await ok(s, 'api/Game/player_card', { player_id: t.player_id })
      const season = card.season
      if (season.season_name) {
        take(rest, `本赛季（${season.season_name}）：`)
        if (season.appearances > 0) take(rest, `出场${season.appearances}次（首发${season.starts}次）`)
        if (season.goals + season.assists > 0) take(rest, `进${season.goals}球，助攻${season.assists}次`)
      }
      expect(rest.text).not.toMatch(/\d/)
      expect(post.kind).toBe('transfer')
    }
    s.clock.t = reached
    // the wording follows the facts: the headlines do not all read alike
    expect(headlines.size).toBeGreaterThan(2)
  }, TEST_BUDGET_MS)

  it('shows on both clubs’ homes and under the board’s 资讯 filter, and opens like any post', async () => {
    const last = (await notableUntil(SEEDED_AT + AHEAD_DAYS * DAY_MS)).find((t) => t.at > reached && t.from_team_id !== null)
    if (!last) throw new Error('a move between two clubs lies ahead')
    await moveTo(last.at + HOUR)
    const [post] = await postOf(await transferPosts(), last)
    for (const teamId of [last.to_team_id, last.from_team_id ?? 0]) {
      const home = await ok(s, 'api/Game/team_home', { team_id: teamId })
      expect(home.news?.map((p) => p.id)).toContain(post.id)
    }
    const board = await ok(s, 'api/Forum/home_forum_list', { limit: 50 })
    expect(board.news?.map((p) => p.id)).toContain(post.id)
    const fan = await createMember(db, '13900002424', s.clock.t)
    expect((await ok(s, 'api/Forum/home_forum_list_dz', { token: fan.token, forum_id: post.id })).like_count).toBe(post.like_count + 1)
    expect((await ok(s, 'api/Forum/forum_ollections', { token: fan.token, forum_id: post.id })).collected).toBe(true)
    await ok(s, 'api/Forum/home_forum_comment', { token: fan.token, forum_id: post.id, content: '这笔转会值不值？' })
    const detail = await ok(s, 'api/Forum/ForumDetails', { id: post.id })
    expect(detail.comment_count).toBe(post.comment_count + 1)
    expect((await postShareCard(db, post.id))?.lines.join('')).toContain(await playerName(last))
  }, TEST_BUDGET_MS)
})
