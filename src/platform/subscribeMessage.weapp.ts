import Taro from '@tarojs/taro'

/** the mini program asks WeChat for one-time subscription messages (a followed match's goal, final whistle) */
export const subscribeMessageAvailable = true

/**
 * Asks the user to accept the templates; resolves with the ids accepted. Must run from a tap
 * (WeChat refuses otherwise); a refusal, a closed dialog or no template configured gives [].
 */
export async function askSubscribeMessage(templateIds: readonly string[]): Promise<string[]> {
  if (templateIds.length === 0) return []
  try {
    const res = (await Taro.requestSubscribeMessage({ tmplIds: [...templateIds] } as unknown as Parameters<typeof Taro.requestSubscribeMessage>[0])) as unknown as Record<string, string>
    return templateIds.filter((id) => res[id] === 'accept')
  } catch {
    return []
  }
}
