// babel-preset-taro options: https://docs.taro.zone/docs/next/babel-config
// The H5 site targets the browsers of the last few years (WeChat's built-in browser, Chrome 70+,
// iOS Safari 12+): async functions and classes stay native, no regenerator in the bundle. The
// mini program and RN keep the preset's own targets.
const h5Targets = { chrome: '70', ios: '12', safari: '12' }

module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5', ...(process.env.TARO_ENV === 'h5' ? { targets: h5Targets } : {}) }],
  ],
}
