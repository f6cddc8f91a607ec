import type { Db } from '../../../../db'
import { addSeededFan } from '../../../account'
import { getSetting, setSetting } from '../../../../services/settings'

/** the official account that posts the board's 资讯 (docs/product/news.md), made once */
export const NEWS_ACCOUNT_NICKNAME = '球场资讯'
const SETTING_NEWS_ACCOUNT = 'forum_news_account'

export function newsAccountId(db: Db, now: number): number {
  const stored = getSetting(db, SETTING_NEWS_ACCOUNT)
  if (stored !== undefined) return Number(stored)
  const id = addSeededFan(db, NEWS_ACCOUNT_NICKNAME, now)
  setSetting(db, SETTING_NEWS_ACCOUNT, String(id))
  return id
}
