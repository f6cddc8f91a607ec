/**
 * The write flows of `contract:check --writes`: what a signed-in user does that changes records, run on a
 * test account. Each step's answer is judged against the contract like a read; each flow also checks the
 * effect through the backend's own reads (a followed match appears in 我关注的比赛) and undoes itself
 * (unfollow, unlike, delete), so the account ends as it began except for what cannot be undone: one check-in,
 * one feedback row. Payments, withdrawals and codes are left out: they cost money or send messages.
 */
import { CHECKIN_ALREADY_MESSAGE } from '../../types/money-rules'

export type Data = Record<string, unknown> | unknown[] | null | undefined

/** what the flow learned so far: ids from the backend's lists and from earlier answers */
export type FlowContext = Record<string, unknown>

export interface FlowStep {
  path: string
  fields: (ctx: FlowContext) => Record<string, unknown>
  /** why the effect is wrong, or undefined when it is right */
  effect?: (data: Data, ctx: FlowContext) => string | undefined
  /** keeps what later steps need */
  keep?: (data: Data, ctx: FlowContext) => void
  /** an error message that means the step's goal already holds (a second check-in the same day) */
  acceptError?: string
}

export interface WriteFlow {
  name: string
  /** ids the flow needs before it starts, found in the backend's lists (see params.ts) */
  needs: readonly ('event_id' | 'expert_id' | 'target_id')[]
  steps: readonly FlowStep[]
}

const rows = (data: Data): Record<string, unknown>[] => {
  const list = Array.isArray(data) ? data : (data as { list?: unknown } | null)?.list
  return Array.isArray(list) ? (list as Record<string, unknown>[]) : []
}
const listHas = (data: Data, key: string, value: unknown): boolean => rows(data).some((r) => r[key] === value)
const field = (data: Data, key: string): unknown => (data && !Array.isArray(data) ? data[key] : undefined)

/** the effect check: `key` of the answer must equal `want` */
const answers = (key: string, want: unknown) => (data: Data) =>
  field(data, key) === want ? undefined : `effect: expected ${key} ${JSON.stringify(want)}, got ${JSON.stringify(field(data, key))}`

/** the effect check: a list holds (or no longer holds) the row whose `key` is the context's `ctxKey` */
const listed = (key: string, ctxKey: string, wanted: boolean, what: string) => (data: Data, ctx: FlowContext) =>
  listHas(data, key, ctx[ctxKey]) === wanted ? undefined : `effect: ${what} ${ctx[ctxKey]} ${wanted ? 'not in' : 'still in'} the list`

/** a mark in written text, so whoever reads the backend's records knows where the row came from */
const MARK = '接口自检，请忽略'

