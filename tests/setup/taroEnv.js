// component tests render the H5 flavour of every component
process.env.TARO_ENV = 'h5'
process.env.TARO_PLATFORM = 'web'
process.env.TARO_APP_API_BASE = 'http://127.0.0.1:3721/'

// constants the H5 build defines with webpack's DefinePlugin (H5WebpackPlugin)
global.DEPRECATED_ADAPTER_COMPONENT = false
