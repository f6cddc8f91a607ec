// taro-ui's RN icons import SVG files as components (react-native-svg-transformer in Metro)
const React = require('react')
const { View } = require('react-native')

function SvgStub(props) {
  return React.createElement(View, { testID: 'svg-icon', style: props.style })
}
module.exports = SvgStub
module.exports.default = SvgStub
