// @tarojs/taro for jsdom: the H5 API implementation plus the React framework hooks
const h5 = require('@tarojs/taro-h5')
const taro = h5.default || h5
module.exports = taro
module.exports.default = taro
