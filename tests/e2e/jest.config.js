// The browser suite: the real H5 build served by the stand-in server, driven in Debian Chromium
// through playwright-core (see harness.ts). Run alone: `npx jest -c tests/e2e/jest.config.js`
// (E2E_H5_DIR=<folder> reuses an H5 build made with TARO_APP_API_BASE=/).
const path = require('node:path')

module.exports = {
  rootDir: path.resolve(__dirname, '../..'),
  displayName: 'e2e',
  testEnvironment: '<rootDir>/tests/e2e/environment.js',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.test.ts'],
  globalSetup: '<rootDir>/tests/e2e/globalSetup.js',
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@contract/(.*)$': '<rootDir>/types/$1',
  },
  testTimeout: 90_000,
  // one browser at a time: a 2-core machine, and each file starts its own server
  maxWorkers: 1,
}
