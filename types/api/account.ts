import { z } from 'zod'
import { defineEndpoints } from '../endpoint'
import { paged, pageReq, zBool, zId } from '../common'
import { LEDGER_ITEM_KINDS } from '../money-rules'
import { isCleanName, NAME_CHARS_MESSAGE } from '../validation/text'
import {
  AVATAR_MESSAGE, CONTACT_MAX, CONTACT_MESSAGE, isUploadPath, isValidContact, isWechatAvatarUrl, MOBILE_MESSAGE, MOBILE_RE, NICKNAME_MESSAGE, nicknameFits, PASSWORD_MAX, PASSWORD_MESSAGE, PASSWORD_MIN, SMS_CODE_MESSAGE, SMS_CODE_RE,
} from '../validation/account'

/**
 * Accounts (docs/product/api.md "Auth and user" and the account extras): login, WeChat login, register,
 * SMS codes, password recovery, profile, member info, black list, notifications, account
 * deletion, the ledger's rows (its path api/user/mx is money's), real-name verification, feedback,
 * complaints, system notices (api/game/system_notification and its detail).
 *
 * Identity: the token alone says who the caller is. `user_id` / `uid` in a payload (added by the
 * app's request wrapper) must be the token's user or the call is refused; so fields naming
 * *another* user are called `target_id`, never `user_id`.
 * Money amounts are yuan with two decimals; coins are whole numbers; times are epoch milliseconds.
 */

// ---- field rules (messages name the field, in Chinese) ----
const mobile = z.string({ error: '请输入手机号' }).trim().regex(MOBILE_RE, MOBILE_MESSAGE)
const password = z.string({ error: '请输入密码' }).min(PASSWORD_MIN, PASSWORD_MESSAGE).max(PASSWORD_MAX, PASSWORD_MESSAGE)
const smsCode = z.string({ error: '请输入验证码' }).trim().regex(SMS_CODE_RE, SMS_CODE_MESSAGE)
/** optional mobile or e-mail to reach the sender of feedback or a complaint; '' = none */
const contact = z
  .string()
  .trim()
  .max(CONTACT_MAX, `联系方式最多 ${CONTACT_MAX} 字`)
  .refine((v) => v === '' || isValidContact(v), CONTACT_MESSAGE)
  .optional()
/** list of uploaded file urls (from UPLOAD_PATH), sent as a JSON array string or comma separated */
const imageList = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => (Array.isArray(v) ? v : v.trim() === '' ? [] : v.trim().startsWith('[') ? safeJsonList(v) : v.split(',')))
  .pipe(z.array(z.string().regex(/^\/uploads\/[\w.-]+$/, '图片地址应为上传接口返回的地址')).max(52, '图片最多 52 张'))
  .optional()

function safeJsonList(v: string): string[] {
  try {
    const parsed: unknown = JSON.parse(v)
    return Array.isArray(parsed) ? parsed.map(String) : ['']
  } catch {
    return ['']
  }
}

/** wx.config's signed fields for one page address (WeChat JS-SDK, "附录1-JS-SDK使用权限签名算法") */
export const jssdkConfigRes = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string().regex(/^[0-9a-f]{40}$/),
})
export type JssdkConfig = z.infer<typeof jssdkConfigRes>

/** the pay-module switch (docs/product/pay-module.md): true shows the VIP and expert tabs and every buying entry */

/**
 * the stored user (docs/product/entities.md): what login, xin_login and register answer and the app keeps under
 * the `userInfo` key. `user_id` and `uid` are the id as a string (the request wrapper sends them).
 * `mobile` is masked (138****8000), '' for WeChat-only accounts.
 */
export const userInfo = z.object({
  id: z.number().int(),
  user_id: z.string(),
  uid: z.string(),
  token: z.string(),
  is_expert: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  mobile: z.string(),
  /** coin balance (whole coins) */
  coins: z.number().int(),
  /** VIP is active when vip_expire_at is in the future */
  is_vip: z.boolean(),
  vip_expire_at: z.number().int().nullable(),
  /** real-name verification done */
  realname_verified: z.boolean(),
})
export type UserInfo = z.infer<typeof userInfo>

