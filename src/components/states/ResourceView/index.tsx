import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import StateView from '@/components/states/StateView'
import type { ResourceModel } from '@/stores/models/ResourceModel'
import { network } from '@/stores/networkStatus'
import { useNetworkWait } from '@/hooks/useNetworkWait'
import './index.scss'

interface Props<T> {
  model: ResourceModel<T>
  children: (data: T) => ReactNode
  /** when the loaded value counts as nothing to show */
  isEmpty?: (data: T) => boolean
  emptyText?: string
  /** default true: a failed reload says so above the content (false: the content shows it itself) */
  staleNotice?: boolean
  /** shown during the first load instead of the spinner: a placeholder of the content's size keeps the page from jumping */
  placeholder?: ReactNode
}

/**
 * The states of one ResourceModel: loading, error with retry, empty, then the content.
 * Stale data stays on screen during a reload so pull-to-refresh does not blank the page; when
 * that reload fails, a line above it says so and retries on tap.
 */
function ResourceView<T>({ model, children, isEmpty, emptyText, staleNotice = true, placeholder }: Props<T>) {
  const { data, error } = model
  // no network: the page's one offline state (PageShell) says so and retries; nothing here repeats it
  const offline = error !== null && (model.errorKind === 'network' || network.deviceOffline)
  useNetworkWait(offline && data === null && !model.loading, () => void model.load())
  if (data === null) {
    if (error && offline) return null
    if (error) return <StateView kind='error' text={error} onRetry={() => void model.load()} />
    return placeholder ? <>{placeholder}</> : <StateView kind='loading' />
  }
  const stale = error && staleNotice && !offline ? (
    <View className='resource-view__stale' data-testid='refresh-failed' onClick={() => void model.load()}>
      <Text className='resource-view__stale-text'>刷新失败：{error}，点击重试</Text>
    </View>
  ) : null
  if (isEmpty?.(data)) return <StateView kind='empty' text={emptyText} onRetry={() => void model.load()} />
  return (
    <>
      {stale}
      {children(data)}
    </>
  )
}

export default observer(ResourceView) as typeof ResourceView
