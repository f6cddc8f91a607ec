import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import StateView from '@/components/states/StateView'
import type { ListModel, LoadState } from '@/stores/models/ListModel'
import { network } from '@/stores/networkStatus'
import { useNetworkWait } from '@/hooks/useNetworkWait'
import './index.scss'

export const LOAD_STATE_TEXT: Record<LoadState, string> = {
  loadmore: '上拉加载更多',
  loading: '加载中…',
  nomore: '没有更多了',
}

interface Props<T> {
  model: ListModel<T>
  renderItem: (item: T, index: number) => ReactNode
  keyOf: (item: T) => string | number
  emptyText?: string
  /** shown above the rows (filters, headers); stays while loading */
  header?: ReactNode
  /**
   * the empty state offers 刷新 (default): a feed may fill up later; a search result cannot, and
   * offers nothing but its text (a new keyword is the way on)
   */
  refreshWhenEmpty?: boolean
  /** draws only this many rows (a page's first render: the rows its first screen shows); default all */
  shownRows?: number
}

/**
 * One list with every load state: first load, empty, error with retry, rows, and the
 * loadmore / loading / nomore footer. Paging and pull-to-refresh come from useListPage.
 */
function ListView<T>({ model, renderItem, keyOf, emptyText, header, refreshWhenEmpty = true, shownRows }: Props<T>) {
  let body: ReactNode
  // no network and nothing to show: the page's one offline state (PageShell) says so and retries
  const offline = model.error !== null && (model.errorKind === 'network' || network.deviceOffline) && model.items.length === 0
  useNetworkWait(offline && !model.busy, () => void model.refresh())
  // no rows and a request in flight (first load, or 重试/刷新 from the error or empty state): show progress
  if (model.items.length === 0 && (!model.loaded || model.busy)) body = <StateView kind='loading' />
  else if (offline) body = null
  else if (model.error && model.items.length === 0) body = <StateView kind='error' text={model.error} onRetry={() => void model.refresh()} />
  else if (model.isEmpty) body = <StateView kind='empty' text={emptyText} onRetry={refreshWhenEmpty ? () => void model.refresh() : undefined} />
  else {
    body = (
      <>
        {(shownRows === undefined ? model.items : model.items.slice(0, shownRows)).map((item, i) => (
          <View key={keyOf(item)}>{renderItem(item, i)}</View>
        ))}
        <View className='list-view__footer' data-testid='load-state' onClick={() => void model.loadMore()}>
          <Text className='list-view__footer-text'>{model.error ? `${model.error}，点击重试` : LOAD_STATE_TEXT[model.state]}</Text>
        </View>
      </>
    )
  }
  return (
    <View className='list-view'>
      {header}
      {body}
    </View>
  )
}

export default observer(ListView) as typeof ListView
