// The mini-program runtime suite: the real weapp build, compiled by the official WXML compiler and
// rendered by miniprogram-simulate (see harness.ts). Run alone: `npx jest -c tests/weapp/jest.config.js`
// (WEAPP_DIST=<folder> reuses a build you made with TARO_OUTPUT=<folder> npx taro build --type weapp).
const path = require('node:path')

const root = path.resolve(__dirname, '../..')

module.exports = {
  rootDir: root,
  displayName: 'weapp',
  testEnvironment: '<rootDir>/tests/weapp/environment.js',
  roots: ['<rootDir>/tests/weapp'],
  testMatch: ['**/*.test.ts'],
  globalSetup: '<rootDir>/tests/weapp/globalSetup.js',
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@contract/(.*)$': '<rootDir>/types/$1',
    // the in-process stand-in registers @fastify/websocket, which needs the node build of ws; the
    // jsdom environment would pick ws's browser stub (no WebSocket.Server)
    '^ws$': require.resolve('ws'),
  },
  // light-my-request (fastify.inject) requires the ESM-only cookie 2.x: let babel turn it into CJS
  transformIgnorePatterns: ['<rootDir>/node_modules/(?!(cookie)/)'],
  testTimeout: 60_000,
  // each test file renders pages of one app instance; two at a time keeps a 2-core machine usable
  maxWorkers: 2,
}
