import { makeAutoObservable, runInAction } from 'mobx'

/**
 * Every on/off button that talks to the server (follow an expert or a prediction, like and collect
 * a post): the new state shows at once, the server's answer confirms it, a failure puts the old
 * state back (docs/architecture.md: realworld's favourite button). One request per key at a time: a second tap
 * while the first is in flight is ignored, so two quick taps cannot leave the button and the server
 * disagreeing. `A` is what the server answers (by default the new state itself); `stateOf` reads the
 * state from it, and `apply` also receives it, so counts can take the server's figure.
 */
export class OptimisticToggle<A = boolean> {
  private readonly inFlight = new Set<number>()

  constructor(
    private readonly send: (key: number, on: boolean) => Promise<A>,
    private readonly stateOf: (answer: A) => boolean = Boolean,
  ) {
    makeAutoObservable<OptimisticToggle<A>, 'send' | 'stateOf'>(this, { send: false, stateOf: false })
  }

  isBusy(key: number): boolean {
    return this.inFlight.has(key)
  }

  /**
   * Flips `current` through `apply` at once, then applies what the server says (or `current`
   * again when the call fails, after `onFailure`, which may say why; by default the app
   * shell already has). Resolves with the state finally shown.
   */
  async toggle(key: number, current: boolean, apply: (on: boolean, answer: A | null) => void, onFailure?: (error: unknown) => void): Promise<boolean> {
    if (this.inFlight.has(key)) return current
    this.inFlight.add(key)
    apply(!current, null)
    let shown = current
    let answer: A | null = null
    try {
      answer = await this.send(key, !current)
      shown = this.stateOf(answer)
    } catch (e) {
      shown = current
      onFailure?.(e)
    }
    runInAction(() => {
      apply(shown, answer)
      this.inFlight.delete(key)
    })
    return shown
  }
}
