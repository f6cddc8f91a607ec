/** docs/product/routes.md, written out here on purpose: the build's app.json must match this list exactly */
export const TAB_ROUTES = [
  'pages/index/index',
  'pages/competition/competition',
  'pages/winnow/winnow',
  'pages/expert/expert',
  'pages/user/user',
]

const expand = (dir: string, names: string[]) => names.map((n) => `${dir}/${n}`)

export const MAIN_ROUTES = [
  ...TAB_ROUTES,
  ...expand('pages/user', ['about', 'customeRservice', 'commonality', 'systemNotice', 'noticeDetail', 'detailPrice']),
  ...expand('pages/index', ['arena', 'arenaDetail', 'crossoverDetail', 'expertHome', 'moreCompetition', 'searchCpt']),
  ...expand('pages/publish', ['publishPetition', 'publishPetitionlts', 'publishDetail', 'publishCrossover', 'publishCrossoverlts']),
  ...expand('pages/winnow', ['vipSelect', 'singleField', 'oddsWith', 'Indemnity']),
  ...expand('pages/expert', ['expertsList', 'country']),
  ...expand('pages/competition', ['Seku', 'Seku2', 'companyIndex']),
]

export const SUBPACKAGE_ROOT = 'pages/msyng'

/** subpackage pages, relative to SUBPACKAGE_ROOT */
export const SUBPACKAGE_PAGES = [
  ...expand('Register', ['login', 'Register', 'Forgot', 'chooselogin']),
  'completeCpt/completeCpt',
  ...expand('essay', ['essay', 'essaylink', 'PrivacyPolicy']),
  ...expand('Settings', ['Settings', 'Verified', 'userBlackList']),
  'basic/feedback',
  ...expand('withdraw', ['withdraw', 'Buyvip', 'alipay', 'alipayApp', 'paySuccess']),
  ...expand('Dailycheckin', ['GoldCoin', 'SignIn']),
  ...expand('coupon', ['coupon', 'getCoupon']),
  ...expand('myPulish', ['myPulish', 'myFollow']),
  'sportsSetails/sportsSetails',
  ...expand('WellKnown', ['WellKnown', 'ummary', 'ExpertCheck']),
  ...expand('Reckoner', ['winnerLottery', 'jzOpen', 'sfOpen', 'fourSixOpen', 'bdOpen', 'Reckoner', 'simulation', 'footColor']),
  ...expand('review', ['review', 'append']),
  ...expand('RecentGames', ['RecentGames', 'lineupShare']),
  'complaint/askfor',
  'upgrade/upgrade',
  ...expand('location', ['choose', 'open']),
]
