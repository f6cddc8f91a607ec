import { request } from './request'

/**
 * docs/product/pay-module.md: the pay-module flag, asked on every app show (AppStore.refreshPayModule) in the
 * background: a failed fetch answers false, so the paid tabs stay hidden. A session code in the
 * answer is still told and acted on (request.ts).
 */
export async function fetchPayModule(): Promise<boolean> {
  try {
    const { pay } = await request('api/User/w', {}, { silent: true })
    return pay
  } catch {
    return false
  }
}