export const WRITE_FLOWS: readonly WriteFlow[] = [
  {
    name: '关注比赛',
    needs: ['event_id'],
    steps: [
      { path: 'api/Game/event_attention', fields: (c) => ({ event_id: c.event_id, attention: 1 }), effect: answers('followed', true) },
      { path: 'api/Game/gz_event_attention', fields: () => ({ page: 1, limit: 50 }), effect: listed('id', 'event_id', true, 'followed match') },
      { path: 'api/game/chakgz', fields: (c) => ({ event_ids: String(c.event_id) }), effect: listed('event_id', 'event_id', true, 'match') },
      { path: 'api/Game/event_attention', fields: (c) => ({ event_id: c.event_id, attention: 0 }), effect: answers('followed', false) },
      { path: 'api/Game/gz_event_attention', fields: () => ({ page: 1, limit: 50 }), effect: listed('id', 'event_id', false, 'unfollowed match') },
    ],
  },
  {
    name: '关注专家',
    needs: ['expert_id'],
    steps: [
      { path: 'api/user/guanz_expert_attention', fields: (c) => ({ expert_id: c.expert_id, follow: 1 }), effect: answers('followed', true) },
      { path: 'api/user/get_gz', fields: () => ({ page: 1, limit: 50 }), effect: listed('expert_id', 'expert_id', true, 'followed expert') },
      { path: 'api/user/guanz_expert_attention', fields: (c) => ({ expert_id: c.expert_id, follow: 0 }), effect: answers('followed', false) },
      { path: 'api/user/get_gz', fields: () => ({ page: 1, limit: 50 }), effect: listed('expert_id', 'expert_id', false, 'unfollowed expert') },
    ],
  },
  {
    name: '发帖、评论、点赞、收藏、删帖',
    needs: [],
    steps: [
      { path: 'api/Forum/home_forum_add', fields: () => ({ content: MARK }), keep: (d, c) => void (c.forum_id = field(d, 'id')) },
      { path: 'api/Forum/home_forum_listself', fields: () => ({ page: 1, limit: 20 }), effect: listed('id', 'forum_id', true, 'new post') },
      { path: 'api/Forum/home_forum_comment', fields: (c) => ({ forum_id: c.forum_id, content: MARK }) },
      { path: 'api/Forum/home_forum_list_dz', fields: (c) => ({ forum_id: c.forum_id, action: 'like' }), effect: answers('liked', true) },
      { path: 'api/Forum/home_forum_list_dz', fields: (c) => ({ forum_id: c.forum_id, action: 'unlike' }), effect: answers('liked', false) },
      { path: 'api/Forum/forum_ollections', fields: (c) => ({ forum_id: c.forum_id, action: 'collect' }), effect: answers('collected', true) },
      { path: 'api/Forum/my_collection_list', fields: () => ({ page: 1, limit: 20 }), effect: listed('id', 'forum_id', true, 'collected post') },
      { path: 'api/Forum/forum_ollections', fields: (c) => ({ forum_id: c.forum_id, action: 'uncollect' }), effect: answers('collected', false) },
      { path: 'api/Forum/home_forum_delete', fields: (c) => ({ id: c.forum_id }) },
      { path: 'api/Forum/home_forum_listself', fields: () => ({ page: 1, limit: 20 }), effect: listed('id', 'forum_id', false, 'deleted post') },
    ],
  },
  {
    name: '拉黑',
    needs: ['target_id'],
    steps: [
      { path: 'api/user/user_black', fields: (c) => ({ target_id: c.target_id, action: 'add' }), effect: answers('blacked', true) },
      { path: 'api/user/get_user_black', fields: () => ({ page: 1, limit: 50 }), effect: listed('target_id', 'target_id', true, 'blacked user') },
      { path: 'api/user/user_black', fields: (c) => ({ target_id: c.target_id, action: 'remove' }), effect: answers('blacked', false) },
      { path: 'api/user/get_user_black', fields: () => ({ page: 1, limit: 50 }), effect: listed('target_id', 'target_id', false, 'unblacked user') },
    ],
  },
  {
    name: '修改昵称',
    needs: [],
    steps: [
      { path: 'api/user/get_member', fields: () => ({}), keep: (d, c) => void (c.nickname = field(d, 'nickname')) },
      { path: 'api/user/user_edit', fields: () => ({ nickname: '自检昵称' }), effect: answers('nickname', '自检昵称') },
      { path: 'api/user/get_member', fields: () => ({}), effect: answers('nickname', '自检昵称') },
      // the old name back; a backend that refuses it (say, a name rule it added) is reported here
      { path: 'api/user/user_edit', fields: (c) => ({ nickname: c.nickname }), effect: (d, c) => answers('nickname', c.nickname)(d) },
    ],
  },
  {
    name: '签到',
    needs: [],
    steps: [{ path: 'api/Apis/daily_check_in', fields: () => ({}), acceptError: CHECKIN_ALREADY_MESSAGE }],
  },
  {
    name: '意见反馈',
    needs: [],
    steps: [{ path: 'api/Apis/feedback', fields: () => ({ content: MARK }) }],
  },
]

