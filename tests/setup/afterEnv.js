// the app shell's listener to the services (toasts, loading, logout, page changes), installed as
// src/app.tsx installs it: tests of services, stores and pages see what the user would see
require('@/shell/serviceEffects').installServiceEffects()

// every test starts with empty storage: a user stored by one test must not log in the next
afterEach(() => {
  window.localStorage.clear()
})

// every test starts on the full backend (every extension served, as the full stand-in answers the
// probe); a test of a specification-only backend resets this and installs a probe answering none
const { resetBackendExtensions, setExtensionsProbe, whenExtensionsKnown } = require('@/services/backendExtensions')
const { EXTENSION_PATHS, EXTENSION_SURFACES } = require('@contract/contract-parts')
beforeEach(async () => {
  resetBackendExtensions()
  setExtensionsProbe(async () => ({ kind: 'served', endpoints: EXTENSION_PATHS, surfaces: EXTENSION_SURFACES }))
  await whenExtensionsKnown()
})
