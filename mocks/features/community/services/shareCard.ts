import type { Db } from '../../../db'
import { CARD_LINE_SIZE, CARD_TEXT_WIDTH, type ShareCardContent } from '../../../services/shareCards/cardContent'
import { wrapText } from '../../../services/shareCards/svgText'
import { userCards } from '../../account'
import { postRowById } from '../repository/posts'

/** a post: its author, the start of its text on up to three lines, its likes and comments; null when deleted or unknown */
export async function postShareCard(db: Db, id: number): Promise<ShareCardContent | null> {
  const p = await postRowById(db, { id: 0, blocked: [] }, id)
  if (!p || p.deleted_at !== null) return null
  const author = (await userCards(db, [p.user_id])).get(p.user_id)
  const lines = wrapText(p.content.replace(/\s+/g, ' ').trim(), CARD_LINE_SIZE, CARD_TEXT_WIDTH, 3)
  return {
    badge: '社区帖子',
    title: `${author?.nickname ?? '球友'}的帖子`,
    lines: lines.length ? lines : ['（图片帖）'],
    chips: [`${p.like_count} 赞`, `${p.comment_count} 评论`],
    accent: '#2d6cdf',
  }
}
