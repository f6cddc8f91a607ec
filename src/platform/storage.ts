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
    // Taro's H5 reports no size (NaN): estimate it from what is stored, as the mini program counts it (KB, rounded up)
    const sizeKb = Number.isFinite(info.currentSize) ? info.currentSize : Math.ceil(info.keys.reduce((n, k) => n + k.length + (JSON.stringify(readStored(k)) ?? '').length, 0) / 1024)
    return { keys: info.keys, sizeKb }
  } catch {
    return { keys: [], sizeKb: 0 }
  }
}

/** resolves once reads see what was stored by an earlier launch (at once here) */
export function whenStorageReady(): Promise<void> {
  return Promise.resolve()
}
