import { z } from 'zod'
import { defineEndpoints } from '../endpoint'

/** the pay-module switch (DESIGN §3): true shows the VIP and expert tabs and every buying entry */
export const payModuleRes = z.object({ pay: z.boolean() })
export type PayModule = z.infer<typeof payModuleRes>

/** the stored user (SPEC §3): what login answers and the app keeps under the `userInfo` key */
export const userInfo = z.object({
  id: z.number().int(),
  user_id: z.string(),
  uid: z.string(),
  token: z.string(),
  is_expert: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  mobile: z.string(),
})
export type UserInfo = z.infer<typeof userInfo>

export const userEndpoints = defineEndpoints({
  'api/User/w': { req: z.object({}).passthrough(), res: payModuleRes, method: 'ANY', access: 'public', doc: '支付模块开关' },
})
