import Taro from '@tarojs/taro'

/**
 * React Native: Taro RN has only the asynchronous storage API (its *StorageSync calls just log an
 * error), so this keeps a memory copy that answers reads at once and writes through to the native
 * storage. The copy is filled from the native storage when the app starts (whenStorageReady).
 */

const memory = new Map<string, unknown>()
/** keys written or removed before the native storage was read: the later write wins */
const touched = new Set<string>()
let cleared = false

function report(action: string) {
  return (err: unknown) => console.warn(`[storage] ${action} failed`, err)
}

export function readStored(key: string): unknown {
  return memory.get(key)
}

export function writeStored(key: string, value: unknown): void {
  memory.set(key, value)
  touched.add(key)
  Taro.setStorage({ key, data: value }).catch(report(`set ${key}`))
}

export function removeStored(key: string): void {
  memory.delete(key)
  touched.add(key)
  Taro.removeStorage({ key }).catch(report(`remove ${key}`))
}

export function clearStored(): void {
  memory.clear()
  cleared = true
  Taro.clearStorage().catch(report('clear'))
}

export function storedInfo(): { keys: string[]; sizeKb: number } {
  let chars = 0
  for (const value of memory.values()) chars += JSON.stringify({ data: value }).length
  return { keys: [...memory.keys()], sizeKb: Number((chars / 1024).toFixed(2)) }
}

async function hydrate(): Promise<void> {
  try {
    // Taro types the promise loosely; RN's implementation resolves with the sync variant's fields
    const { keys } = (await Taro.getStorageInfo()) as unknown as Taro.getStorageInfoSync.Option
    await Promise.all(
      keys.map(async (key) => {
        try {
          const { data } = await Taro.getStorage<unknown>({ key })
          if (!cleared && !touched.has(key)) memory.set(key, data)
        } catch (err) {
          report(`read ${key}`)(err)
        }
      }),
    )
  } catch (err) {
    report('read')(err)
  }
}

let ready: Promise<void> | null = null

export function whenStorageReady(): Promise<void> {
  ready ??= hydrate()
  return ready
}
