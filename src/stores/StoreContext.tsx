import { createContext, useContext, type PropsWithChildren } from 'react'
import { rootStore, type RootStore } from './RootStore'

const StoreContext = createContext<RootStore>(rootStore)

export function StoreProvider({ store = rootStore, children }: PropsWithChildren<{ store?: RootStore }>) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
}

/** the root store; tests wrap a fresh RootStore in StoreProvider */
export function useStores(): RootStore {
  return useContext(StoreContext)
}