/** wallet and state extras (get_user_extend), also part of the member info */
export const userExtend = z.object({
  coins: z.number().int(),
  /** cash balance in yuan (expert income, refunds) */
  money: z.number(),
  is_vip: z.boolean(),
  vip_expire_at: z.number().int().nullable(),
  realname_verified: z.boolean(),
  /** unread notifications (badge; the app caps the display at 999) */
  unread_count: z.number().int(),
  black_count: z.number().int(),
})
export type UserExtend = z.infer<typeof userExtend>

/** the full profile fetched after login (get_member) and answered by user_edit */
export const memberInfo = userExtend.extend({
  id: z.number().int(),
  user_id: z.string(),
  uid: z.string(),
  is_expert: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  /** masked, '' when none */
  mobile: z.string(),
  /** true when a WeChat login is bound */
  wechat_bound: z.boolean(),
  /** whether a password is set (SMS- or WeChat-created accounts may have none) */
  has_password: z.boolean(),
  /** experts and users I follow, users following me, my forum posts: counted from the tables at each call */
  follow_count: z.number().int(),
  fans_count: z.number().int(),
  post_count: z.number().int(),
  created_at: z.number().int(),
  /** my expert id (= my user id) once I am an expert, else null: 我的 shows 我的主页 (zjxq expert_id) */
  expert_id: z.number().int().nullable(),
})
export type MemberInfo = z.infer<typeof memberInfo>

export const smsScene = z.enum(['register', 'login', 'forgot'], { error: '场景 scene 应为 register、login 或 forgot' })
export type SmsScene = z.infer<typeof smsScene>
export const SMS_RESEND_SECONDS = 60
export const SMS_TTL_SECONDS = 300
export const sendCodeRes = z.object({
  /** seconds before another code may be sent (the countdown, docs/product/constants.md) */
  resend_in: z.number().int(),
  /** seconds the code stays valid */
  expires_in: z.number().int(),
})

export const blackListItem = z.object({
  target_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  /** when I blacked them */
  created_at: z.number().int(),
})
export type BlackListItem = z.infer<typeof blackListItem>

export const userMessage = z.object({
  id: z.number().int(),
  /** 'system' | 'order' | 'follow' | 'comment' | ... (the sending domain names it) */
  kind: z.string(),
  title: z.string(),
  content: z.string(),
  /** optional in-app route to open, e.g. /pages/user/noticeDetail?id=3 */
  link: z.string(),
  read: z.boolean(),
  created_at: z.number().int(),
})
export type UserMessage = z.infer<typeof userMessage>

/** what a ledger row paid for or came from; opens it (a prediction, a VIP pick, an order) */
export const ledgerItem = z.object({
  kind: z.enum(LEDGER_ITEM_KINDS),
  /** the prediction / VIP pick / withdrawal id; null for orders (see order_no) and check-ins */
  id: z.number().int().nullable(),
  /** e.g. the prediction's title, VIP月卡, 180金币 */
  title: z.string(),
})
export type LedgerItem = z.infer<typeof ledgerItem>

export const ledgerEntry = z.object({
  id: z.number().int(),
  /**
   * 'coin' amounts are whole coins, 'money' amounts are yuan of the cash balance; 'cash' rows are
   * real money paid through WeChat / Alipay (top-ups, VIP), yuan, outside both balances (balance 0)
   */
  kind: z.enum(['coin', 'money', 'cash']),
  /** signed: positive is income, negative is spending */
  amount: z.number(),
  /** balance of that kind right after the entry */
  balance: z.number(),
  /** Chinese description, e.g. 每日签到、购买方案 */
  title: z.string(),
  created_at: z.number().int(),
  /** what it paid for; null when nothing in particular */
  item: ledgerItem.nullable(),
  /** the order (money orders) or coin purchase key it belongs to */
  order_no: z.string().nullable(),
})
export type LedgerEntry = z.infer<typeof ledgerEntry>

export const realnameInfo = z.object({
  verified: z.boolean(),
  /** 张*, '' when not verified */
  name: z.string(),
  /** 1101**********123X, '' when not verified */
  id_card: z.string(),
  verified_at: z.number().int().nullable(),
})
export type RealnameInfo = z.infer<typeof realnameInfo>

export const complaintTarget = z.enum(['post', 'comment', 'user', 'prediction', 'other'], { error: '举报对象 target_type 无效' })

