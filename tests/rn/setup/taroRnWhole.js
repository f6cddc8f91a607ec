// `import Taro from '@tarojs/taro'` used as a whole object (taro-ui's RN utils: Taro.getEnv(),
// Taro.ENV_TYPE) loads all of taro-rn in Metro. Here each API module is required when first
// read, so a test loads only the native peers of the APIs it really calls. Named imports never
// come here: babel-preset-taro rewrites them to the API's own module.
const api = require('@tarojs/taro-rn/dist/api')

const cache = {}
function load(name) {
  if (name in api) return api[name]
  if (!(name in cache)) {
    let mod
    try {
      mod = require(`@tarojs/taro-rn/dist/lib/${name}`)
    } catch {
      mod = {}
    }
    cache[name] = mod[name]
  }
  return cache[name]
}

const taro = new Proxy({}, {
  get(_, name) {
    if (name === 'default') return taro
    if (name === '__esModule') return true
    return typeof name === 'string' ? load(name) : undefined
  },
})
module.exports = taro
