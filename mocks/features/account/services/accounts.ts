import crypto from 'node:crypto'
import type { Db } from '../../../db'
import { maskMobile } from '../../../../types/validation/account'
import type { MemberInfo, UserExtend, UserInfo } from '../../../../types/api/account'
import { accountCreated, accountDeleted, expertIdOf, memberCount, walletSummary } from '../ports'
import { anonymizeUser, findLiveUser, findUser, insertUser, updateUser, type UserRow } from '../repository/users'
import { revokeUserSessions } from '../repository/sessions'
import { deleteRealname, hasRealname } from '../repository/realname'
import { deleteMessagesOf } from '../repository/messages'
import { deleteBlacksOf } from '../repository/blacks'
import { deleteCodesTo } from '../repository/sms'
import { detachFeedbackOf } from '../repository/feedback'
import { recordSignup, signupsFrom } from '../repository/signups'
import { fail } from '../../../http/errors'
import { blackCount } from './blacklist'
import { unreadCount } from './messages'
import { issueToken } from './sessions'
import { forgetUploadsOf } from './uploads'
import type { UploadStore } from './uploadStore'

export type { UserRow } from '../repository/users'

export const DELETED_NICKNAME = '已注销用户'

/** new accounts one client address may make in an hour (SMS register, code login, WeChat) */
export const SIGNUPS_PER_ADDRESS_HOUR = 10
const HOUR_MS = 3600 * 1000

export async function userById(db: Db, id: number): Promise<UserRow | undefined> {
  return findUser(db, id)
}

/** live accounts only: a deleted account has no mobile any more, so it is never found */
export async function userByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  return findLiveUser(db, 'mobile', mobile)
}

export async function userByOpenid(db: Db, openid: string): Promise<UserRow | undefined> {
  return findLiveUser(db, 'wx_openid', openid)
}

/** the stand-in has no WeChat server: the same login code always maps to the same openid */
export function openidForCode(code: string): string {
  return 'o' + crypto.createHash('sha256').update(`wx:${code}`).digest('base64url').slice(0, 27)
}

/** 球迷 + last four digits of the number, or of the id for WeChat accounts */
const defaultNickname = (seed: string) => `球迷${seed.slice(-4).padStart(4, '0')}`

export interface NewUser {
  mobile?: string
  passwordHash?: string
  openid?: string
  nickname?: string
  avatar?: string
}

/** makes the users row, then tells the features above (onAccountCreated) in the same transaction */
export async function createUser(db: Db, fields: NewUser, now: number): Promise<UserRow> {
  const id = await db.transaction(async () => {
    const made = await insertUser(db, {
      mobile: fields.mobile ?? null, password_hash: fields.passwordHash ?? null, wx_openid: fields.openid ?? null,
      nickname: fields.nickname ?? '', avatar: fields.avatar ?? '', created_at: now,
    })
    if (!fields.nickname) await updateUser(db, made, { nickname: defaultNickname(fields.mobile ?? String(made)) })
    await accountCreated(db, made, now)
    return made
  })
  const user = await findUser(db, id)
  if (!user) throw new Error(`user ${id} was not stored`)
  return user
}

/** refuses when the address has made SIGNUPS_PER_ADDRESS_HOUR accounts in the last hour */
export async function assertSignupAllowed(db: Db, address: string, now: number): Promise<void> {
  if (await signupsFrom(db, address, now - HOUR_MS) >= SIGNUPS_PER_ADDRESS_HOUR) {
    throw fail(`当前网络注册账号过于频繁（每小时最多 ${SIGNUPS_PER_ADDRESS_HOUR} 个），请稍后再试`)
  }
}

/** a new account asked for by a client: counted against its address */
export async function signUp(db: Db, fields: NewUser, now: number, address: string): Promise<UserRow> {
  await assertSignupAllowed(db, address, now)
  const user = await createUser(db, fields, now)
  await recordSignup(db, address, now, HOUR_MS)
  return user
}

export async function updateProfile(db: Db, userId: number, fields: { nickname: string; avatar: string }): Promise<void> {
  await updateUser(db, userId, fields)
}

export async function setPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await updateUser(db, userId, { password_hash: passwordHash })
}

export async function isRealnameVerified(db: Db, userId: number): Promise<boolean> {
  return hasRealname(db, userId)
}

/** a new session for the user and the stored-user record the app keeps */
export async function signIn(db: Db, user: UserRow, now: number): Promise<UserInfo> {
  const token = await issueToken(db, user.id, now)
  const wallet = await walletSummary(db, user.id, now)
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
    realname_verified: await isRealnameVerified(db, user.id),
  }
}

export async function userExtendOf(db: Db, user: UserRow, now: number): Promise<UserExtend> {
  const wallet = await walletSummary(db, user.id, now)
  return {
    coins: wallet.coins,
    money: wallet.money,
    is_vip: wallet.is_vip,
    vip_expire_at: wallet.vip_expire_at,
    realname_verified: await isRealnameVerified(db, user.id),
    unread_count: await unreadCount(db, user.id),
    black_count: await blackCount(db, user.id),
  }
}

/**
 * 关注 / 粉丝 / 帖子 of 我的, counted at each call so a follow or a post shows at once (issue 16).
 * The follows and posts are other features' tables: experts and community register the counters.
 */
async function memberCounts(db: Db, userId: number): Promise<{ follow_count: number; fans_count: number; post_count: number }> {
  return {
    follow_count: await memberCount(db, userId, 'follow_count'),
    fans_count: await memberCount(db, userId, 'fans_count'),
    post_count: await memberCount(db, userId, 'post_count'),
  }
}

export async function memberInfoOf(db: Db, user: UserRow, now: number): Promise<MemberInfo> {
  return {
    ...await userExtendOf(db, user, now),
    id: user.id,
    user_id: String(user.id),
    uid: String(user.id),
    is_expert: user.is_expert,
    nickname: user.nickname,
    avatar: user.avatar,
    mobile: user.mobile ? maskMobile(user.mobile) : '',
    wechat_bound: user.wx_openid !== null,
    has_password: user.password_hash !== null,
    ...await memberCounts(db, user.id),
    created_at: user.created_at,
    expert_id: await expertIdOf(db, user),
  }
}

export async function revokeAllSessions(db: Db, userId: number, now: number): Promise<void> {
  await revokeUserSessions(db, userId, now)
}

/**
 * Account deletion: every session ends and the personal data goes (number, WeChat id, password
 * hash, nickname, avatar, real name, messages, black lists, feedback contact, the SMS codes sent
 * to the number, uploaded images in their store; the features above forget theirs through
 * onAccountDeleted, e.g. match follows). The row itself stays, anonymized, because the ledger
 * and other users' records point at it.
 */
export async function deleteAccount(db: Db, userId: number, now: number, uploads: UploadStore): Promise<void> {
  const names = await db.transaction(async () => {
    const mobile = (await findUser(db, userId))?.mobile
    await revokeUserSessions(db, userId, now)
    await anonymizeUser(db, userId, DELETED_NICKNAME, now)
    await deleteRealname(db, userId)
    await deleteMessagesOf(db, userId)
    await deleteBlacksOf(db, userId)
    await accountDeleted(db, userId, now)
    if (mobile) await deleteCodesTo(db, mobile)
    // the images go from the store below, so the records stop pointing at them
    await detachFeedbackOf(db, userId)
    return forgetUploadsOf(db, userId)
  })
  await uploads.remove(names)
}
