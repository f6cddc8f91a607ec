// every test starts with empty storage: a user stored by one test must not log in the next
afterEach(() => {
  window.localStorage.clear()
})
