import { setExtensionsProbe, whenExtensionsKnown } from '@/services/backendExtensions'
import { sendExtensionsProbe } from '@/services/request'

/** the app asks once at launch which extensions the backend serves; calls to one wait for the answer */
export function installExtensionsProbe(): void {
  setExtensionsProbe(sendExtensionsProbe)
  void whenExtensionsKnown()
}
