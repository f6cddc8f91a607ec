/**
 * The live push channel (issue 17): WebSocket `/ws` on the server's own origin. Zod-free, so the
 * app imports these values (constants, topic helpers) as well as the types; the server validates
 * incoming frames by hand against the same shapes.
 *
 * Protocol, in order:
 * 1. connect to `ws(s)://<api origin>/ws` with no query string (a `token` in the URL is refused:
 *    close 4003); past the server's socket caps (per address, in all: docs/operations.md, Limits)
 *    the upgrade is refused with HTTP 429 / 503, and the app retries with its backoff;
 * 2. optionally `{op:'auth', token}` as the FIRST message (later → error `auth_not_first`); the server
 *    answers `{type:'ack', op:'auth', user_id}` or closes 4001 on an unknown/expired token.
 *    Without auth the socket is anonymous: it may subscribe and read, not chat;
 * 3. `{op:'sub', topics}` / `{op:'unsub', topics}` → `{type:'ack', op, topics: <all topics now held>}`;
 *    `match:<id>` may be held only while the match is live or kicks off within 24 h: another existing
 *    match is left out of the sub (the rest is held) and an error `bad_topic` follows the ack;
 * 4. the server pushes `LivePush` messages as the simulation reveals each change (a match not yet
 *    kicked off hears one: `lineups`, when its line-ups are announced), each numbered in its match's
 *    stream (`seq`, LiveSeqStream): a skipped number, or a `resync` message, means pushes were lost
 *    and the client reads the match again over HTTP;
 * 5. `{op:'ping'}` → `{type:'pong', at}` (app-level keep-alive; the server also sends WebSocket
 *    pings every HEARTBEAT_MS and drops a socket that has not answered the previous one).
 *
 * Chat is posted over HTTP (`api/Game/chat_send`, the canonical path, used by the app) or over the
 * socket with `{op:'chat', event_id, content}` (same rules, same service; answered by ack or error).
 * Either way every subscriber of `match:<id>` receives it as a `chat` push.
 */
import type { BroadcastLine, MatchEvent, MatchStats } from './football'

/** the path of the socket on the API origin */
export const LIVE_SOCKET_PATH = '/ws'

/** every live match's score, minute and status */
export const LIVE_TOPIC = 'live'
/** one match: events, commentary, stats, odds and chat, and its score/minute/status unless the socket holds `live` (LIVE_TOPIC_TYPES) */
export const MATCH_TOPIC_PREFIX = 'match:'
export type LiveTopic = typeof LIVE_TOPIC | `match:${number}`

export function matchTopic(matchId: number): `match:${number}` {
  return `match:${matchId}`
}
/** the match id of a `match:<id>` topic, null for anything else (`match:0`, `match:abc`, `match:1e3`) */
export function matchIdOfTopic(topic: string): number | null {
  const m = /^match:([1-9]\d{0,14})$/.exec(topic)
  return m ? Number(m[1]) : null
}
export function isLiveTopic(topic: string): topic is LiveTopic {
  return topic === LIVE_TOPIC || matchIdOfTopic(topic) !== null
}

/** a `match:<id>` topic may be held while the match is live or kicks off within this much (the app names only those) */
export const LIVE_WATCH_AHEAD_MS = 24 * 3600_000

/** limits per connection */
export const LIVE_MAX_TOPICS = 50
/** client → server messages allowed in any one second; more closes the socket with 4429 */
export const LIVE_MAX_MESSAGES_PER_SECOND = 20
/** largest client → server frame in bytes; bigger closes with 1009 (the ws library's "message too big") */
export const LIVE_MAX_FRAME_BYTES = 16 * 1024
/** bad messages (not JSON, unknown op, bad topic …) answered with an error before the socket is closed with 4400 */
export const LIVE_MAX_BAD_MESSAGES = 10
/**
 * sub/unsub messages one address may have answered per LIVE_SUB_WINDOW_MS, over all its sockets: a
 * person opening matches sends a few; a client naming fifty ids every second is refused cheaply
 */
export const LIVE_MAX_SUBS_PER_ADDRESS = 60
export const LIVE_SUB_WINDOW_MS = 10_000
/** the server pings every HEARTBEAT_MS; a socket that has not ponged by the next ping is terminated */
export const LIVE_HEARTBEAT_MS = 25_000
/** the server compares every live match's revealed state this often (and at once when the clock moves) */
export const LIVE_TICK_MS = 1_000
/** the app: reconnect backoff (doubles from min to max) */
export const LIVE_RECONNECT_MIN_MS = 1_000
export const LIVE_RECONNECT_MAX_MS = 30_000