/**
 * Uploads (avatars, feedback and complaint images) are multipart, outside the form-encoded
 * table: POST UPLOAD_PATH with the token (form field `token` or `Authorization: Bearer`) and
 * up to UPLOAD_MAX_FILES image files (jpeg/png/gif/webp, each up to 5 MB) in any field name.
 * Answers the envelope with `uploadRes`; the urls are served by the same server under /uploads/.
 */
export const UPLOAD_PATH = 'api/user/upload'
export const UPLOAD_MAX_FILES = 52
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
export const uploadRes = z.object({ files: z.array(z.object({ url: z.string(), size: z.number().int() })) })
export type UploadRes = z.infer<typeof uploadRes>

/** a system notice (系统公告) */
export const noticeRow = z.object({ id: z.number().int(), title: z.string(), content: z.string(), created_at: z.number().int(), created_date: z.string() })

export const accountEndpoints = defineEndpoints({
  'api/game/system_notification': { part: 'spec', req: pageReq, res: paged(noticeRow), doc: '系统公告' },

  // ---- sign in / sign up (public; the app reads the code itself) ----
  'api/user/login': {
    part: 'spec',
    req: z
      .object({ mobile, password: password.optional(), code: smsCode.optional() })
      .refine((v) => v.password !== undefined || v.code !== undefined, { message: '请输入密码或验证码', path: ['password'] }),
    res: userInfo,
    access: 'public',
    doc: '手机号 + 密码或短信验证码（场景 login）登录；验证码登录的新手机号自动注册。失败过多会被限制 15 分钟',
  },
  'api/user/xin_login': {
    part: 'spec',
    req: z.object({
      code: z.string({ error: '缺少微信登录 code' }).trim().min(1, '缺少微信登录 code'),
      nickname: z.string().trim().refine(isCleanName, `昵称${NAME_CHARS_MESSAGE}`).refine(nicknameFits, NICKNAME_MESSAGE).optional(),
      avatar: z.string().trim().refine((v) => v === '' || isWechatAvatarUrl(v), AVATAR_MESSAGE).optional(),
    }),
    res: userInfo,
    access: 'public',
    doc: '微信登录：Taro.login 的 code，首次登录自动建号',
  },
  'api/user/register': {
    part: 'spec',
    req: z.object({ mobile, code: smsCode, password }),
    res: userInfo,
    access: 'public',
    doc: '注册（验证码场景 register），成功即登录',
  },
  'api/user/send': {
    part: 'spec',
    req: z.object({ mobile, scene: smsScene.default('login') }),
    res: sendCodeRes,
    access: 'public',
    doc: '发送 6 位短信验证码（有无账号回答相同）：同一请求方对同一号码 60 秒起逐次加倍（最长 1 小时）、24 小时最多 10 次，5 分钟内有效，只能用一次',
  },
  'api/user/zhaohuimima': {
    part: 'spec',
    req: z.object({ mobile, code: smsCode, password }),
    res: z.null(),
    access: 'public',
    doc: '找回密码（验证码场景 forgot）；成功后该账号所有登录失效',
  },
  'api/user/logout': { part: 'extension', req: z.object({}).passthrough(), res: z.null(), access: 'user', doc: '退出登录：当前 token 作废' },
  'api/user/check_login': {
    part: 'spec',
    req: z.object({}).passthrough(),
    res: z.object({ user_id: z.string(), expires_at: z.number().int() }),
    access: 'user',
    doc: '校验 token：有效时回答过期时间，无效时 410000',
  },

  // ---- profile ----
  'api/user/get_member': { part: 'spec', req: z.object({}).passthrough(), res: memberInfo, access: 'user', doc: '登录后拉取的会员信息' },
  'api/user/get_user_extend': { part: 'spec', req: z.object({}).passthrough(), res: userExtend, access: 'user', doc: '金币、余额、VIP、实名、未读数' },
  'api/user/user_edit': {
    part: 'spec',
    req: z
      .object({
        nickname: z.string().trim().min(1, '昵称不能为空').refine(isCleanName, `昵称${NAME_CHARS_MESSAGE}`).refine(nicknameFits, NICKNAME_MESSAGE).optional(),
        avatar: z.string().trim().refine((v) => isUploadPath(v) || isWechatAvatarUrl(v), AVATAR_MESSAGE).optional(),
      })
      .refine((v) => v.nickname !== undefined || v.avatar !== undefined, { message: '请填写要修改的昵称或头像', path: ['nickname'] }),
    res: memberInfo,
    access: 'user',
    doc: '修改昵称、头像',
  },

  // ---- black list ----
  'api/user/get_user_black': { part: 'spec', req: pageReq, res: paged(blackListItem), access: 'user', doc: '我的黑名单' },
  'api/user/user_black': {
    part: 'spec',
    req: z.object({ target_id: zId, action: z.enum(['add', 'remove'], { error: '操作 action 应为 add 或 remove' }) }),
    res: z.object({ blacked: z.boolean() }),
    access: 'user',
    doc: '拉黑 / 取消拉黑',
  },
  'api/user/user_black_check': {
    part: 'spec',
    req: z.object({ target_id: zId }),
    res: z.object({ blacked: z.boolean(), blacked_me: z.boolean() }),
    access: 'user',
    doc: '我是否拉黑了对方、对方是否拉黑了我',
  },

  // ---- notifications, ledger ----
  'api/user/base_user_message': {
    part: 'spec',
    req: pageReq.extend({ mark_read: zBool.default(false) }),
    res: paged(userMessage).extend({ unread: z.number().int() }),
    access: 'user',
    doc: '我的消息（新的在前）与未读数；mark_read=1 把本页标为已读',
  },
  'api/user/zhuxiaogongneng': {
    part: 'spec',
    req: z.object({}).passthrough(),
    res: z.null(),
    access: 'user',
    doc: '注销账号：个人资料删除、所有登录失效，不能再登录',
  },

  // ---- real-name verification ----
  'api/AuthName/auth': {
    part: 'spec',
    req: z.object({
      name: z.string({ error: '请输入真实姓名' }).trim(),
      id_card: z.string({ error: '请输入身份证号' }).trim(),
    }),
    res: realnameInfo,
    // POST keeps the ID number out of urls (logs, proxies, history); GET stays for older apps
    method: 'ANY',
    access: 'user',
    doc: '实名认证（POST；旧版 GET 仍可用）：GB 11643 校验，须年满 18 周岁，一个身份证只能认证一个账号',
  },
  'api/AuthName/auth_info': { part: 'spec', req: z.object({}).passthrough(), res: realnameInfo, method: 'GET', access: 'user', doc: '实名认证状态' },

  // ---- feedback, complaint, notices ----
  'api/Apis/feedback': {
    part: 'spec',
    req: z.object({
      content: z.string({ error: '请填写反馈内容' }).trim().min(1, '请填写反馈内容').max(140, '反馈内容最多 140 字'),
      contact,
      images: imageList,
    }),
    res: z.object({ id: z.number().int() }),
    access: 'user',
    doc: '意见反馈',
  },
  'api/user/askforAdd': {
    part: 'spec',
    req: z
      .object({
        target_type: complaintTarget,
        // a post, comment, user or prediction is named by its id; 其他 (from 我的) names nothing
        target_id: zId.optional(),
        reason: z.string({ error: '请填写举报原因' }).trim().min(1, '请填写举报原因').max(140, '举报原因最多 140 字'),
        contact,
        images: imageList,
      })
      .refine((r) => r.target_type === 'other' || r.target_id !== undefined, { error: '请指明被举报的对象 target_id', path: ['target_id'] }),
    res: z.object({ id: z.number().int() }),
    method: 'GET',
    access: 'user',
    doc: '投诉 / 举报（以 GET 提交）',
  },
  // the list and the detail come from the same notices table
  'api/game/system_notification_xq': {
    part: 'extension',
    req: z.object({ id: zId }),
    res: noticeRow,
    access: 'optional',
    doc: '系统公告详情（noticeDetail 页，可分享打开）',
  },

  // ---- the H5 inside WeChat's browser: its JS-SDK configuration (share cards) ----
  'api/wechat/jssdk_config': {
    part: 'extension',
    req: z.object({
      url: z.string({ error: '缺少页面地址 url' }).trim().min(1, '缺少页面地址 url').max(2048, '页面地址 url 太长'),
    }),
    res: jssdkConfigRes,
    access: 'public',
    doc: 'H5 在微信内置浏览器里的 wx.config 参数（appId、timestamp、nonceStr、signature）：按微信 JS-SDK 签名算法用 jsapi_ticket 签当前页地址（不含 # 之后），地址须在允许的来源上',
  },
})
