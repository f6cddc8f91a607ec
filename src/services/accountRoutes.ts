/** the account pages other pages open (routes of DESIGN §2) */
export const ACCOUNT_ROUTES = {
  chooseLogin: '/pages/msyng/Register/chooselogin',
  login: '/pages/msyng/Register/login',
  register: '/pages/msyng/Register/Register',
  forgot: '/pages/msyng/Register/Forgot',
  settings: '/pages/msyng/Settings/Settings',
  verified: '/pages/msyng/Settings/Verified',
  blackList: '/pages/msyng/Settings/userBlackList',
  feedback: '/pages/msyng/basic/feedback',
  complaint: '/pages/msyng/complaint/askfor',
  agreement: '/pages/msyng/essay/essay',
  privacy: '/pages/msyng/essay/PrivacyPolicy',
  webDocument: '/pages/msyng/essay/essaylink',
  upgrade: '/pages/msyng/upgrade/upgrade',
  notices: '/pages/user/systemNotice',
  noticeDetail: '/pages/user/noticeDetail',
  about: '/pages/user/about',
  service: '/pages/user/customeRservice',
  playRules: '/pages/user/commonality',
  ledger: '/pages/user/detailPrice',
} as const

/** essay/essaylink showing a web address under a title */
export function webDocumentRoute(url: string, title: string): string {
  return `${ACCOUNT_ROUTES.webDocument}?url=${encodeURIComponent(url)}&title=${encodeURIComponent(title)}`
}
