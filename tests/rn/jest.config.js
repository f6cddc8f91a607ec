// React Native rendering of the Taro pages: the react-native jest preset + react-test-renderer.
// Run through tests/rn/run.js (builds the bundle first) or `npx jest -c tests/rn/jest.config.js`.
const path = require('node:path')

// babel-preset-taro switches to its React Native preset (taro-rn API imports, RN babel preset) on
// TARO_ENV; jest workers inherit it from here
process.env.TARO_ENV = 'rn'
process.env.TARO_PLATFORM = 'rn'

const root = path.resolve(__dirname, '../..')
const stubs = '<rootDir>/tests/rn/setup'

// packages shipped as untranspiled ES modules / TS / JSX that babel must go through
const transpiled = [
  '(jest-)?react-native(-[^/]*)?', '@react-native(-community)?', '@react-native-async-storage', '@react-native-clipboard',
  '@react-native-camera-roll', '@react-native-picker', '@react-navigation', '@tarojs', 'taro-ui', '@ant-design',
  'mobx(-react(-lite)?)?', 'expo(nent)?', '@expo(nent)?/.*', 'expo-.*', 'query-string', 'decode-uri-component', 'split-on-first', 'filter-obj',
]

module.exports = {
  rootDir: root,
  displayName: 'rn',
  preset: 'react-native',
  roots: ['<rootDir>/tests/rn'],
  testMatch: ['**/*.test.ts?(x)'],
  // the first page pulls in React Native, Taro RN and taro-ui: a cold transform takes a while
  testTimeout: 120_000,
  setupFiles: [`${stubs}/env.js`, `${stubs}/nativeMocks.js`],
  // every test on the full backend, as the jsdom projects (a test of a specification-only one says so)
  setupFilesAfterEnv: ['<rootDir>/tests/setup/fullBackend.js'],
  resolver: `${stubs}/preferRnResolver.js`,
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@contract/(.*)$': '<rootDir>/types/$1',
    '^@tarojs/taro$': `${stubs}/taroRnWhole.js`,
    '^@tarojs/components$': '@tarojs/components-rn',
    // Metro reads taro-ui's "react-native" entry (its rn/ tree); jest only reads "main"
    '^taro-ui$': '<rootDir>/node_modules/taro-ui/rn/index.ts',
    // Metro turns styles into StyleSheets (checked by the bundle build); here they are empty
    '\\.(css|scss|sass|less)$': `${stubs}/styleStub.js`,
    '\\.svg$': `${stubs}/svgStub.js`,
    '\\.(png|jpg|jpeg|gif)$': `${stubs}/imageStub.js`,
  },
  transformIgnorePatterns: [`<rootDir>/node_modules/(?!(${transpiled.join('|')})/)`],
}
