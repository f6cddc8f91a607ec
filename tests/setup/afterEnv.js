// the app shell's listener to the services (toasts, loading, logout, page changes), installed as
// src/app.tsx installs it: tests of services, stores and pages see what the user would see
require('@/shell/serviceEffects').installServiceEffects()

// every test starts with empty storage: a user stored by one test must not log in the next
afterEach(() => {
  window.localStorage.clear()
})

// every test starts on the full backend (every extension served)
require('./fullBackend')
