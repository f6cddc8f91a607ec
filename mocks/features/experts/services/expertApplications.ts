import type { Db } from '../../../db'
import { notifyUser } from '../../account/services/messages'
import { ApiFail, fail } from '../../../http/errors'
import { ResultCode } from '../../../../types/envelope'
import type { ExpertApplication } from '../../../../types/api/experts'
import { realnameInfo } from '../../account/services/realname'
import { statement } from '../../../services/statements'

/**
 * Applying to become an expert (专家入驻) and the operator's decision (POST /admin/experts).
 * Only real-name verified users may apply (verification already refuses minors); one pending
 * application at a time, kept by a partial unique index even under a double submit. Approval sets
 * users.is_expert and writes the experts row (title, intro) the expert pages show.
 */

interface ApplicationRow {
  id: number
  user_id: number
  title: string
  intro: string
  status: 'pending' | 'approved' | 'rejected'
  reason: string
  submitted_at: number
  decided_at: number | null
}

function latestOf(db: Db, userId: number): ApplicationRow | undefined {
  return statement(db, 'SELECT id, user_id, title, intro, status, reason, submitted_at, decided_at FROM expert_applications WHERE user_id = ? ORDER BY id DESC LIMIT 1')
    .get(userId) as ApplicationRow | undefined
}

export function applicationOf(db: Db, userId: number): ExpertApplication {
  const a = latestOf(db, userId)
  const isExpert = (statement(db, 'SELECT is_expert FROM users WHERE id = ?').pluck(true).get(userId) as number | undefined) === 1
  return {
    status: a?.status ?? 'none',
    is_expert: isExpert,
    realname_verified: realnameInfo(db, userId).verified,
    title: a?.title ?? '',
    intro: a?.intro ?? '',
    submitted_at: a?.submitted_at ?? null,
    decided_at: a?.decided_at ?? null,
    reason: a?.reason ?? '',
  }
}

export function applyAsExpert(db: Db, userId: number, input: { title: string; intro: string }, now: number): ExpertApplication {
  if (!realnameInfo(db, userId).verified) throw new ApiFail(ResultCode.REALNAME_REQUIRED, '申请专家需先完成实名认证')
  db.transaction(() => {
    const state = applicationOf(db, userId)
    if (state.is_expert) throw fail('你已经是专家')
    if (state.status === 'pending') throw fail('你的专家申请正在审核中，请耐心等待')
    statement(db, 'INSERT INTO expert_applications (user_id, title, intro, status, submitted_at) VALUES (?, ?, ?, \'pending\', ?)')
      .run(userId, input.title, input.intro, now)
  })()
  return applicationOf(db, userId)
}

/** the operator's decision on a user's pending application */
export function decideApplication(db: Db, userId: number, approve: boolean, reason: string, now: number): ExpertApplication {
  db.transaction(() => {
    const a = latestOf(db, userId)
    if (!a || a.status !== 'pending') throw fail('该用户没有待审核的专家申请')
    if (approve) {
      statement(db, "UPDATE expert_applications SET status = 'approved', decided_at = ? WHERE id = ?").run(now, a.id)
      statement(db, 'UPDATE users SET is_expert = 1 WHERE id = ?').run(userId)
      statement(db, `INSERT INTO experts (user_id, title, intro, joined_at) VALUES (?, ?, ?, ?)
        ON CONFLICT (user_id) DO UPDATE SET title = excluded.title, intro = excluded.intro, joined_at = COALESCE(experts.joined_at, excluded.joined_at)`)
        .run(userId, a.title, a.intro, now)
      // 消息通知: the decision reaches the applicant, with the way to their own expert home
      notifyUser(db, userId, {
        kind: 'expert', title: '专家申请已通过',
        content: `恭喜，你的专家申请（${a.title}）已通过审核。现在可以发布推荐，在「我的」进入我的主页查看。`,
        link: `/pages/index/expertHome?expert_id=${userId}`,
      }, now)
    } else {
      if (!reason.trim()) throw fail('驳回申请需填写原因 reason')
      statement(db, "UPDATE expert_applications SET status = 'rejected', reason = ?, decided_at = ? WHERE id = ?").run(reason.trim(), now, a.id)
      notifyUser(db, userId, {
        kind: 'expert', title: '专家申请未通过',
        content: `很抱歉，你的专家申请未通过审核。原因：${reason.trim()}。修改后可重新提交申请。`,
        link: '/pages/msyng/WellKnown/ExpertCheck',
      }, now)
    }
  })()
  return applicationOf(db, userId)
}

/** applications waiting for a decision, oldest first (the operator's queue) */
export function pendingApplications(db: Db): Array<{ user_id: number; nickname: string; title: string; intro: string; submitted_at: number }> {
  return statement(db, `SELECT a.user_id, u.nickname, a.title, a.intro, a.submitted_at FROM expert_applications a JOIN users u ON u.id = a.user_id
    WHERE a.status = 'pending' ORDER BY a.submitted_at, a.id`).all() as Array<{ user_id: number; nickname: string; title: string; intro: string; submitted_at: number }>
}
