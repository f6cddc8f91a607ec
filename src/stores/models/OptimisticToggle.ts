import { makeAutoObservable, runInAction } from 'mobx'

/**
 * Follow buttons (an expert, a prediction): the new state shows at once, the server's answer
 * confirms it, a failure puts the old state back (STYLE.md: realworld's favourite button).
 * One request per key at a time: a second tap while the first is in flight is ignored, so two
 * quick taps cannot leave the button and the server disagreeing.
 */
export class OptimisticToggle {
  private readonly inFlight = new Set<number>()

  constructor(private readonly send: (key: number, on: boolean) => Promise<boolean>) {
    makeAutoObservable<OptimisticToggle, 'send'>(this, { send: false })
  }

  isBusy(key: number): boolean {
    return this.inFlight.has(key)
  }

  /**
   * Flips `current` through `apply` at once, then applies what the server says (or `current`
   * again when the call fails). Resolves with the state finally shown.
   */
  async toggle(key: number, current: boolean, apply: (on: boolean) => void): Promise<boolean> {
    if (this.inFlight.has(key)) return current
    this.inFlight.add(key)
    apply(!current)
    let shown = current
    try {
      shown = await this.send(key, !current)
    } catch {
      // the request wrapper already told the user why
      shown = current
    }
    runInAction(() => {
      apply(shown)
      this.inFlight.delete(key)
    })
    return shown
  }
}
