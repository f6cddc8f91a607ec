import type { UserConfigExport } from '@tarojs/cli'

/** the stand-in server `npm run server` starts (PORT), which `npm run dev:h5` hands the app's calls to */
const standIn = `http://127.0.0.1:${process.env.PORT || 3721}`
const DEV_RELOAD_SOCKET = '/__dev-reload'

export default {
  logger: { quiet: false, stats: true },
  mini: {},
  h5: {
    devServer: {
      // this machine only unless asked (DEV_HOST=0.0.0.0 to reach it from a phone on the LAN)
      host: process.env.DEV_HOST || '127.0.0.1',
      // the dev server's own reload socket has its own path: `/ws` is the app's live channel, proxied below
      webSocketServer: { type: 'ws', options: { path: DEV_RELOAD_SOCKET } },
      // the H5 build calls its own origin (API base `/`): the dev server passes the API, the uploaded
      // pictures, the cashier and the live socket on to the stand-in, so the app works as on `npm start`
      proxy: [{ context: ['/api', '/uploads', '/cashier', '/pay', '/ws'], target: standIn, ws: true, changeOrigin: false }],
      // Sass's deprecation notes (taro-ui's @import) are build warnings, not something to cover the page with
      client: { overlay: { errors: true, warnings: false }, webSocketURL: { pathname: DEV_RELOAD_SOCKET } },
    },
  },
} satisfies UserConfigExport<'webpack5'>
