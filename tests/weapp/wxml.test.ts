import { allRoutes } from './build'
import { distDir } from './paths'
import { compileWxml } from './wxml'

// every page and the custom tab bar, through the official compiler WeChat DevTools uses
test.each([...allRoutes(), 'custom-tab-bar/index', 'comp'])('%s.wxml compiles', (entry) => {
  expect(() => compileWxml(distDir, entry)).not.toThrow()
})
