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
function checkImages(db: Db, userId: number, images: readonly string[]): void {
  for (const url of images) {
    const name = url.replace(/^\/uploads\//, '')
    if (uploadOwner(db, name) !== userId) throw fail('图片只能是你自己上传的图片')
  }
}

/** a match tag tags its competition too */
function tagsOf(db: Db, input: PostInput): { match_id: number | null; league_id: number | null } {
  if (input.event_id !== undefined) {
    const match = matchBriefs(db, [input.event_id]).get(input.event_id)
    if (!match) throw notFound('比赛')
    return { match_id: match.id, league_id: match.league_id }
  }
  if (input.league_id !== undefined) {
    if (!refs(db).leagues.has(input.league_id)) throw notFound('联赛')
    return { match_id: null, league_id: input.league_id }
  }
  return { match_id: null, league_id: null }
}

function placeOf(db: Db, input: PostInput): Pick<PostValues, 'place_name' | 'place_address' | 'latitude' | 'longitude'> {
  const hasPlace = input.place_name !== undefined && input.place_name !== ''
  if (hasPlace !== (input.latitude !== undefined && input.longitude !== undefined)) throw fail('地点需要名称和经纬度')
  if (!hasPlace) return { place_name: null, place_address: null, latitude: null, longitude: null }
  return {
    place_name: cleanText(db, input.place_name ?? ''),
    place_address: cleanText(db, input.place_address ?? ''),
    latitude: input.latitude ?? 0,
    longitude: input.longitude ?? 0,
  }
}

function cleanPost(db: Db, userId: number, input: PostInput): PostValues {
  const content = cleanText(db, input.content ?? '')
  const images = [...new Set(input.images ?? [])]
  if (content === '' && images.length === 0) throw fail(CONTENT_EMPTY)
  checkImages(db, userId, images)
  const tags = tagsOf(db, input)
  return { content, images: JSON.stringify(images), ...tags, ...placeOf(db, input) }
}

/** one post per user per 30 s (deleted posts count, so delete-and-repost does not get around it) */
function checkPostRate(db: Db, userId: number, now: number): void {
  const last = lastPostAt(db, userId)
  if (last !== null && now - last < POST_INTERVAL_MS) {
    const wait = Math.ceil((last + POST_INTERVAL_MS - now) / 1000)
    throw fail(`发帖太频繁，每 ${POST_INTERVAL_MS / 1000} 秒只能发一条，请 ${wait} 秒后再试`)
  }
}

export function addPost(db: Db, userId: number, input: PostInput, now: number): number {
  return db.transaction(() => {
    checkPostRate(db, userId, now)
    return insertPost(db, userId, cleanPost(db, userId, input), now)
  })()
}

export function editPost(db: Db, userId: number, id: number, input: PostInput, now: number): number {
  return db.transaction(() => {
    const post = livePost(db, id, '帖子已删除，不能编辑')
    if (post.user_id !== userId) throw fail('只能编辑自己的帖子')
    updatePost(db, id, cleanPost(db, userId, input), now)
    return id
  })()
}

export function deletePost(db: Db, userId: number, id: number, now: number): void {
  const post = storedPost(db, id)
  if (post.user_id !== userId) throw fail('只能删除自己的帖子')
  if (post.deleted_at !== null) return
  markPostDeleted(db, id, now)
}
