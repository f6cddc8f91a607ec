// @tarojs/taro for jsdom: the H5 API implementation plus the React framework hooks.
// In a build, @tarojs/plugin-framework-react's api-loader appends the hooks to @tarojs/taro;
// here we do the same by hand and register React as the reconciler the hooks call into.
const React = require('react')
const ReactDOM = require('react-dom')
const h5 = require('@tarojs/taro-h5')
const runtime = require('@tarojs/plugin-framework-react/dist/runtime')

runtime.createH5NativeComponentConfig(null, React, ReactDOM)

// the H5 package's default export lacks most APIs (request, showToast...): they are named exports
const taro = { ...(h5.default || {}) }
for (const key of Object.keys(h5)) {
  if (key !== 'default' && key !== '__esModule') taro[key] = h5[key]
}
const HOOKS = [
  'useAddToFavorites',
  'useDidHide',
  'useDidShow',
  'useError',
  'useLaunch',
  'useLoad',
  'useOptionMenuClick',
  'useKeyboardHeight',
  'usePageNotFound',
  'usePageScroll',
  'usePullDownRefresh',
  'usePullIntercept',
  'useReachBottom',
  'useReady',
  'useResize',
  'useRouter',
  'useSaveExitState',
  'useShareAppMessage',
  'useShareTimeline',
  'useTabItemTap',
  'useTitleClick',
  'useScope',
  'useUnhandledRejection',
  'useUnload',
]
for (const name of HOOKS) taro[name] = runtime[name]

// what the H5 build does at startup (config/index designWidth/deviceRatio): taro-ui's AtIcon
// (in NavBar, so in every page) calls pxTransform and throws without it
taro.initPxTransform({ designWidth: 750, deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 } })

module.exports = taro
module.exports.default = taro

// unit and component tests never open a real socket (a stand-in may be listening on the default
// port): the push channel stays "connecting", so screens keep their polls; tests that exercise
// the socket give the stores a fake channel (tests/unit/services/fakeSocket.ts)
taro.connectSocket = function connectSocket() {
  const noop = () => undefined
  return Promise.resolve({ send: noop, close: noop, onOpen: noop, onMessage: noop, onClose: noop, onError: noop })
}
