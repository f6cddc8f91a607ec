import { observer } from 'mobx-react-lite'
import type { PropsWithChildren, ReactNode } from 'react'
import type { Extension } from '@contract/contract-parts'
import { useStores } from '@/stores/StoreContext'

interface Props {
  /** the extension the children need */
  ext: Extension
  /** shown instead once the backend is known to lack it (nothing by default) */
  fallback?: ReactNode
}

/**
 * Renders an extension feature's entry point only once the backend is known to serve it: on a
 * specification-only backend it never appears (and never flashes before the probe answers).
 */
function IfServed({ ext, fallback = null, children }: PropsWithChildren<Props>) {
  const { backend } = useStores()
  if (backend.has(ext)) return <>{children}</>
  return backend.lacks(ext) ? <>{fallback}</> : null
}

export default observer(IfServed)
