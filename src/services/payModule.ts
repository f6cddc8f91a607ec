import { rootStore } from '@/stores/RootStore'
import { request } from './request'

/** DESIGN §3: fetched on every app show; a failed fetch hides the paid tabs */
export async function refreshPayModule(): Promise<boolean> {
  try {
    const { pay } = await request('api/User/w', {}, { silent: true })
    rootStore.app.setPayModule(pay)
  } catch {
    rootStore.app.setPayModule(false)
  }
  return rootStore.app.payModule
}
