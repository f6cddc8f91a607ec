import { isExtensionPath, type Extension } from '@contract/contract-parts'

/**
 * Which of this project's extensions the backend serves (docs/product/api.md, Two parts). A backend built
 * from the product specification alone lacks them; the app then hides or replaces what rides on them
 * instead of showing an error. Learnt once per session: one probe (`api/index/extensions`, itself an
 * extension, so such a backend answers 404), and any extension endpoint that answers 404 later is marked
 * missing. Until the probe has answered nothing is assumed: `whenKnown()` waits for it.
 *
 * Plain state with listeners (services know no store); src/stores/backendStore.ts makes it observable.
 */
export type ProbeAnswer = { kind: 'served'; endpoints: readonly string[]; surfaces: readonly string[] } | { kind: 'none' } | { kind: 'unreachable' }
type Probe = () => Promise<ProbeAnswer>

let served: Set<string> | null = null
/** extension paths that answered 404 since (a backend may serve fewer than its probe said) */
const missing = new Set<string>()
let probing: Promise<void> | null = null
let probe: Probe | null = null
const listeners = new Set<() => void>()

function tell(): void {
  for (const listener of listeners) listener()
}

/** the request wrapper installs how the probe is sent (it owns the transport) */
export function setExtensionsProbe(send: Probe): void {
  probe = send
}

/**
 * Resolves once it is known which extensions are served. An unreachable backend (offline) leaves it
 * unknown: the next caller asks again, so a launch without network does not hide the extensions for good.
 */
export function whenExtensionsKnown(): Promise<void> {
  if (served) return Promise.resolve()
  if (!probe) return Promise.resolve()
  probing ??= probe().then((answer) => {
    probing = null
    if (answer.kind === 'served') served = new Set([...answer.endpoints, ...answer.surfaces])
    else if (answer.kind === 'none') served = new Set()
    if (served) tell()
  })
  return probing
}

/** true / false once known; undefined while the probe has not answered */
export function extensionServed(ext: Extension): boolean | undefined {
  if (missing.has(ext)) return false
  if (!served) return undefined
  return served.has(ext)
}

/** an extension path answered 404: missing for the rest of the session */
export function markExtensionMissing(path: string): void {
  if (!isExtensionPath(path) || missing.has(path)) return
  missing.add(path)
  tell()
}

export function onExtensionsChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** tests: forget what was learnt */
export function resetBackendExtensions(): void {
  served = null
  probing = null
  probe = null
  missing.clear()
  tell()
}
