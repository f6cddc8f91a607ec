import type { Feature } from '../feature'
import { accountCoreMigrations } from './coreMigrations'
import { accountMigrations } from './migrations'
import { accountPostgresMigrations } from './migrations.postgres'
import { registerAccountRoutes } from './routes'
import { seedAccounts } from './services/demoAccounts'

/** users, sessions, sign-in, profile, real name, messages, notices, feedback, uploads */
export const accountFeature: Feature = {
  name: 'account',
  migrations: [...accountCoreMigrations, ...accountMigrations],
  postgresMigrations: accountPostgresMigrations,
  routes: registerAccountRoutes,
  seed: (db, clock) => seedAccounts(db, clock),
  // as at every start today: an existing database gets the demo account and notices if it lacks them
  topUp: (db, clock) => seedAccounts(db, clock),
}

// ---- what the features above may use ----

// ports: the features above plug in here from their connect()
export {
  onAccountCreated, onAccountDeleted, registerMemberCounter, provideWalletSummary, provideExpertProfileCheck,
  type AccountListener, type MemberCounterName, type WalletSummary,
} from './ports'

// sessions (the platform's request hook, the live channel, tests)
export { bearerToken, userForToken, issueToken, revokeToken, sessionExpiry, hashToken, MAX_SESSIONS_PER_USER, tokenRefusal } from './services/sessions'

// users
export { userBriefs, userBrief, userExists, isLiveUser, isExpertUser, markExpert, expertUserIds, type UserBrief } from './services/userLookups'
export { createUser, userById, DELETED_NICKNAME, SIGNUPS_PER_ADDRESS_HOUR, isRealnameVerified, type NewUser, type UserRow } from './services/accounts'
export { DEMO_MOBILE, DEMO_PASSWORD, demoAccountId, seedAccounts } from './services/demoAccounts'

// black list, uploads, messages, real name, notices, site texts
export { isBlacked, blackedIds, blackListersOf } from './services/blacklist'
export { isOwnUpload, uploadOwner, uploadDirFor, UPLOAD_URL_RE, UPLOAD_DAILY_FILES, UPLOAD_DAILY_BYTES } from './services/uploads'
export { notifyUser, type Notification } from './services/messages'
export { realnameInfo } from './services/realname'
export { publishNotice } from './services/notices'
export { SITE_TEXTS } from './services/siteTexts'

// the routes outside the contract table (uploads, operator endpoints), registered by mocks/app.ts
export { registerAccountServerRoutes } from './routes/server'
export { addSeededFan } from './services/seededFans'
export { setExpertFlag, userCards, type UserCard } from './services/userCards'
export { userCardsVersion } from './services/userCardsVersion'
