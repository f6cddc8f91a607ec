// component tests render the H5 flavour of every component
process.env.TARO_ENV = 'h5'
process.env.TARO_PLATFORM = 'web'
process.env.TARO_APP_API_BASE = 'http://127.0.0.1:3721/'
