import type { Db } from '../../../db'
import type { Clock } from '../../../http/context'
import { hasNotices } from '../repository/notices'
import { createUser, userByMobile } from './accounts'
import { notifyUser } from './messages'
import { publishNotice } from './notices'
import { hashPasswordSync } from './passwords'

/** the account for manual checks (docs/operations.md) */
export const DEMO_MOBILE = '13800138000'
export const DEMO_PASSWORD = 'demo123456'

const DAY_MS = 24 * 3600 * 1000

const NOTICES: { title: string; content: string; daysAgo: number }[] = [
  {
    title: '欢迎使用体育足球',
    content: '即时比分、足球资料库、专家方案一站看全。\n登录后可关注比赛与专家，比赛开始、进球和完场时会收到提醒。',
    daysAgo: 9,
  },
  {
    title: '金币与签到规则',
    content: '每日签到可领取金币，连续签到奖励更多。\n金币可用于查看付费方案，金币与余额的每一笔变动都可在“明细”中查看。',
    daysAgo: 4,
  },
  {
    title: '文明交流倡议',
    content: '社区内请理性讨论比赛，禁止发布广告、赌博及人身攻击内容。\n遇到违规内容可在帖子或用户主页举报，我们会在 24 小时内处理。',
    daysAgo: 1,
  },
]

/** the demo account's id, once seeded (money's seed gives it its coins and check-ins) */
export async function demoAccountId(db: Db): Promise<number | undefined> {
  return (await userByMobile(db, DEMO_MOBILE))?.id
}

/**
 * Idempotent: creates the demo account (made 30 days ago) and the first system notices on a
 * fresh database. The account's wallet (gift coins, check-ins, a purchase) is money's seed.
 */
export async function seedAccounts(db: Db, clock: Clock): Promise<void> {
  const now = clock.now()
  if (!await userByMobile(db, DEMO_MOBILE)) {
    const user = await createUser(db, { mobile: DEMO_MOBILE, passwordHash: hashPasswordSync(DEMO_PASSWORD), nickname: '演示球迷' }, now - 30 * DAY_MS)
    await notifyUser(db, user.id, { kind: 'system', title: '注册成功', content: '欢迎加入，新人礼包 100 金币已到账。', link: '/pages/user/detailPrice' }, now - 30 * DAY_MS)
  }
  if (!await hasNotices(db)) {
    for (const n of NOTICES) await publishNotice(db, n.title, n.content, now - n.daysAgo * DAY_MS)
  }
}
