import type { Db } from '../../../db'
import { isRealnameVerified, notifyUser, setExpertFlag, userCards } from '../../account'
import { ApiFail, fail } from '../../../http/errors'
import { ResultCode } from '../../../../types/envelope'
import type { ExpertApplication } from '../../../../types/api/experts'
import { approveApplication, insertApplication, latestApplication, pendingApplicationRows, rejectApplication } from '../repository/applications'
import { upsertApprovedExpert } from '../repository/experts'

/**
 * Applying to become an expert (专家入驻) and the operator's decision (POST /admin/experts).
 * Only real-name verified users may apply (verification already refuses minors); one pending
 * application at a time, kept by a partial unique index even under a double submit. Approval sets
 * users.is_expert and writes the experts row (title, intro) the expert pages show.
 */

export async function applicationOf(db: Db, userId: number): Promise<ExpertApplication> {
  const a = await latestApplication(db, userId)
  const isExpert = (await userCards(db, [userId])).get(userId)?.is_expert ?? false
  return {
    status: a?.status ?? 'none',
    is_expert: isExpert,
    realname_verified: await isRealnameVerified(db, userId),
    title: a?.title ?? '',
    intro: a?.intro ?? '',
    submitted_at: a?.submitted_at ?? null,
    decided_at: a?.decided_at ?? null,
    reason: a?.reason ?? '',
  }
}

export async function applyAsExpert(db: Db, userId: number, input: { title: string; intro: string }, now: number): Promise<ExpertApplication> {
  if (!await isRealnameVerified(db, userId)) throw new ApiFail(ResultCode.REALNAME_REQUIRED, '申请专家需先完成实名认证')
  await db.transaction(async () => {
    const state = await applicationOf(db, userId)
    if (state.is_expert) throw fail('你已经是专家')
    if (state.status === 'pending') throw fail('你的专家申请正在审核中，请耐心等待')
    await insertApplication(db, userId, input, now)
  })
  return applicationOf(db, userId)
}

/** the operator's decision on a user's pending application */
export async function decideApplication(db: Db, userId: number, approve: boolean, reason: string, now: number): Promise<ExpertApplication> {
  await db.transaction(async () => {
    const a = await latestApplication(db, userId)
    if (!a || a.status !== 'pending') throw fail('该用户没有待审核的专家申请')
    if (approve) {
      await approveApplication(db, a.id, now)
      await setExpertFlag(db, userId)
      await upsertApprovedExpert(db, userId, a.title, a.intro, now)
      // 消息通知: the decision reaches the applicant, with the way to their own expert home
      await notifyUser(db, userId, {
        kind: 'expert', title: '专家申请已通过',
        content: `恭喜，你的专家申请（${a.title}）已通过审核。现在可以发布推荐，在「我的」进入我的主页查看。`,
        link: `/pages/index/expertHome?expert_id=${userId}`,
      }, now)
    } else {
      if (!reason.trim()) throw fail('驳回申请需填写原因 reason')
      await rejectApplication(db, a.id, reason.trim(), now)
      await notifyUser(db, userId, {
        kind: 'expert', title: '专家申请未通过',
        content: `很抱歉，你的专家申请未通过审核。原因：${reason.trim()}。修改后可重新提交申请。`,
        link: '/pages/msyng/WellKnown/ExpertCheck',
      }, now)
    }
  })
  return applicationOf(db, userId)
}

/** applications waiting for a decision, oldest first (the operator's queue) */
export async function pendingApplications(db: Db): Promise<Array<{ user_id: number; nickname: string; title: string; intro: string; submitted_at: number }>> {
  const rows = await pendingApplicationRows(db)
  const users = await userCards(db, rows.map((a) => a.user_id))
  return rows.flatMap((a) => {
    const u = users.get(a.user_id)
    return u ? [{ user_id: a.user_id, nickname: u.nickname, title: a.title, intro: a.intro, submitted_at: a.submitted_at }] : []
  })
}
