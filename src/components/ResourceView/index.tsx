import { observer } from 'mobx-react'
import type { ReactNode } from 'react'
import StateView from '@/components/StateView'
import type { ResourceModel } from '@/stores/ResourceModel'

interface Props<T> {
  model: ResourceModel<T>
  children: (data: T) => ReactNode
  /** when the loaded value counts as nothing to show */
  isEmpty?: (data: T) => boolean
  emptyText?: string
}

/**
 * The states of one ResourceModel: loading, error with retry, empty, then the content.
 * Stale data stays on screen during a reload so pull-to-refresh does not blank the page.
 */
function ResourceView<T>({ model, children, isEmpty, emptyText }: Props<T>) {
  const { data, error } = model
  if (data === null) {
    if (error) return <StateView kind='error' text={error} onRetry={() => void model.load()} />
    return <StateView kind='loading' />
  }
  if (isEmpty?.(data)) return <StateView kind='empty' text={emptyText} onRetry={() => void model.load()} />
  return <>{children(data)}</>
}

export default observer(ResourceView) as typeof ResourceView
