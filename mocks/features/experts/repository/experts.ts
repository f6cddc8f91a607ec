import type { Db } from '../../../db'
import { allRows, execute, firstRow, compiledOnce } from '../../../db/query'
import type { PredictionPlay } from '../../../../types/expert-rules'
import { q } from './builder'

/** the experts rows (title, intro, the seeder's knobs) and who follows whom (expert_follows) */

export interface ExpertRow {
  user_id: number
  title: string
  intro: string
  joined_at: number | null
}

const EXPERT_COLUMNS = ['user_id', 'title', 'intro', 'joined_at'] as const

export async function insertExpert(db: Db, e: { userId: number; title: string; skill: number | null; leagueId: number | null; play: string | null }): Promise<void> {
  await execute(db, q.insertInto('experts').values({ user_id: e.userId, title: e.title, gen_skill: e.skill, gen_league_id: e.leagueId, gen_play: e.play }))
}

/** an approved application's experts row; a returning expert keeps the first joining time */
export async function upsertApprovedExpert(db: Db, userId: number, title: string, intro: string, now: number): Promise<void> {
  await execute(db, q.insertInto('experts').values({ user_id: userId, title, intro, joined_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({
      title: eb.ref('excluded.title'),
      intro: eb.ref('excluded.intro'),
      joined_at: eb.fn.coalesce('experts.joined_at', 'excluded.joined_at'),
    }))))
}

export async function expertCount(db: Db): Promise<number> {
  return (await firstRow(db, q.selectFrom('experts').select((eb) => eb.fn.countAll<number>().as('n'))))?.n ?? 0
}

/** every experts row, by user id */
const allExpertsQuery = compiledOnce(() => q.selectFrom('experts').select(EXPERT_COLUMNS).orderBy('user_id'))

export async function allExpertRows(db: Db): Promise<ExpertRow[]> {
  return allRows(db, allExpertsQuery())
}

const expertRowQuery = compiledOnce((userId: number) => q.selectFrom('experts').select(EXPERT_COLUMNS).where('user_id', '=', userId))

export async function expertRow(db: Db, userId: number): Promise<ExpertRow | undefined> {
  return firstRow(db, expertRowQuery(userId))
}

export async function hasExpertRow(db: Db, userId: number): Promise<boolean> {
  return await firstRow(db, q.selectFrom('experts').select('user_id').where('user_id', '=', userId)) !== undefined
}

/** the seeded experts and how the seeder writes their picks */
export async function generatedExperts(db: Db): Promise<Array<{ id: number; skill: number; leagueId: number | null; play: PredictionPlay | null }>> {
  return allRows(db, q.selectFrom('experts')
    .select(['user_id as id', 'gen_skill as skill', 'gen_league_id as leagueId', 'gen_play as play'])
    .where('gen_skill', 'is not', null).orderBy('user_id')
    .$narrowType<{ skill: number; play: PredictionPlay | null }>())
}

// ---- follows ----

/** followers of every expert that has any */
const followerCountsQuery = compiledOnce(() => q.selectFrom('expert_follows').select((eb) => ['expert_id', eb.fn.countAll<number>().as('n')]).groupBy('expert_id'))

export async function followerCounts(db: Db): Promise<Map<number, number>> {
  return new Map((await allRows(db, followerCountsQuery())).map((r) => [r.expert_id, r.n]))
}

// both are read for the member info on every visit of 我的: built once
const followerCountQuery = compiledOnce((expertId: number) => q.selectFrom('expert_follows').select((eb) => eb.fn.countAll<number>().as('n')).where('expert_id', '=', expertId))
const followingCountQuery = compiledOnce((userId: number) => q.selectFrom('expert_follows').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId))

export async function followerCount(db: Db, expertId: number): Promise<number> {
  return (await firstRow(db, followerCountQuery(expertId)))?.n ?? 0
}

/** how many experts the user follows */
export async function followingCount(db: Db, userId: number): Promise<number> {
  return (await firstRow(db, followingCountQuery(userId)))?.n ?? 0
}

const followedExpertsQuery = compiledOnce((userId: number) => q.selectFrom('expert_follows').select('expert_id').where('user_id', '=', userId))

export async function followedExpertIds(db: Db, userId: number): Promise<Set<number>> {
  return new Set((await allRows(db, followedExpertsQuery(userId))).map((r) => r.expert_id))
}

/** a page of the experts the user follows, latest followed first */
export async function followedExpertsPage(db: Db, userId: number, limit: number, offset: number): Promise<number[]> {
  return (await allRows(db, q.selectFrom('expert_follows').select('expert_id').where('user_id', '=', userId)
    .orderBy('created_at', 'desc').orderBy('expert_id', 'desc').limit(limit).offset(offset))).map((r) => r.expert_id)
}

export async function setExpertFollowRow(db: Db, userId: number, expertId: number, follow: boolean, now: number): Promise<void> {
  if (follow) await execute(db, q.insertInto('expert_follows').values({ user_id: userId, expert_id: expertId, created_at: now }).onConflict((oc) => oc.doNothing()))
  else await execute(db, q.deleteFrom('expert_follows').where('user_id', '=', userId).where('expert_id', '=', expertId))
}
