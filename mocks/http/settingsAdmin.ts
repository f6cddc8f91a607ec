import type { FastifyInstance } from 'fastify'
import { ResultCode } from '../../types/envelope'
import type { Db } from '../db'
import { operatorSettingProblem, setSetting } from '../services/settings'
import { bodyOf, envelope } from './envelope'

/**
 * POST /admin/settings (operator token, checked by guardOperatorRoutes): `key` and `value` of one
 * operator switch. Only the settings listed in OPERATOR_SETTINGS, never the data engine's state.
 */
export function registerSettingsAdmin(app: FastifyInstance, db: Db): void {
  app.post('/admin/settings', async (req, reply) => {
    const { key, value } = bodyOf(req) as { key?: unknown; value?: unknown }
    if (typeof key !== 'string' || key === '' || (typeof value !== 'string' && typeof value !== 'number')) {
      return reply.code(400).send(envelope(ResultCode.FAIL, '需要 key 和 value', null))
    }
    const problem = operatorSettingProblem(key, String(value))
    if (problem) return reply.code(400).send(envelope(ResultCode.FAIL, problem, null))
    await setSetting(db, key, String(value))
    return envelope(ResultCode.OK, 'ok', null)
  })
}
