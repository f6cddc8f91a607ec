import Taro from '@tarojs/taro'

/**
 * Local key-value storage with a synchronous interface, so stores can read what they need while
 * they are built. Mini program and H5: Taro's own synchronous storage. React Native has none
 * (storage.rn.ts keeps a memory copy of the native storage instead).
 */

export function readStored(key: string): unknown {
  try {
    return Taro.getStorageSync(key)
  } catch {
    return undefined
  }
}

export function writeStored(key: string, value: unknown): void {
  Taro.setStorageSync(key, value)
}

export function removeStored(key: string): void {
  Taro.removeStorageSync(key)
}

export function clearStored(): void {
  Taro.clearStorageSync()
}

/** the stored keys and their size in KB */
export function storedInfo(): { keys: string[]; sizeKb: number } {
  try {
    const info = Taro.getStorageInfoSync()
    return { keys: info.keys, sizeKb: info.currentSize }
  } catch {
    return { keys: [], sizeKb: 0 }
  }
}

/** resolves once reads see what was stored by an earlier launch (at once here) */
export function whenStorageReady(): Promise<void> {
  return Promise.resolve()
}
