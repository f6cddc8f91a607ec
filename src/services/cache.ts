import { removeStored, storedInfo } from '@/platform/storage'
import { STORAGE_USER_ID, STORAGE_USER_INFO } from './session'

/** the signed-in user survives a cache clear; everything else stored locally is cache */
const KEPT_KEYS = new Set([STORAGE_USER_INFO, STORAGE_USER_ID])

/** local storage used, in KB (what the 清除缓存 row shows) */
export function cacheSizeKb(): number {
  return storedInfo().sizeKb
}

/** removes every stored key except the signed-in user's; returns how many went */
export function clearCache(): number {
  let removed = 0
  for (const key of storedInfo().keys) {
    if (KEPT_KEYS.has(key)) continue
    removeStored(key)
    removed += 1
  }
  return removed
}
