import { useDidShow } from '@tarojs/taro'
import type { PropsWithChildren } from 'react'
import { StoreProvider } from '@/stores/StoreContext'
import { refreshPayModule } from '@/services/payModule'
import '@/utils/dayjsSetup'
import './app.scss'

/** the app root: one store for every page; the pay-module flag is re-read on every app show (DESIGN §3) */
function App({ children }: PropsWithChildren) {
  useDidShow(() => {
    void refreshPayModule()
  })
  return <StoreProvider>{children}</StoreProvider>
}

export default App
