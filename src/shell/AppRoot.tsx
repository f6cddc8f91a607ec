import { useEffect, type PropsWithChildren } from 'react'
import { StoreProvider } from '@/stores/StoreContext'
import { rootStore } from '@/stores/RootStore'
import { whenStorageReady } from '@/platform/storage'
import { listenForPrivacyAuthorization } from '@/platform/privacy'
import { checkForUpgradeOnLaunch } from '@/shell/upgradePrompt'
import { guardSinglePageNavigation } from '@/platform/singlePageMode'
import { showFullAppHint } from '@/navigation/fullAppHint'
import { installServiceEffects } from '@/shell/serviceEffects'
import { installExtensionsProbe } from '@/shell/extensionsProbe'
import { startAppShows } from '@/shell/appShows'
import '@/utils/dayjsSetup'

// before any call: the services' failures, loading indicator and sign-ins show through the shell
installServiceEffects()
// at launch, once: which extensions the backend serves (the first extension call waits for the answer)
installExtensionsProbe()
// registered once, before any page can call a picker: WeChat asks the app's popup (PageShell) first
listenForPrivacyAuthorization((answer) => rootStore.app.askPrivacy(answer))
// a page opened from Moments (WeChat's single-page mode) opens no other page: each try points to 前往小程序
guardSinglePageNavigation(showFullAppHint)
// every app show, from the launch on (docs/product/pay-module.md): not useDidShow, which the H5 launch's
// transition render can register after the first show (src/shell/appShows.ts). React Native reads its
// stored user asynchronously, after the stores were built: the launch show waits for it.
startAppShows(
  whenStorageReady().then(() => rootStore.user.restore()),
  {
    shown() {
      void rootStore.app.refreshPayModule()
      void rootStore.goalAlerts.appShown()
      if (rootStore.user.isLoggedIn) void rootStore.alertSettings.load()
    },
    // in the background nothing is listened to (the socket closes with its last subscription)
    hidden: () => rootStore.goalAlerts.appHidden(),
  },
)

/** the app root: one store for every page */
function App({ children }: PropsWithChildren) {
  useEffect(() => {
    void checkForUpgradeOnLaunch()
  }, [])
  return <StoreProvider>{children}</StoreProvider>
}

export default App
