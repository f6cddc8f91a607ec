/* global jest */
// native modules the RN runtime touches, replaced by the mocks their packages ship for jest
jest.mock('@react-native-async-storage/async-storage', () =>
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
)
jest.mock('react-native-device-info', () => require('react-native-device-info/jest/react-native-device-info-mock'))
jest.mock('react-native-safe-area-context', () => require('react-native-safe-area-context/jest/mock').default)
require('react-native-gesture-handler/jestSetup')
