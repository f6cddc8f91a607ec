// what Metro's Taro transformer defines for the app bundle
process.env.TARO_ENV = 'rn'
process.env.TARO_PLATFORM = 'rn'
process.env.TARO_APP_API_BASE = 'http://127.0.0.1:9/'
// page and app config files call these compile-time globals
global.definePageConfig = (config) => config
global.defineAppConfig = (config) => config
