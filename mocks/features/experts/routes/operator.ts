import type { FastifyInstance } from 'fastify'
import { ResultCode, type ApiEnvelope } from '../../../../types/envelope'
import type { ServerConfig } from '../../../config'
import type { Db } from '../../../db'
import type { Clock } from '../../../http/context'
import { ApiFail } from '../../../http/errors'
import { isOperatorRequest } from '../../../http/operator'
import { decideApplication, pendingApplications } from '../services/expertApplications'

const answer = <T>(code: number, msg: string, data: T): ApiEnvelope<T> => ({ code, msg, data })

/**
 * Operator endpoints of experts, guarded by the admin token (x-admin-token) like every /admin route:
 * GET /admin/experts lists the pending applications; POST /admin/experts { user_id, approve: 1 | 0,
 * reason } decides one (approve 1 makes the user an expert; 0 rejects and needs a reason).
 */
export function registerExpertOperatorRoutes(app: FastifyInstance, deps: { db: Db; config: ServerConfig; clock: Clock }): void {
  app.get('/admin/experts', async (req, reply) => {
    if (!isOperatorRequest(req.headers, deps.config.adminToken)) return reply.code(403).send(answer(ResultCode.FAIL, '无权操作', null))
    return answer(ResultCode.OK, 'ok', { list: await pendingApplications(deps.db) })
  })

  app.post('/admin/experts', async (req, reply) => {
    if (!isOperatorRequest(req.headers, deps.config.adminToken)) return reply.code(403).send(answer(ResultCode.FAIL, '无权操作', null))
    const body = (req.body ?? {}) as { user_id?: unknown; approve?: unknown; reason?: unknown }
    const userId = Number(body.user_id)
    if (!Number.isInteger(userId) || userId <= 0) return answer(ResultCode.FAIL, '需要申请人 user_id', null)
    const approve = String(body.approve)
    if (approve !== '1' && approve !== '0' && approve !== 'true' && approve !== 'false') return answer(ResultCode.FAIL, 'approve 应为 1（通过）或 0（驳回）', null)
    try {
      const state = await decideApplication(deps.db, userId, approve === '1' || approve === 'true', typeof body.reason === 'string' ? body.reason : '', deps.clock.now())
      return answer(ResultCode.OK, 'ok', state)
    } catch (e) {
      if (e instanceof ApiFail) return answer(e.code, e.message, null)
      throw e
    }
  })
}
