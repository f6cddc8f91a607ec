import type { ForumPost } from '@contract/api/community'

/** what a post is called on its share line: a fan's post or the 资讯 kind */
const KIND_TEXT: Record<ForumPost['kind'], string> = { post: '帖子', report: '战报', preview: '前瞻', transfer: '转会' }

/** the one line under a post's share card title: author, kind, tagged match and its counts */
export function postShareDesc(p: Pick<ForumPost, 'nickname' | 'kind' | 'event_name' | 'like_count' | 'comment_count'>): string {
  const about = p.event_name ? ` · ${p.event_name}` : ''
  return `${p.nickname}的${KIND_TEXT[p.kind]}${about} · ${p.like_count}赞 ${p.comment_count}评论`
}
