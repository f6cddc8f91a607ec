/**
 * The one route table: every page of DESIGN.md §2 by a name, and `routeUrl(name, params)` to
 * open it. Pages, components and shares import these instead of spelling '/pages/...' by hand,
 * so a renamed route or a misspelt parameter is one edit (and a type error where it is used).
 */

export const ROUTES = {
  // tabs
  home: 'pages/index/index',
  competition: 'pages/competition/competition',
  winnow: 'pages/winnow/winnow',
  expert: 'pages/expert/expert',
  user: 'pages/user/user',
  // personal center
  about: 'pages/user/about',
  customerService: 'pages/user/customeRservice',
  commonality: 'pages/user/commonality',
  systemNotice: 'pages/user/systemNotice',
  noticeDetail: 'pages/user/noticeDetail',
  detailPrice: 'pages/user/detailPrice',
  // home
  arena: 'pages/index/arena',
  arenaDetail: 'pages/index/arenaDetail',
  crossoverDetail: 'pages/index/crossoverDetail',
  expertHome: 'pages/index/expertHome',
  moreCompetition: 'pages/index/moreCompetition',
  searchCpt: 'pages/index/searchCpt',
  // publishing
  publishPetition: 'pages/publish/publishPetition',
  publishPetitionlts: 'pages/publish/publishPetitionlts',
  publishDetail: 'pages/publish/publishDetail',
  publishCrossover: 'pages/publish/publishCrossover',
  publishCrossoverlts: 'pages/publish/publishCrossoverlts',
  // VIP and odds tools
  vipSelect: 'pages/winnow/vipSelect',
  singleField: 'pages/winnow/singleField',
  oddsWith: 'pages/winnow/oddsWith',
  indemnity: 'pages/winnow/Indemnity',
  // experts
  expertsList: 'pages/expert/expertsList',
  country: 'pages/expert/country',
  // database
  seku: 'pages/competition/Seku',
  seku2: 'pages/competition/Seku2',
  companyIndex: 'pages/competition/companyIndex',
  // subpackage pages/msyng
  login: 'pages/msyng/Register/login',
  register: 'pages/msyng/Register/Register',
  forgot: 'pages/msyng/Register/Forgot',
  chooseLogin: 'pages/msyng/Register/chooselogin',
  completeCpt: 'pages/msyng/completeCpt/completeCpt',
  essay: 'pages/msyng/essay/essay',
  essayLink: 'pages/msyng/essay/essaylink',
  privacyPolicy: 'pages/msyng/essay/PrivacyPolicy',
  settings: 'pages/msyng/Settings/Settings',
  verified: 'pages/msyng/Settings/Verified',
  userBlackList: 'pages/msyng/Settings/userBlackList',
  feedback: 'pages/msyng/basic/feedback',
  withdraw: 'pages/msyng/withdraw/withdraw',
  buyVip: 'pages/msyng/withdraw/Buyvip',
  alipay: 'pages/msyng/withdraw/alipay',
  alipayApp: 'pages/msyng/withdraw/alipayApp',
  paySuccess: 'pages/msyng/withdraw/paySuccess',
  goldCoin: 'pages/msyng/Dailycheckin/GoldCoin',
  signIn: 'pages/msyng/Dailycheckin/SignIn',
  coupon: 'pages/msyng/coupon/coupon',
  getCoupon: 'pages/msyng/coupon/getCoupon',
  myPulish: 'pages/msyng/myPulish/myPulish',
  myFollow: 'pages/msyng/myPulish/myFollow',
  matchDetail: 'pages/msyng/sportsSetails/sportsSetails',
  wellKnown: 'pages/msyng/WellKnown/WellKnown',
  ummary: 'pages/msyng/WellKnown/ummary',
  expertCheck: 'pages/msyng/WellKnown/ExpertCheck',
  winnerLottery: 'pages/msyng/Reckoner/winnerLottery',
  jzOpen: 'pages/msyng/Reckoner/jzOpen',
  sfOpen: 'pages/msyng/Reckoner/sfOpen',
  fourSixOpen: 'pages/msyng/Reckoner/fourSixOpen',
  bdOpen: 'pages/msyng/Reckoner/bdOpen',
  reckoner: 'pages/msyng/Reckoner/Reckoner',
  simulation: 'pages/msyng/Reckoner/simulation',
  footColor: 'pages/msyng/Reckoner/footColor',
  review: 'pages/msyng/review/review',
  reviewAppend: 'pages/msyng/review/append',
  recentGames: 'pages/msyng/RecentGames/RecentGames',
  lineupShare: 'pages/msyng/RecentGames/lineupShare',
  complaint: 'pages/msyng/complaint/askfor',
  upgrade: 'pages/msyng/upgrade/upgrade',
  locationChoose: 'pages/msyng/location/choose',
  locationOpen: 'pages/msyng/location/open',
} as const

export type RouteName = keyof typeof ROUTES
export type RoutePath = (typeof ROUTES)[RouteName]

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