/** close codes the server uses, with the reason it sends (Chinese for people, English for logs) */
export const LIVE_CLOSE = {
  /** the server is shutting down */
  GOING_AWAY: { code: 1001, reason: '服务器维护中 / server going away' },
  /** a frame over LIVE_MAX_FRAME_BYTES (sent by the ws library itself, reason may be empty) */
  TOO_BIG: { code: 1009, reason: '消息过大 / frame too large' },
  /** unknown or expired token in the auth message */
  AUTH_FAILED: { code: 4001, reason: '登录已失效，请重新登录 / authentication failed' },
  /** a token in the URL (it would end up in logs and history) */
  TOKEN_IN_URL: { code: 4003, reason: '登录凭证不能放在网址中 / token in URL refused' },
  /** more than LIVE_MAX_BAD_MESSAGES bad messages */
  BAD_INPUT: { code: 4400, reason: '错误消息过多 / too many bad messages' },
  /** more than LIVE_MAX_MESSAGES_PER_SECOND messages in a second */
  FLOOD: { code: 4429, reason: '消息过于频繁 / too many messages' },
} as const

/* ---------- client → server ---------- */

export type LiveClientMessage =
  | { op: 'auth'; token: string }
  | { op: 'sub'; topics: string[] }
  | { op: 'unsub'; topics: string[] }
  | { op: 'ping' }
  | { op: 'chat'; event_id: number; content: string }

/* ---------- server → client ---------- */

/** scoreboard fields of a match row (the list row's score, cards and corners) */
export interface LiveScoreData {
  match_id: number
  current_score: string
  half_score: string
  full_score: string
  extra_score: string
  penalty_score: string
  home_red: number
  away_red: number
  home_yellow: number
  away_yellow: number
  home_corner: number
  away_corner: number
  /** the goals total went up since the last push (the app lights the row) */
  goal: boolean
}
export interface LiveMinuteData {
  match_id: number
  elapsed: number
  elapsed_text: string
}
export interface LiveStatusData {
  match_id: number
  status_id: number
  status_text: string
  elapsed: number
  elapsed_text: string
}
/** one new event (goal, card, substitution …); `period` as in the detail's event groups */
export interface LiveEventData {
  match_id: number
  period: number
  event: MatchEvent
}
/** one new commentary (文字直播) line */
export interface LiveCommentaryData {
  match_id: number
  line: BroadcastLine
}
export interface LiveStatsData {
  match_id: number
  home: MatchStats
  away: MatchStats
}
/**
 * the newest bar of the momentum graph (api/Game/match_momentum) grew or a new one began: the app
 * puts it in place of its bar `from` (or adds it), so a tick costs one small bar
 */
export interface LiveMomentumData {
  match_id: number
  /** first minute of the bar */
  from: number
  home: number
  away: number
  /** minutes played so far */
  minutes_shown: number
}
/** a company's current odds moved (only the markets that changed are present) */
export interface LiveOddsData {
  match_id: number
  company_id: number
  company: string
  europe?: { at: number; home: number; draw: number; away: number }
  asia?: { at: number; home: number; line: number; line_text: string; away: number }
  ou?: { at: number; over: number; line: number; line_text: string; under: number }
}
/** one chat message of a match's room */
export interface ChatMessage {
  id: number
  event_id: number
  user_id: number
  nickname: string
  avatar: string
  content: string
  /** Unix ms */
  at: number
}
/** a new message, or an operator deletion (the app removes `deleted_id`) */
export type LiveChatData =
  | { match_id: number; action: 'post'; message: ChatMessage }
  | { match_id: number; action: 'delete'; deleted_id: number }

/** one side of a line-up announcement: the team and its formation, not the players */
export interface LiveLineupSide {
  team_id: number
  short_name: string
  /** e.g. '4-3-3' */
  formation: string
}
/**
 * both line-ups were announced (LINEUPS_BEFORE_KICKOFF_MS before kickoff): sent once per match, on
 * `match:<id>` only, to the sockets holding it at that moment; the players are read from
 * api/Game/xq_bszr (its `confirmed` turns true at the same moment)
 */
export interface LiveLineupsData {
  match_id: number
  home: LiveLineupSide
  away: LiveLineupSide
}

export interface LiveDataByType {
  score: LiveScoreData
  minute: LiveMinuteData
  status: LiveStatusData
  event: LiveEventData
  commentary: LiveCommentaryData
  stats: LiveStatsData
  odds: LiveOddsData
  chat: LiveChatData
  momentum: LiveMomentumData
  lineups: LiveLineupsData
}
export type LivePushType = keyof LiveDataByType
/**
 * The scoreboard types: what `live` carries. `match:<id>` carries every type, but a match's
 * scoreboard change reaches each socket ONCE: on `live` when the socket holds `live` (whatever
 * else it holds), on `match:<id>` when it holds only the match's topic. So a client holding both
 * gets the change on `live`, and hands a `live` push about match X to its `match:X` screens too
 * (src/services/liveSocket.ts `dispatch`). Events, commentary, stats, momentum, odds, chat and the
 * line-up announcement are sent on `match:<id>` only.
 */
export type LiveTopicType = 'score' | 'minute' | 'status'
export const LIVE_TOPIC_TYPES: readonly LiveTopicType[] = ['score', 'minute', 'status']
export function isLiveTopicType(type: string): type is LiveTopicType {
  return (LIVE_TOPIC_TYPES as readonly string[]).includes(type)
}

