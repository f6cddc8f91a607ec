import Taro from '@tarojs/taro'

/** the shown page's route without leading slash or query, e.g. 'pages/index/index' */
export function currentRoutePath(): string {
  const path = Taro.getCurrentInstance().router?.path ?? ''
  return path.replace(/^\//, '').split('?')[0]
}

/** the shown page's parameters, without Taro's internal ones */
export function currentRouteParams(): Record<string, string> {
  const params = { ...(Taro.getCurrentInstance().router?.params ?? {}) } as Record<string, string | undefined>
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && !k.startsWith('$taro') && k !== 'stamp') out[k] = String(v)
  }
  return out
}

/** 'a=1&b=2': the shown page's parameters as a query (a timeline share takes only this) */
export function currentShareQuery(): string {
  return Object.entries(currentRouteParams())
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&')
}

/** '/route?a=1&b=2': the path a share or a deep link opens (same page, same parameters) */
export function currentSharePath(): string {
  const query = currentShareQuery()
  return '/' + currentRoutePath() + (query ? `?${query}` : '')
}
