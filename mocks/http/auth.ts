// Session auth is account's (mocks/features/account/services/sessions.ts). This re-export keeps
// callers not yet switched to '../features/account' working until the features are merged.
export { bearerToken, hashToken, issueToken, revokeToken, sessionExpiry, userForToken } from '../features/account'
