// every test starts on the full backend (every extension served, as the full stand-in answers the
// probe); a test of a specification-only backend calls specificationOnlyBackend() (tests/setup/backends.ts).
// Used by the jsdom projects (afterEnv.js) and the React Native one (tests/rn/jest.config.js).
const { resetBackendExtensions, setExtensionsProbe, whenExtensionsKnown } = require('@/services/backendExtensions')
const { EXTENSION_PATHS, EXTENSION_SURFACES } = require('@contract/contract-parts')

beforeEach(async () => {
  resetBackendExtensions()
  setExtensionsProbe(async () => ({ kind: 'served', endpoints: EXTENSION_PATHS, surfaces: EXTENSION_SURFACES }))
  await whenExtensionsKnown()
})
