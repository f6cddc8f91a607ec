// setupFilesAfterEnv of the `server-pg` project (jest.config.js): every database the helpers open in
// this file is on the run's private PostgreSQL (tests/server/testPostgres.ts). Each query there is a
// round trip to another process, not a call inside this one: a test making hundreds of them (a server's
// first requests fill its caches) takes several times as long as on SQLite, so 15 s, not jest's 5 s.
process.env.TEST_STORAGE = 'postgres'
jest.setTimeout(15_000)
