import type { FastifyInstance } from 'fastify'
import { ResultCode, type ApiEnvelope } from '../../../../types/envelope'
import { MOBILE_RE } from '../../../../types/validation/account'
import type { ServerConfig } from '../../../config'
import type { Db } from '../../../db'
import type { Clock } from '../../../http/context'
import { publishNotice } from '../services/notices'
import { recentCodes } from '../services/sms'

const answer = <T>(code: number, msg: string, data: T): ApiEnvelope<T> => ({ code, msg, data })

/**
 * Operator endpoints of the accounts domain, guarded by the operator token (the /admin hook in
 * mocks/app.ts refuses every other caller before these run):
 * GET /admin/sms?mobile=... reads the codes "sent" to a number (tests, e2e, manual checks);
 * POST /admin/notices {title, content} publishes a system notice.
 */
export function registerAccountOperatorRoutes(app: FastifyInstance, deps: { db: Db; config: ServerConfig; clock: Clock }): void {
  app.get('/admin/sms', async (req) => {
    const mobile = String((req.query as { mobile?: unknown }).mobile ?? '')
    if (!MOBILE_RE.test(mobile)) return answer(ResultCode.FAIL, '参数 mobile 错误：手机号应为 11 位数字，以 13–19 开头', null)
    const list = (await recentCodes(deps.db, mobile)).map((c) => ({
      scene: c.scene, code: c.code, created_at: c.created_at, expires_at: c.expires_at, used: c.used_at !== null,
    }))
    return answer(ResultCode.OK, 'ok', { list })
  })

  app.post('/admin/notices', async (req) => {
    const { title, content } = (req.body ?? {}) as { title?: unknown; content?: unknown }
    if (typeof title !== 'string' || !title.trim() || typeof content !== 'string' || !content.trim()) {
      return answer(ResultCode.FAIL, '需要公告标题 title 和内容 content', null)
    }
    return answer(ResultCode.OK, 'ok', { id: await publishNotice(deps.db, title.trim(), content.trim(), deps.clock.now()) })
  })
}
