/** React Native: Taro's network events, as on the mini program (networkStatusFromTaro.ts) */
export { watchNetwork } from './networkStatusFromTaro'
