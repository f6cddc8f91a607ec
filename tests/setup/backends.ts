import { act } from '@testing-library/react'
import { resetBackendExtensions, setExtensionsProbe, whenExtensionsKnown } from '@/services/backendExtensions'

/**
 * The app on a backend with the product specification's endpoints only: its probe answers none (as a
 * 404 would), so every extension is known missing. tests/setup/afterEnv.js puts each test back on the
 * full backend.
 */
export async function specificationOnlyBackend(): Promise<void> {
  resetBackendExtensions()
  setExtensionsProbe(async () => ({ kind: 'none' }))
  await act(() => whenExtensionsKnown())
}
