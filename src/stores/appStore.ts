import { makeAutoObservable } from 'mobx'
import type { PrivacyChoice } from '@/platform/privacy'
import { fetchPayModule } from '@/services/payModule'
import { homeFirstScreenData } from '@/platform/homeFirstScreen'

/** app-wide state that is not the user's: the pay-module switch (docs/product/pay-module.md) */
export class AppStore {
  /** false until the server says otherwise: a failed fetch keeps the paid tabs hidden (H5: the stand-in says it in index.html) */
  payModule = homeFirstScreenData()?.pay ?? false
  /** WeChat paused a privacy API and waits for the user's answer: the privacy popup shows */
  privacyAsked = false
  /** WeChat's callback, kept as it is (not observable) */
  private privacyAnswer: ((choice: PrivacyChoice) => void) | null = null

  constructor() {
    makeAutoObservable<AppStore, 'privacyAnswer'>(this, { privacyAnswer: false })
  }

  /** shows the privacy popup; a second request while one is open replaces it (WeChat waits on the latest) */
  askPrivacy(answer: (choice: PrivacyChoice) => void): void {
    this.privacyAnswer = answer
    this.privacyAsked = true
  }

  /** the user tapped 同意 or 拒绝: WeChat goes on (or fails the API) and the popup closes */
  answerPrivacy(choice: PrivacyChoice): void {
    const answer = this.privacyAnswer
    this.privacyAnswer = null
    this.privacyAsked = false
    answer?.(choice)
  }

  setPayModule(on: boolean): void {
    this.payModule = on
  }

  /** docs/product/pay-module.md: asked on every app show; a failed fetch hides the paid tabs */
  async refreshPayModule(): Promise<boolean> {
    this.setPayModule(await fetchPayModule())
    return this.payModule
  }
}
