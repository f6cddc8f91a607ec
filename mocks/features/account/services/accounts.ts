import crypto from 'node:crypto'
import type { Db } from '../../../db'
import { statement } from '../../../services/statements'
import { issueToken } from '../../../http/auth'
import { maskMobile } from '../../../../types/validation/account'
import type { MemberInfo, UserExtend, UserInfo } from '../../../../types/api/account'
import { blackCount } from './blacklist'
import { memberStat } from './memberStats'
import { unreadCount } from './messages'
import { forgetUploadsOf, removeUploadFiles } from './uploads'
import { walletSummary } from '../forMoney'

/** a users row with the account columns this domain reads */
export interface UserRow {
  id: number
  mobile: string | null
  password_hash: string | null
  wx_openid: string | null
  nickname: string
  avatar: string
  is_expert: number
  created_at: number
  deleted_at: number | null
}

export const DELETED_NICKNAME = '已注销用户'

export function userById(db: Db, id: number): UserRow | undefined {
  return statement(db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined
}

/** live accounts only: a deleted account has no mobile any more, so it is never found */
export function userByMobile(db: Db, mobile: string): UserRow | undefined {
  return statement(db, 'SELECT * FROM users WHERE mobile = ? AND deleted_at IS NULL').get(mobile) as UserRow | undefined
}

export function userByOpenid(db: Db, openid: string): UserRow | undefined {
  return statement(db, 'SELECT * FROM users WHERE wx_openid = ? AND deleted_at IS NULL').get(openid) as UserRow | undefined
}

/** the stand-in has no WeChat server: the same login code always maps to the same openid */
export function openidForCode(code: string): string {
  return 'o' + crypto.createHash('sha256').update(`wx:${code}`).digest('base64url').slice(0, 27)
}

/** 球迷 + last four digits of the number, or of the id for WeChat accounts */
const defaultNickname = (seed: string) => `球迷${seed.slice(-4).padStart(4, '0')}`

export function createUser(db: Db, fields: { mobile?: string; passwordHash?: string; openid?: string; nickname?: string; avatar?: string }, now: number): UserRow {
  const info = statement(db, 'INSERT INTO users (mobile, password_hash, wx_openid, nickname, avatar, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(fields.mobile ?? null, fields.passwordHash ?? null, fields.openid ?? null, fields.nickname ?? '', fields.avatar ?? '', now)
  const id = Number(info.lastInsertRowid)
  if (!fields.nickname) statement(db, 'UPDATE users SET nickname = ? WHERE id = ?').run(defaultNickname(fields.mobile ?? String(id)), id)
  return userById(db, id) as UserRow
}

export function updateProfile(db: Db, userId: number, fields: { nickname: string; avatar: string }): void {
  statement(db, 'UPDATE users SET nickname = ?, avatar = ? WHERE id = ?').run(fields.nickname, fields.avatar, userId)
}

export function setPassword(db: Db, userId: number, passwordHash: string): void {
  statement(db, 'UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId)
}

export function isRealnameVerified(db: Db, userId: number): boolean {
  return statement(db, 'SELECT 1 FROM realname WHERE user_id = ?').get(userId) !== undefined
}

/** a new session for the user and the stored-user record the app keeps */
export function signIn(db: Db, user: UserRow, now: number): UserInfo {
  const token = issueToken(db, user.id, now)
  const wallet = walletSummary(db, user.id, now)
  return {
    id: user.id,
    user_id: String(user.id),
    uid: String(user.id),
    token,
    is_expert: user.is_expert,
    nickname: user.nickname,
    avatar: user.avatar,
    mobile: user.mobile ? maskMobile(user.mobile) : '',
    coins: wallet.coins,
    is_vip: wallet.is_vip,
    vip_expire_at: wallet.vip_expire_at,
    realname_verified: isRealnameVerified(db, user.id),
  }
}

export function userExtendOf(db: Db, user: UserRow, now: number): UserExtend {
  const wallet = walletSummary(db, user.id, now)
  return {
    coins: wallet.coins,
    money: wallet.money,
    is_vip: wallet.is_vip,
    vip_expire_at: wallet.vip_expire_at,
    realname_verified: isRealnameVerified(db, user.id),
    unread_count: unreadCount(db, user.id),
    black_count: blackCount(db, user.id),
  }
}

/**
 * 关注 / 粉丝 / 帖子 of 我的, counted from the tables at each call so a follow or a post shows at once
 * (issue 16: the registered counters were never registered). Follows are of experts (expert_follows);
 * fans are the users following this user as an expert; posts are the user's forum posts not deleted.
 * Counters other domains register (memberStats) are added on top.
 */
function memberCounts(db: Db, userId: number): { follow_count: number; fans_count: number; post_count: number } {
  const count = (sql: string) => statement(db, sql).pluck(true).get(userId) as number
  return {
    follow_count: count('SELECT COUNT(*) FROM expert_follows WHERE user_id = ?') + memberStat(db, userId, 'follow_count'),
    fans_count: count('SELECT COUNT(*) FROM expert_follows WHERE expert_id = ?') + memberStat(db, userId, 'fans_count'),
    post_count: count('SELECT COUNT(*) FROM forum_posts WHERE user_id = ? AND deleted_at IS NULL') + memberStat(db, userId, 'post_count'),
  }
}

export function memberInfoOf(db: Db, user: UserRow, now: number): MemberInfo {
  return {
    ...userExtendOf(db, user, now),
    id: user.id,
    user_id: String(user.id),
    uid: String(user.id),
    is_expert: user.is_expert,
    nickname: user.nickname,
    avatar: user.avatar,
    mobile: user.mobile ? maskMobile(user.mobile) : '',
    wechat_bound: user.wx_openid !== null,
    has_password: user.password_hash !== null,
    ...memberCounts(db, user.id),
    created_at: user.created_at,
    expert_id: user.is_expert && statement(db, 'SELECT 1 FROM experts WHERE user_id = ?').pluck(true).get(user.id) ? user.id : null,
  }
}

export function revokeAllSessions(db: Db, userId: number, now: number): void {
  statement(db, 'UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now, userId)
}

/**
 * Account deletion: every session ends and the personal data goes (number, WeChat id, password
 * hash, nickname, avatar, real name, messages, black lists, feedback contact, match follows, the
 * SMS codes sent to the number, uploaded images on disk). The row itself stays, anonymized,
 * because the ledger and other users' records point at it.
 */
export function deleteAccount(db: Db, userId: number, now: number, uploadDir: string): void {
  const uploads = db.transaction(() => {
    const mobile = userById(db, userId)?.mobile
    revokeAllSessions(db, userId, now)
    statement(db, `UPDATE users SET mobile = NULL, wx_openid = NULL, password_hash = NULL, nickname = ?, avatar = '', deleted_at = ?
      WHERE id = ?`).run(DELETED_NICKNAME, now, userId)
    statement(db, 'DELETE FROM realname WHERE user_id = ?').run(userId)
    statement(db, 'DELETE FROM user_messages WHERE user_id = ?').run(userId)
    statement(db, 'DELETE FROM user_blacks WHERE user_id = ? OR target_id = ?').run(userId, userId)
    statement(db, 'DELETE FROM fb_follows WHERE user_id = ?').run(userId)
    if (mobile) statement(db, 'DELETE FROM sms_codes WHERE mobile = ?').run(mobile)
    // the images go from disk below, so the records stop pointing at them
    statement(db, "UPDATE feedback SET user_id = NULL, contact = '', images = '[]' WHERE user_id = ?").run(userId)
    statement(db, "UPDATE complaints SET user_id = NULL, contact = '', images = '[]' WHERE user_id = ?").run(userId)
    return forgetUploadsOf(db, userId)
  })()
  removeUploadFiles(uploadDir, uploads)
}
