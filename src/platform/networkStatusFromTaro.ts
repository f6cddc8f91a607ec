import Taro from '@tarojs/taro'

/**
 * Mini program and React Native (networkStatus.weapp.ts / .rn.ts re-export this): whether the
 * device has a network, from Taro.getNetworkType and Taro.onNetworkStatusChange. Returns the unsubscribe.
 */
export function watchNetwork(onChange: (online: boolean) => void): () => void {
  const listener = (res: { isConnected: boolean }) => onChange(res.isConnected)
  try {
    Taro.onNetworkStatusChange(listener)
    void Promise.resolve(Taro.getNetworkType())
      .then((res) => res.networkType === 'none' && onChange(false))
      .catch(() => undefined)
  } catch {
    return () => undefined
  }
  return () => {
    try {
      Taro.offNetworkStatusChange(listener)
    } catch {
      // an older base library: the listener stays, harmless
    }
  }
}
