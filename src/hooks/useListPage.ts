import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useEffect } from 'react'
import type { ListModel } from '@/stores/models/ListModel'

/**
 * Binds a ListModel to the page: first load on mount, pull-to-refresh back to page 1,
 * reaching the bottom loads the next page (the distance is the page config's).
 */
export function useListPage<T>(model: ListModel<T>, { autoLoad = true } = {}): void {
  useEffect(() => {
    if (autoLoad && !model.loaded) void model.refresh()
  }, [model, autoLoad])
  usePullDownRefresh(async () => {
    await model.refresh()
    Taro.stopPullDownRefresh()
  })
  useReachBottom(() => {
    void model.loadMore()
  })
}
