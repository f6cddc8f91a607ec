/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.svg'
declare module '*.scss'

declare namespace NodeJS {
  interface ProcessEnv {
    NODE_ENV: 'development' | 'production' | 'test'
    TARO_ENV: 'weapp' | 'h5' | 'rn'
    /** backend base URL, ending in '/'; set in .env or the environment */
    TARO_APP_API_BASE?: string
    TARO_APP_ID?: string
  }
}
