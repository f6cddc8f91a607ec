import type { StaticDocument } from './document'

/** how to reach support (pages/user/customeRservice) */
export interface ContactChannel {
  key: string
  label: string
  value: string
  /** what the copy button copies; the shown value when absent */
  copy?: string
  /** a phone channel also offers to call */
  dial?: boolean
}

export interface ServiceDocument extends StaticDocument {
  contacts: readonly ContactChannel[]
}

/** 联系客服; the server serves the same text (api/index/shuju, content SERVICE) */
export const CUSTOMER_SERVICE: ServiceDocument = {
  title: '联系客服',
  updated: '2026-10-01',
  contacts: [
    { key: 'phone', label: '客服电话', value: '400-820-6688', copy: '4008206688', dial: true },
    { key: 'wechat', label: '客服微信', value: 'tiyu_kefu' },
    { key: 'email', label: '客服邮箱', value: 'service@tiyu-app.cn' },
  ],
  sections: [
    { heading: '服务时间', paragraphs: ['每天 09:00 - 22:00（节假日照常）'] },
    {
      heading: '咨询前请准备',
      paragraphs: [
        '账号、密码、实名认证问题：请提供注册手机号后四位，便于客服核实。',
        '订单与付款问题：请提供订单号或付款截图。',
        '举报违规内容：请使用“投诉举报”，并附上截图，我们会在 3 个工作日内处理。',
      ],
    },
  ],
}
