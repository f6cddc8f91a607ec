// SVGR options for React Native's SVG transformer (Metro turns taro-ui's RN icons into components).
// react-native-svg-transformer's defaults, plus convertPathData off: svgo's path rewrite crashes on
// taro-ui's loading.svg ("Cannot read properties of undefined (reading '0')").
module.exports = {
  svgoConfig: {
    plugins: [
      {
        name: 'preset-default',
        params: {
          overrides: {
            inlineStyles: { onlyMatchedOnce: false },
            removeViewBox: false,
            removeUnknownsAndDefaults: false,
            convertColors: false,
            convertPathData: false,
          },
        },
      },
    ],
  },
}
