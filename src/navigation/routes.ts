/**
 * The one route table: every page of docs/product/routes.md by a name, and `routeUrl(name, params)` to
 * open it. Pages, components and shares import these instead of spelling '/pages/...' by hand,
 * so a renamed route or a misspelt parameter is one edit (and a type error where it is used).
 *
 * The names say what the screen is (issue 22); the paths are the published ones and never change
 * (shared links, the mini program's app.json, the tab bar), so many files keep their old names:
 * `wallet` is pages/msyng/withdraw/withdraw, `leagueData` is pages/competition/Seku2,
 * `expertRecord` is pages/msyng/WellKnown/ummary. Each line ends with the page's title.
 */

export const ROUTES = {
  // tabs
  home: 'pages/index/index', // 体育
  matches: 'pages/competition/competition', // 赛事
  picks: 'pages/winnow/winnow', // 精选
  experts: 'pages/expert/expert', // 专家
  userCenter: 'pages/user/user', // 我的
  // personal center
  about: 'pages/user/about', // 关于我们
  customerService: 'pages/user/customeRservice', // 联系客服
  playRules: 'pages/user/commonality', // 玩法规则
  systemNotices: 'pages/user/systemNotice', // 系统通知
  noticeDetail: 'pages/user/noticeDetail', // 通知详情
  ledger: 'pages/user/detailPrice', // 收支明细
  // home
  arena: 'pages/index/arena', // 擂台
  arenaEntry: 'pages/index/arenaDetail', // 擂台详情
  predictionDetail: 'pages/index/crossoverDetail', // 专家分析
  expertHome: 'pages/index/expertHome', // 专家主页
  hotMatches: 'pages/index/moreCompetition', // 热门赛事
  search: 'pages/index/searchCpt', // 搜索
  // publishing
  publishSingle: 'pages/publish/publishPetition', // 发布单场推荐
  arenaPublishSingle: 'pages/publish/publishPetitionlts', // 擂台单场发布
  editPrediction: 'pages/publish/publishDetail', // 发布详情
  publishParlay: 'pages/publish/publishCrossover', // 发布串关推荐
  arenaPublishParlay: 'pages/publish/publishCrossoverlts', // 擂台串关发布
  // VIP and odds tools
  twoInOnePicks: 'pages/winnow/vipSelect', // 二合一精选
  singleMatchPicks: 'pages/winnow/singleField', // 单场精选
  sameOdds: 'pages/winnow/oddsWith', // 同赔查询
  equalOdds: 'pages/winnow/Indemnity', // 等赔样本
  // experts
  expertsList: 'pages/expert/expertsList', // 专家列表
  regionPicker: 'pages/expert/country', // 选择地区
  // database
  database: 'pages/competition/Seku', // 资料库
  leagueData: 'pages/competition/Seku2', // 联赛资料
  companyIndex: 'pages/competition/companyIndex', // 公司指数
  // subpackage pages/msyng
  phoneLogin: 'pages/msyng/Register/login', // 登录
  signUp: 'pages/msyng/Register/Register', // 注册
  passwordRecovery: 'pages/msyng/Register/Forgot', // 找回密码
  loginChoice: 'pages/msyng/Register/chooselogin', // 登录
  matchSchedule: 'pages/msyng/completeCpt/completeCpt', // 近期赛程
  userAgreement: 'pages/msyng/essay/essay', // 用户协议
  webDocument: 'pages/msyng/essay/essaylink', // 协议详情
  privacyPolicy: 'pages/msyng/essay/PrivacyPolicy', // 隐私政策
  settings: 'pages/msyng/Settings/Settings', // 设置
  realNameVerification: 'pages/msyng/Settings/Verified', // 实名认证
  blackList: 'pages/msyng/Settings/userBlackList', // 黑名单
  feedback: 'pages/msyng/basic/feedback', // 意见反馈
  wallet: 'pages/msyng/withdraw/withdraw', // 我的钱包
  buyVip: 'pages/msyng/withdraw/Buyvip', // 开通VIP
  alipay: 'pages/msyng/withdraw/alipay', // 支付宝支付
  alipayApp: 'pages/msyng/withdraw/alipayApp', // 支付宝支付
  payResult: 'pages/msyng/withdraw/paySuccess', // 支付结果
  cashWithdrawal: 'pages/msyng/Dailycheckin/GoldCoin', // 金币提现
  checkIn: 'pages/msyng/Dailycheckin/SignIn', // 每日签到
  couponCenter: 'pages/msyng/coupon/coupon', // 领券中心
  myCoupons: 'pages/msyng/coupon/getCoupon', // 我的优惠券
  myPosts: 'pages/msyng/myPulish/myPulish', // 我的发布
  myFollows: 'pages/msyng/myPulish/myFollow', // 我的关注
  matchDetail: 'pages/msyng/sportsSetails/sportsSetails', // 赛事详情
  famousExperts: 'pages/msyng/WellKnown/WellKnown', // 名家
  expertRecord: 'pages/msyng/WellKnown/ummary', // 战绩汇总
  expertApplication: 'pages/msyng/WellKnown/ExpertCheck', // 专家入驻
  lotteryDraws: 'pages/msyng/Reckoner/winnerLottery', // 开奖结果
  jingcaiDraws: 'pages/msyng/Reckoner/jzOpen', // 竞彩足球开奖
  shengfuDraws: 'pages/msyng/Reckoner/sfOpen', // 胜负彩开奖
  goalsHalfFullDraws: 'pages/msyng/Reckoner/fourSixOpen', // 进球彩/半全场开奖
  beidanDraws: 'pages/msyng/Reckoner/bdOpen', // 北京单场开奖
  betCalculator: 'pages/msyng/Reckoner/Reckoner', // 奖金计算器
  betSimulation: 'pages/msyng/Reckoner/simulation', // 模拟投注
  shengfuCalculator: 'pages/msyng/Reckoner/footColor', // 足彩
  postDetail: 'pages/msyng/review/review', // 帖子详情
  postEditor: 'pages/msyng/review/append', // 发布帖子
  teamForm: 'pages/msyng/RecentGames/RecentGames', // 近期战绩
  lineupShare: 'pages/msyng/RecentGames/lineupShare', // 阵容分享
  complaint: 'pages/msyng/complaint/askfor', // 投诉
  upgrade: 'pages/msyng/upgrade/upgrade', // 版本更新
  placePicker: 'pages/msyng/location/choose', // 选择位置
  placeView: 'pages/msyng/location/open', // 查看位置
} as const

export type RouteName = keyof typeof ROUTES

/** a route parameter value; undefined, null and '' are left out of the URL */
export type RouteParam = string | number | boolean | undefined | null

/**
 * '/pages/...?...' for a named route. Values are URI-encoded; parameters whose value is
 * undefined, null or '' are dropped, so callers can pass optional filters as they are.
 */
export function routeUrl(name: RouteName, params?: Record<string, RouteParam>): string {
  const query = Object.entries(params ?? {})
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
  return `/${ROUTES[name]}${query ? `?${query}` : ''}`
}
