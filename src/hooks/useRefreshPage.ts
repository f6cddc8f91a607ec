import Taro, { usePullDownRefresh } from '@tarojs/taro'

/**
 * Pull-to-refresh for pages that are not one paged list (a table, a detail): runs `reload`
 * and closes the refresh spinner when it settles. Paged lists use useListPage instead.
 */
export function useRefreshPage(reload: () => Promise<unknown>): void {
  usePullDownRefresh(async () => {
    try {
      await reload()
    } finally {
      Taro.stopPullDownRefresh()
    }
  })
}
