/** texts served by api/index/shuju, by content key (SPEC §3: the version setting is a text array) */
export const SITE_TEXTS: Record<string, { title: string; text: string[]; version: string; updated_at: number }> = {
  VER: {
    title: '版本说明',
    version: '1.3.5',
    updated_at: Date.parse('2026-11-01T00:00:00+08:00'),
    text: ['即时比分自动刷新，进行中的比赛无需下拉', '资料库新增射手榜与历届赛季', '比赛详情新增文字直播与技术统计', '指数页面支持查看各公司指数变化历史', '修复若干已知问题，提升稳定性'],
  },
  ABOUT: {
    title: '关于我们',
    version: '1.3.5',
    updated_at: Date.parse('2026-11-01T00:00:00+08:00'),
    text: ['体育是一款专注足球的资讯与数据应用，提供即时比分、赛事资料库、指数数据与专家分析。', '我们只提供资讯与数据服务，不提供任何形式的购彩服务。'],
  },
  AGREEMENT: {
    title: '用户协议',
    version: '2026-11',
    updated_at: Date.parse('2026-11-01T00:00:00+08:00'),
    text: ['一、您注册并使用本应用即表示同意本协议。', '二、您应妥善保管账号与密码，因您保管不善造成的损失由您自行承担。', '三、您发布的内容不得违反法律法规，不得侵犯他人合法权益。', '四、付费内容一经购买，除法律另有规定外不予退款。'],
  },
  PRIVACY: {
    title: '隐私政策',
    version: '2026-11',
    updated_at: Date.parse('2026-11-01T00:00:00+08:00'),
    text: ['我们仅收集提供服务所必需的信息：手机号、昵称、头像与设备信息。', '未经您的同意，我们不会向第三方提供您的个人信息。', '您可以在“设置”中注销账号，注销后我们将删除您的个人信息。'],
  },
  RULES: {
    title: '玩法规则',
    version: '2026-11',
    updated_at: Date.parse('2026-11-01T00:00:00+08:00'),
    text: ['胜平负：竞猜全场 90 分钟（含伤停补时）的比赛结果，不含加时赛与点球大战。', '让球胜平负：主队比分加上让球数后判断胜平负。', '大小球：全场总进球数大于盘口为大，小于为小。', '专家方案在比赛开始后锁定，不可修改或删除，命中率由系统根据赛果自动计算。'],
  },
  SERVICE: {
    title: '联系客服',
    version: '2026-11',
    updated_at: Date.parse('2026-11-01T00:00:00+08:00'),
    text: ['客服工作时间：每日 9:00 - 22:00', '客服邮箱：service@tiyu.example', '反馈问题时请附上您的用户编号与问题截图，我们会尽快处理。'],
  },
}
