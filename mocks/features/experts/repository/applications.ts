import type { Db } from '../../../db'
import { allRows, execute, firstRow } from '../../../db/query'
import { q } from './builder'

/** applications to become an expert (expert_applications) */

export interface ApplicationRow {
  id: number
  user_id: number
  title: string
  intro: string
  status: 'pending' | 'approved' | 'rejected'
  reason: string
  submitted_at: number
  decided_at: number | null
}

export async function latestApplication(db: Db, userId: number): Promise<ApplicationRow | undefined> {
  return firstRow(db, q.selectFrom('expert_applications')
    .select(['id', 'user_id', 'title', 'intro', 'status', 'reason', 'submitted_at', 'decided_at'])
    .where('user_id', '=', userId).orderBy('id', 'desc').limit(1)
    .$narrowType<{ status: ApplicationRow['status'] }>())
}

export async function insertApplication(db: Db, userId: number, input: { title: string; intro: string }, now: number): Promise<void> {
  await execute(db, q.insertInto('expert_applications').values({ user_id: userId, title: input.title, intro: input.intro, status: 'pending', submitted_at: now }))
}

export async function approveApplication(db: Db, id: number, now: number): Promise<void> {
  await execute(db, q.updateTable('expert_applications').set({ status: 'approved', decided_at: now }).where('id', '=', id))
}

export async function rejectApplication(db: Db, id: number, reason: string, now: number): Promise<void> {
  await execute(db, q.updateTable('expert_applications').set({ status: 'rejected', reason, decided_at: now }).where('id', '=', id))
}

/** applications waiting for a decision, oldest first */
export async function pendingApplicationRows(db: Db): Promise<Array<{ user_id: number; title: string; intro: string; submitted_at: number }>> {
  return allRows(db, q.selectFrom('expert_applications').select(['user_id', 'title', 'intro', 'submitted_at'])
    .where('status', '=', 'pending').orderBy('submitted_at').orderBy('id'))
}
