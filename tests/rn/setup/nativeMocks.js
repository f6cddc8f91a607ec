/* global jest */
// native modules the RN runtime touches, replaced by the mocks their packages ship for jest
jest.mock('@react-native-async-storage/async-storage', () =>
  require('@react-native-async-storage/async-storage/jest/async-storage-mock'),
)
jest.mock('react-native-device-info', () => require('react-native-device-info/jest/react-native-device-info-mock'))
jest.mock('react-native-safe-area-context', () => require('react-native-safe-area-context/jest/mock').default)
require('react-native-gesture-handler/jestSetup')

/** a native module whose every method is a jest.fn (what a host app links, minus the behaviour) */
const nativeModule = (constants = {}) => new Proxy({ ...constants }, { get: (methods, name) => (methods[name] ??= jest.fn()) })

// taro-ui's RN utils import the whole taro-rn API, so every native peer (camera roll, clipboard,
// net info, ...) is looked up at import time: answer the ones the RN jest preset does not mock
jest.mock('react-native/Libraries/TurboModule/TurboModuleRegistry', () => {
  const actual = jest.requireActual('react-native/Libraries/TurboModule/TurboModuleRegistry')
  return { ...actual, getEnforcing: (name) => actual.get(name) ?? nativeModule() }
})
// imported by taro-ui's image picker; its iOS permission emitter needs a native module at import
jest.mock('@react-native-camera-roll/camera-roll', () => ({ CameraRoll: nativeModule() }))
jest.mock('@react-native-community/netinfo', () => require('@react-native-community/netinfo/jest/netinfo-mock'))

// expo modules (taro-rn's camera, image and file APIs) look their native views and modules up
// when imported: an empty view registry, and any native module answers with jest.fn methods
const { NativeModules } = require('react-native')
// every expo view (taro-rn's camera) is "exported", so none warns that it may not render
const viewManagersMetadata = new Proxy({}, { get: (views, name) => (typeof name === 'string' ? {} : undefined) })
NativeModules.NativeUnimoduleProxy = { viewManagersMetadata, modulesConstants: {}, exportedMethods: {} }
global.expo = {
  // expo-file-system reads its directories when imported (taro-rn's uploadFile)
  modules: new Proxy({ ExponentFileSystem: nativeModule({ documentDirectory: 'file:///data/', cacheDirectory: 'file:///cache/', bundleDirectory: 'file:///bundle/' }) }, {
    // the legacy proxy above stands for NativeModulesProxy
    get: (modules, name) => (name === 'NativeModulesProxy' ? undefined : (modules[name] ??= nativeModule())),
  }),
}

// the payment sheet's web view (src/platform/payment.rn.tsx): jest reads the package's compiled
// lib/, whose native component spec RN's codegen cannot read (Metro reads the typed src/). A host
// element named WebView keeps its props (source, onShouldStartLoadWithRequest) for the tests.
jest.mock('react-native-webview', () => {
  const React = require('react')
  const WebView = (props) => React.createElement('WebView', props)
  return { __esModule: true, WebView, default: WebView }
})
