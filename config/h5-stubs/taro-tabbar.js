// Stands in for Taro's <taro-tabbar> web component on H5. Taro's router defines it only when the
// app config's tabBar is not `custom`; this app draws its own tab bar (tabBar.custom: true,
// src/components/layout/AppTabBar), so the element is never defined and ~10 KB of script stay out
// of the first screen (tests/unit/navigation/routeTable.test.ts fails if tabBar.custom is turned off).
function notUsed() {
  throw new Error('taro-tabbar is stubbed out (config/h5-stubs/taro-tabbar.js): the app config must keep tabBar.custom')
}
export const TaroTabbar = notUsed
export const a = notUsed
export const T = notUsed
export const defineCustomElement = notUsed
