import Taro from '@tarojs/taro'
import { autorun } from 'mobx'
import { useEffect } from 'react'

/**
 * Keeps the page's route parameters in step with what it shows (the issue picked on the page,
 * a date), so a share, which copies the page's path and parameters, reopens the same view.
 * Taro documents a page's params object as free to modify; it is taken at mount, so a late
 * answer never writes into another page's. `read` is tracked by MobX.
 */
export function useShareParams(read: () => Record<string, string | null | undefined>): void {
  useEffect(() => {
    const params = Taro.getCurrentInstance().router?.params as Record<string, string | undefined> | undefined
    if (!params) return undefined
    return autorun(() => {
      for (const [k, v] of Object.entries(read())) {
        if (v) params[k] = v
        else delete params[k]
      }
    })
    // once per page: what `read` reads is the page's own store for its whole life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