/**
 * A match's pushes are numbered in two streams, each counting 1, 2, 3 … with no hole: `board` (score,
 * minute, status: what `live` carries) and `match` (everything else, chat included). Every process
 * behind one address draws the numbers from the same counter (docs/operations.md, Scale-out), so a
 * client that sees a number skipped in a stream lost a push and reads the match again over HTTP.
 */
export type LiveSeqStream = 'board' | 'match'
export function liveSeqStream(type: string): LiveSeqStream {
  return isLiveTopicType(type) ? 'board' : 'match'
}

/**
 * one change, pushed to the subscribers of `topic`; `at` = server ms when the change was detected;
 * `seq` = its number in its match's stream (liveSeqStream). A viewer who black-listed a chat author
 * is not sent that author's message, so sees its number skipped and reads the match again once.
 */
export type LivePush = {
  [K in LivePushType]: { topic: LiveTopic; type: K; data: LiveDataByType[K]; at: number; seq: number }
}[LivePushType]

export type LiveErrorCode =
  | 'bad_json'
  | 'bad_message'
  | 'unknown_op'
  | 'auth_not_first'
  | 'login_required'
  | 'bad_topic'
  | 'too_many_topics'
  | 'chat_rejected'
  | 'rate_limited'

export const LIVE_ERROR_TEXT: Record<LiveErrorCode, string> = {
  bad_json: '消息不是合法的 JSON',
  bad_message: '消息格式错误',
  unknown_op: '未知的操作',
  auth_not_first: '登录消息只能是连接后的第一条消息',
  login_required: '请先登录',
  bad_topic: '订阅主题无效（应为 live，或进行中、24 小时内开赛的比赛 match:<比赛编号>）',
  too_many_topics: `每个连接最多订阅 ${LIVE_MAX_TOPICS} 个主题`,
  chat_rejected: '消息未发送',
  rate_limited: '订阅过于频繁，请稍后再试',
}

export type LiveServerMessage =
  | LivePush
  | { type: 'ack'; op: 'auth'; user_id: number }
  | { type: 'ack'; op: 'sub' | 'unsub'; topics: LiveTopic[] }
  | { type: 'ack'; op: 'chat'; message: ChatMessage }
  /** `msg` is shown to people (Chinese); `op` echoes the request when it was readable */
  | { type: 'error'; code: LiveErrorCode; msg: string; op?: string }
  | { type: 'pong'; at: number }
  /**
   * the server may have missed pushes for a while (its link to the shared push bus was lost and is
   * back): the client forgets its numbers and reads every match it holds again over HTTP
   */
  | { type: 'resync'; at: number }

/* ---------- chat rules (HTTP and socket) ---------- */

/** characters (code points) per chat message */
export const CHAT_CONTENT_MAX = 140
/** one message per user per 3 s */
export const CHAT_INTERVAL_MS = 3_000
/** the room closes 2 h after the final whistle */
export const CHAT_CLOSE_AFTER_FINISH_MS = 2 * 60 * 60 * 1000
/** chat_list returns the last 100 messages, oldest first */
export const CHAT_HISTORY = 100
export const CHAT_TOO_FAST = '发言太快了，请 3 秒后再试'
export const CHAT_TOO_LONG = `聊天内容最多 ${CHAT_CONTENT_MAX} 字`
export const CHAT_EMPTY = '请输入聊天内容'
export const CHAT_CLOSED = '聊天室已关闭（完场 2 小时后关闭）'

/* ---------- goal alerts (mini program subscription messages) ---------- */

/**
 * What a followed match's alert is about. The first four keep their places (a consent's template list
 * is read in this order); 开赛 and 首发公布 came with the per-kind settings (issue 24).
 */
export const ALERT_KINDS = ['goal', 'red', 'half_time', 'full_time', 'kickoff', 'lineups'] as const
export type AlertKind = (typeof ALERT_KINDS)[number]
export const ALERT_KIND_LABEL: Record<AlertKind, string> = {
  goal: '进球',
  red: '红牌',
  half_time: '半场',
  full_time: '完场',
  kickoff: '开赛',
  lineups: '首发公布',
}
/** the order 设置 › 比赛提醒 shows the kinds in: as a match runs */
export const ALERT_KINDS_SHOWN: readonly AlertKind[] = ['kickoff', 'goal', 'red', 'half_time', 'full_time', 'lineups']
/** the stand-in announces both line-ups this long before kickoff (the 首发公布 alert) */
export const LINEUPS_BEFORE_KICKOFF_MS = 60 * 60 * 1000
/** a new user's kinds, until they change them: all but 首发公布 */
export const DEFAULT_ALERT_KINDS: readonly AlertKind[] = ['kickoff', 'goal', 'red', 'half_time', 'full_time']
/** the mini program asks WeChat for at most this many templates per requestSubscribeMessage */
export const SUBSCRIBE_TEMPLATES_PER_CALL = 3
