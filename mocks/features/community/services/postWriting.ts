import type { Db } from '../../../db'
import { fail, notFound } from '../../../http/errors'
import { CONTENT_EMPTY, POST_INTERVAL_MS } from '../../../../types/forum-rules'
import { uploadOwner } from '../../account'
import { matchBriefs, refs } from '../../match'
import { insertPost, lastPostAt, markPostDeleted, updatePost, type PostValues } from '../repository/posts'
import { cleanText } from './cleanText'
import { livePost, storedPost } from './storedPost'

/** writing posts: what a post may say, tag and show, and how often one may post */

export interface PostInput {
  content?: string
  images?: string[]
  event_id?: number
  league_id?: number
  place_name?: string
  place_address?: string
  latitude?: number
  longitude?: number
}

/** a post may show only its author's own uploads */
async function checkImages(db: Db, userId: number, images: readonly string[]): Promise<void> {
  for (const url of images) {
    const name = url.replace(/^\/uploads\//, '')
    if (await uploadOwner(db, name) !== userId) throw fail('图片只能是你自己上传的图片')
  }
}

/** a match tag tags its competition too */
async function tagsOf(db: Db, input: PostInput): Promise<{ match_id: number | null; league_id: number | null }> {
  if (input.event_id !== undefined) {
    const match = (await matchBriefs(db, [input.event_id])).get(input.event_id)
    if (!match) throw notFound('比赛')
    return { match_id: match.id, league_id: match.league_id }
  }
  if (input.league_id !== undefined) {
    if (!(await refs(db)).leagues.has(input.league_id)) throw notFound('联赛')
    return { match_id: null, league_id: input.league_id }
  }
  return { match_id: null, league_id: null }
}

async function placeOf(db: Db, input: PostInput): Promise<Pick<PostValues, 'place_name' | 'place_address' | 'latitude' | 'longitude'>> {
  const hasPlace = input.place_name !== undefined && input.place_name !== ''
  if (hasPlace !== (input.latitude !== undefined && input.longitude !== undefined)) throw fail('地点需要名称和经纬度')
  if (!hasPlace) return { place_name: null, place_address: null, latitude: null, longitude: null }
  return {
    place_name: await cleanText(db, input.place_name ?? ''),
    place_address: await cleanText(db, input.place_address ?? ''),
    latitude: input.latitude ?? 0,
    longitude: input.longitude ?? 0,
  }
}

async function cleanPost(db: Db, userId: number, input: PostInput): Promise<PostValues> {
  const content = await cleanText(db, input.content ?? '')
  const images = [...new Set(input.images ?? [])]
  if (content === '' && images.length === 0) throw fail(CONTENT_EMPTY)
  await checkImages(db, userId, images)
  const tags = await tagsOf(db, input)
  return { content, images: JSON.stringify(images), ...tags, ...await placeOf(db, input) }
}

/** one post per user per 30 s (deleted posts count, so delete-and-repost does not get around it) */
async function checkPostRate(db: Db, userId: number, now: number): Promise<void> {
  const last = await lastPostAt(db, userId)
  if (last !== null && now - last < POST_INTERVAL_MS) {
    const wait = Math.ceil((last + POST_INTERVAL_MS - now) / 1000)
    throw fail(`发帖太频繁，每 ${POST_INTERVAL_MS / 1000} 秒只能发一条，请 ${wait} 秒后再试`)
  }
}

export async function addPost(db: Db, userId: number, input: PostInput, now: number): Promise<number> {
  return db.transaction(async () => {
    await checkPostRate(db, userId, now)
    return insertPost(db, userId, await cleanPost(db, userId, input), now)
  })
}

export async function editPost(db: Db, userId: number, id: number, input: PostInput, now: number): Promise<number> {
  return db.transaction(async () => {
    const post = await livePost(db, id, '帖子已删除，不能编辑')
    if (post.user_id !== userId) throw fail('只能编辑自己的帖子')
    await updatePost(db, id, await cleanPost(db, userId, input), now)
    return id
  })
}

export async function deletePost(db: Db, userId: number, id: number, now: number): Promise<void> {
  const post = await storedPost(db, id)
  if (post.user_id !== userId) throw fail('只能删除自己的帖子')
  if (post.deleted_at !== null) return
  await markPostDeleted(db, id, now)
}
