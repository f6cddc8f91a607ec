import { makeAutoObservable } from 'mobx'
import { fetchPayModule } from '@/services/payModule'
import { homeFirstScreenData } from '@/platform/homeFirstScreen'

/** app-wide state that is not the user's: the pay-module switch (DESIGN §3) */
export class AppStore {
  /** false until the server says otherwise: a failed fetch keeps the paid tabs hidden (H5: the stand-in says it in index.html) */
  payModule = homeFirstScreenData()?.pay ?? false

  constructor() {
    makeAutoObservable(this)
  }

  setPayModule(on: boolean): void {
    this.payModule = on
  }

  /** DESIGN §3: asked on every app show; a failed fetch hides the paid tabs */
  async refreshPayModule(): Promise<boolean> {
    this.setPayModule(await fetchPayModule())
    return this.payModule
  }
}
