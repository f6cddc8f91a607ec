// babel-preset-taro options: https://docs.taro.zone/docs/next/babel-config
// The H5 site targets the browsers of the last few years (WeChat's built-in browser, Chrome 70+,
// iOS Safari 12+): async functions and classes stay native, no regenerator in the bundle. The
// mini program runs on the same engines (WeChat 8 needs iOS 12 or later, its Android V8 is newer than
// Chrome 70), so it takes the same targets: ES5 output made its main package 816.2 KB, over its 816 KB
// budget; with these it is 760 KB (docs/benchmarks.md, mini program package budget). RN keeps the
// preset's own targets.
const modernTargets = { chrome: '70', ios: '12', safari: '12' }
const modern = process.env.TARO_ENV === 'h5' || process.env.TARO_ENV === 'weapp'

module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5', ...(modern ? { targets: modernTargets } : {}) }],
  ],
}
