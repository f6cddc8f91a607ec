import type { Router } from '../../../http/router'
import { BOARD_NEWS_COUNT } from '../../../../types/api/community'
import { requireUser, type Ctx } from '../../../http/context'
import { addComment, commentPage, deleteComment, editComment } from '../services/comments'
import { popularRaceTypes, popularRaces, taggableMatches } from '../services/forumTags'
import { searchPlaces } from '../services/places'
import { addPost, deletePost, editPost } from '../services/postWriting'
import { postById, postPage } from '../services/posts'
import { setCollect, setLike } from '../services/reactions'

/** the viewer's id, 0 for nobody (no user has id 0) */
const viewerOf = (ctx: Ctx) => ctx.user?.id ?? 0

/** the home board (api/Forum/*) and the per-competition boards (api/Community_orums/*), see types/api/community.ts */
export function registerCommunityRoutes(r: Router): void {
  // ---- the home board ----
  r.handle('api/Forum/home_forum_list', async (req, ctx) => {
    const viewer = viewerOf(ctx)
    const page = await postPage(ctx.db, viewer, { sort: req.sort, eventId: req.event_id, leagueId: req.event_id === undefined ? req.league_id : undefined, newsOnly: req.kind === 'news' }, req.page, req.limit)
    // the unfiltered first page brings the latest 资讯 along (the home's 最新资讯, no request of its own)
    const unfiltered = req.page === 1 && req.event_id === undefined && req.league_id === undefined && req.kind === 'all'
    return unfiltered ? { ...page, news: (await postPage(ctx.db, viewer, { sort: 'latest', newsOnly: true }, 1, BOARD_NEWS_COUNT)).list } : page
  })
  r.handle('api/Forum/home_forum_listself', (req, ctx) => {
    const me = requireUser(ctx).id
    return postPage(ctx.db, me, { sort: 'latest', authorId: me }, req.page, req.limit)
  })
  r.handle('api/Forum/home_forum_add', async (req, ctx) => ({ id: await addPost(ctx.db, requireUser(ctx).id, req, ctx.clock.now()) }))
  r.handle('api/Forum/home_forum_edit', async (req, ctx) => {
    const me = requireUser(ctx).id
    if (req.comment_id !== undefined) return { id: await editComment(ctx.db, me, req.comment_id, req.content, ctx.clock.now()) }
    return { id: await editPost(ctx.db, me, req.id ?? 0, req, ctx.clock.now()) }
  })
  r.handle('api/Forum/home_forum_delete', async (req, ctx) => {
    const me = requireUser(ctx).id
    if (req.comment_id !== undefined) await deleteComment(ctx.db, me, req.comment_id, ctx.clock.now())
    else await deletePost(ctx.db, me, req.id ?? 0, ctx.clock.now())
    return null
  })
  r.handle('api/Forum/home_forum_comment', (req, ctx) => addComment(ctx.db, requireUser(ctx).id, req, ctx.clock.now()))
  r.handle('api/Forum/home_forum_xq', async (req, ctx) => {
    const viewer = viewerOf(ctx)
    return { post: await postById(ctx.db, viewer, req.id), comments: await commentPage(ctx.db, viewer, req.id, req.page, req.limit) }
  })
  r.handle('api/Forum/home_forum_list_dz', (req, ctx) => setLike(ctx.db, requireUser(ctx).id, req.forum_id, req.action === 'like', ctx.clock.now()))
  r.handle('api/Forum/get_home_forum_list', async (req, ctx) => {
    const viewer = viewerOf(ctx)
    // the post's own checks (exists, author not black-listed) apply to its comments too
    await postById(ctx.db, viewer, req.forum_id)
    return commentPage(ctx.db, viewer, req.forum_id, req.page, req.limit)
  })
  r.handle('api/Forum/ForumDetails', (req, ctx) => postById(ctx.db, viewerOf(ctx), req.id))
  r.handle('api/Forum/popular_race', async (req, ctx) => ({ list: await popularRaces(ctx.db, ctx.clock.now(), req.limit) }))
  r.handle('api/Forum/popular_race_type', async (req, ctx) => ({ list: await popularRaceTypes(ctx.db, ctx.clock.now(), req.limit) }))
  r.handle('api/Forum/my_collection_list', (req, ctx) => {
    const me = requireUser(ctx).id
    return postPage(ctx.db, me, { sort: 'latest', collectedBy: me }, req.page, req.limit)
  })
  r.handle('api/Forum/forum_ollections', (req, ctx) => setCollect(ctx.db, requireUser(ctx).id, req.forum_id, req.action === 'collect', ctx.clock.now()))
  r.handle('api/Forum/get_saishi', (req, ctx) => taggableMatches(ctx.db, ctx.clock.now(), req.keyword, req.page, req.limit))
  r.handle('api/Forum/places', (req, ctx) => searchPlaces(ctx.db, req.keyword, req.page, req.limit))

  // ---- per-competition boards ----
  r.handle('api/Community_orums/list', (req, ctx) => postPage(ctx.db, viewerOf(ctx), { sort: req.sort, leagueId: req.league_id }, req.page, req.limit))
  r.handle('api/Community_orums/release', async (req, ctx) => ({ id: await addPost(ctx.db, requireUser(ctx).id, req, ctx.clock.now()) }))
  r.handle('api/Community_orums/update', async (req, ctx) => ({ id: await editPost(ctx.db, requireUser(ctx).id, req.id, req, ctx.clock.now()) }))
  r.handle('api/Community_orums/user_list', (req, ctx) => postPage(ctx.db, viewerOf(ctx), { sort: 'latest', authorId: req.target_id }, req.page, req.limit))
  r.handle('api/Community_orums/collect_list', (req, ctx) => {
    const me = requireUser(ctx).id
    return postPage(ctx.db, me, { sort: 'latest', collectedBy: me, leagueId: req.league_id }, req.page, req.limit)
  })
}
