import type { Db } from '../../../../db'
import { addSeededFan } from '../../../account'
import { getSetting, setSetting } from '../../../../services/settings'

/** the official account that posts the board's 资讯 (docs/product/news.md), made once */
export const NEWS_ACCOUNT_NICKNAME = '球场资讯'
const SETTING_NEWS_ACCOUNT = 'forum_news_account'

export async function newsAccountId(db: Db, now: number): Promise<number> {
  const stored = await getSetting(db, SETTING_NEWS_ACCOUNT)
  if (stored !== undefined) return Number(stored)
  const id = await addSeededFan(db, NEWS_ACCOUNT_NICKNAME, now)
  await setSetting(db, SETTING_NEWS_ACCOUNT, String(id))
  return id
}
