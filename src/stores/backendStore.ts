import { makeAutoObservable } from 'mobx'
import type { Extension } from '@contract/contract-parts'
import { extensionServed, onExtensionsChange, whenExtensionsKnown } from '@/services/backendExtensions'

/**
 * The backend's extensions as observable state (src/services/backendExtensions.ts learns them): entry
 * points to an extension feature render only where `has()` is true, so on a backend with the product
 * specification's part alone they never appear, and never flash an error.
 */
export class BackendStore {
  /** bumped whenever what is known changes, so computed reads of has() follow */
  private revision = 0

  constructor() {
    makeAutoObservable<BackendStore, 'revision'>(this)
    onExtensionsChange(() => this.changed())
  }

  private changed(): void {
    this.revision += 1
  }

  /** served, as far as is known now (false until the probe has answered) */
  has(ext: Extension): boolean {
    void this.revision
    return extensionServed(ext) === true
  }

  /** known to be missing (false while unknown): for what falls back rather than hides */
  lacks(ext: Extension): boolean {
    void this.revision
    return extensionServed(ext) === false
  }

  /** resolves once the probe has answered (or the backend could not be reached) */
  whenKnown(): Promise<void> {
    return whenExtensionsKnown()
  }
}
