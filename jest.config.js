// One jest run, one project per layer. The weapp-runtime, browser and RN suites have their own
// configs (they need builds first); scripts/test-all.js runs everything and prints the summary.
const transformIgnore = [
  '<rootDir>/node_modules/(?!(@tarojs|taro-ui|swiper|@stencil|query-string|decode-uri-component|split-on-first|filter-obj|nanoid|universal-router|path-to-regexp)/)',
]

const aliases = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@contract/(.*)$': '<rootDir>/types/$1',
}

// the server suites: on SQLite in `server`, again on PostgreSQL in `server-pg` (tests/server/postgresProject.js)
const server = {
  displayName: 'server',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/server'],
  // one seeded database per world and run, copied by each file (tests/server/seededTemplate.ts); one
  // private PostgreSQL per run (tests/server/testPostgres.ts)
  globalSetup: '<rootDir>/tests/server/globalSetup.js',
  globalTeardown: '<rootDir>/tests/server/globalTeardown.js',
  moduleNameMapper: aliases,
  // light-my-request (fastify.inject) requires the ESM-only cookie 2.x: let babel turn it into CJS
  transformIgnorePatterns: ['<rootDir>/node_modules/(?!(cookie)/)'],
}
const { excludedPatterns, postgresProjectSkipped } = require('./tests/server/postgresProject')
const serverOnPostgres = {
  ...server,
  displayName: 'server-pg',
  setupFilesAfterEnv: ['<rootDir>/tests/server/storeOnPostgres.js'],
  testPathIgnorePatterns: ['/node_modules/', ...excludedPatterns()],
}

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/tests/unit', '<rootDir>/tests/components'],
      setupFiles: ['<rootDir>/tests/setup/taroEnv.js'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/afterEnv.js'],
      // the first matching pattern wins: stubs go before the aliases, or '@/assets/x.png' loads the PNG
      moduleNameMapper: {
        '\\.(css|scss|sass|less)$': '<rootDir>/tests/setup/styleStub.js',
        '\\.(png|jpg|jpeg|gif|svg)$': '<rootDir>/tests/setup/fileStub.js',
        ...aliases,
        '^@tarojs/components$': '<rootDir>/node_modules/@tarojs/components/lib/react',
        '^@tarojs/taro$': '<rootDir>/tests/setup/taroShim.js',
        '^lodash-es(/.*)?$': 'lodash$1',
      },
      // swiper (pulled in by @tarojs/components) ships .mjs: babel must see those too
      transform: { '^.+\\.(mjs|[jt]sx?)$': 'babel-jest' },
      transformIgnorePatterns: transformIgnore,
    },
    server,
    // without the engine (and outside CI) the project is left out; scripts/test-all.js says so
    ...(postgresProjectSkipped() ? [] : [serverOnPostgres]),
  ],
}
