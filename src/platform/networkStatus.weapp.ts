/** mini program: the host's network events (networkStatusFromTaro.ts) */
export { watchNetwork } from './networkStatusFromTaro'
