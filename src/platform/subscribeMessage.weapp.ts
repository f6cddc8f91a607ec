import Taro from '@tarojs/taro'
import { SUBSCRIBE_TEMPLATES_PER_CALL } from '@contract/live'

/** the mini program asks WeChat for one-time subscription messages (one template per alert kind) */
export const subscribeMessageAvailable = true

/**
 * Asks the user to accept the templates; resolves with the ids accepted. Must run from a tap
 * (WeChat refuses otherwise) and WeChat takes at most SUBSCRIBE_TEMPLATES_PER_CALL templates per
 * call: the first ones are asked, the rest are not. A refusal, a closed dialog or no template
 * configured gives [].
 */
export async function askSubscribeMessage(templateIds: readonly string[]): Promise<string[]> {
  const asked = templateIds.slice(0, SUBSCRIBE_TEMPLATES_PER_CALL)
  if (asked.length === 0) return []
  try {
    const res = (await Taro.requestSubscribeMessage({ tmplIds: asked } as unknown as Parameters<typeof Taro.requestSubscribeMessage>[0])) as unknown as Record<string, string>
    return asked.filter((id) => res[id] === 'accept')
  } catch {
    return []
  }
}
