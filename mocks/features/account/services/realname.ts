import crypto from 'node:crypto'
import type { Db } from '../../../db'
import { insertRealname, realnameOwner, realnameRow } from '../repository/realname'
import { fail } from '../../../http/errors'
import { checkIdCard, idCardAgeProblem, maskIdCard } from '../../../../types/validation/idCard'
import { maskRealName, realNameProblem } from '../../../../types/validation/realName'
import type { RealnameInfo } from '../../../../types/api/account'

/**
 * Real-name verification. The ID number is checked with the shared GB 11643 rule, the holder
 * must be an adult, and the number is stored only as a keyed hash (to keep one account per
 * person) plus a masked form for display.
 */
const idCardHash = (id: string, secret: string) => crypto.createHmac('sha256', `realname:${secret}`).update(id).digest('hex')

export async function realnameInfo(db: Db, userId: number): Promise<RealnameInfo> {
  const row = await realnameRow(db, userId)
  return row
    ? { verified: true, name: maskRealName(row.name), id_card: row.id_card_masked, verified_at: row.verified_at }
    : { verified: false, name: '', id_card: '', verified_at: null }
}

export async function verifyRealname(db: Db, userId: number, input: { name: string; idCard: string }, secret: string, now: number): Promise<RealnameInfo> {
  const nameProblem = realNameProblem(input.name)
  if (nameProblem) throw fail(nameProblem)
  const check = checkIdCard(input.idCard, now)
  if (!check.ok) throw fail(check.reason)
  const underage = idCardAgeProblem(check.id, now)
  if (underage) throw fail(underage)
  if ((await realnameInfo(db, userId)).verified) throw fail('您已完成实名认证')
  const hash = idCardHash(check.id, secret)
  if (await realnameOwner(db, hash) !== undefined) throw fail('该身份证号已认证过其他账号')
  await insertRealname(db, { user_id: userId, name: input.name.trim(), id_card_masked: maskIdCard(check.id), id_card_hash: hash, verified_at: now })
  return realnameInfo(db, userId)
}
