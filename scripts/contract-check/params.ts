/**
 * Safe parameters for the read endpoints, taken from the backend's own lists (never guessed ids):
 * a match id from the match list, an expert from the expert list, a post from the forum list, and so on.
 * A parameter whose source list is empty leaves the endpoint skipped with the reason.
 */
export type Fetch = (path: string, fields: Record<string, unknown>) => Promise<unknown>

type Pick = (data: unknown) => unknown
interface Source {
  from: string
  fields?: Record<string, string>
  pick: Pick
}

function at(data: unknown, ...keys: (string | number)[]): unknown {
  let cur = data
  for (const k of keys) {
    if (cur === null || typeof cur !== 'object') return undefined
    cur = (cur as Record<string | number, unknown>)[k]
  }
  return cur
}

/** the first row of a paged list (`{ list }`) or of a bare array */
function firstRow(data: unknown): unknown {
  return Array.isArray(data) ? data[0] : at(data, 'list', 0)
}

/** the first value of `key` anywhere in the answer, depth first */
export function deepFind(data: unknown, key: string): unknown {
  if (data === null || typeof data !== 'object') return undefined
  if (!Array.isArray(data) && key in data) return (data as Record<string, unknown>)[key]
  for (const v of Object.values(data)) {
    const found = deepFind(v, key)
    if (found !== undefined) return found
  }
  return undefined
}

const rowId = (from: string, fields?: Record<string, string>): Source => ({ from, fields, pick: (d) => at(firstRow(d), 'id') })

/** by parameter name, for every endpoint */
const BY_NAME: Record<string, Source | ((base: string) => unknown)> = {
  event_id: rowId('api/Game/get'),
  event_id1: rowId('api/Game/get'),
  event_ids: rowId('api/Game/get'),
  team_id: { from: 'api/Game/get', pick: (d) => at(firstRow(d), 'home_team', 'id') },
  league_id: { from: 'api/Game/get', pick: (d) => at(firstRow(d), 'league_id') },
  season_id: { from: 'api/Game/get', pick: (d) => at(firstRow(d), 'season_id') },
  continent_id: rowId('api/game/basics_list_of_continents'),
  expert_id: { from: 'api/user/zhuanjlieb', pick: (d) => at(firstRow(d), 'expert_id') },
  forum_id: rowId('api/Forum/home_forum_list'),
  target_id: { from: 'api/Forum/home_forum_list', pick: (d) => deepFind(firstRow(d), 'user_id') },
  order_no: { from: 'api/Wechat/order_list', pick: (d) => deepFind(firstRow(d), 'order_no') },
  company_id: { from: 'api/Game/zhishu', fields: { event_id: 'event_id' }, pick: (d) => deepFind(d, 'company_id') },
  player_id: { from: 'api/Game/team_squad', fields: { team_id: 'team_id' }, pick: (d) => deepFind(d, 'player_id') },
  // plain words and settings, not ids
  keyword: () => '英超',
  content: () => 'ABOUT',
  // the match list's own server time: an incremental poll from a moment the backend just named
  since: { from: 'api/Game/get', pick: (d) => at(d, 'server_time') },
  // jssdk_config's `url` must be a page of the operator's own H5 site, which no list names: left skipped
}

/** optional fields an endpoint needs one of (a refine in its schema), filled like the required ones */
export const EXTRA_FIELDS: Record<string, readonly string[]> = {
  'api/game/basics_list_of_events_list': ['continent_id'],
}

/** `id` means a different record on each detail endpoint: the list it comes from */
const ID_FROM: Record<string, Source> = {
  'api/Challenge/dan_xq': rowId('api/Challenge/dan_list'),
  'api/ConfirmedOrder/jxdc_xq': rowId('api/ConfirmedOrder/jxdc_list'),
  'api/ConfirmedOrder/sd_xq': rowId('api/ConfirmedOrder/sd_list'),
  'api/Expert/zjfb_xq': rowId('api/Expert/get_single_pass_list'),
  'api/Forum/ForumDetails': rowId('api/Forum/home_forum_list'),
  'api/Forum/home_forum_xq': rowId('api/Forum/home_forum_list'),
  'api/game/system_notification_xq': rowId('api/game/system_notification'),
  'api/Expert/get_user_crosstalk_publishing_xq': rowId('api/Expert/get_user_crosstalk_publishing'),
  'api/Expert/get_user_single_pass_release_list_xq': rowId('api/Expert/get_user_single_pass_release_list'),
}

export type Resolved = { ok: true; fields: Record<string, unknown> } | { ok: false; reason: string }

export class ParamResolver {
  private cache = new Map<string, Promise<unknown>>()
  constructor(private base: string, private fetchData: Fetch) {}

  private async load(src: Source): Promise<unknown> {
    const fields: Record<string, unknown> = {}
    for (const [name, param] of Object.entries(src.fields ?? {})) {
      const v = await this.value(src.from, param)
      if (v === undefined) return undefined
      fields[name] = v
    }
    const key = `${src.from}?${JSON.stringify(fields)}`
    if (!this.cache.has(key)) this.cache.set(key, this.fetchData(src.from, fields).catch(() => undefined))
    return src.pick(await this.cache.get(key))
  }

  async value(path: string, param: string): Promise<unknown> {
    const src = param === 'id' ? ID_FROM[path] : BY_NAME[param]
    if (!src) return undefined
    return typeof src === 'function' ? src(this.base) : this.load(src)
  }

  /** fills the required parameters of one endpoint, or says which one no list could give */
  async resolve(path: string, required: readonly string[]): Promise<Resolved> {
    const fields: Record<string, unknown> = {}
    for (const param of required) {
      const v = await this.value(path, param)
      if (v === undefined || v === null) return { ok: false, reason: `no ${param} found in the backend's lists` }
      fields[param] = v
    }
    return { ok: true, fields }
  }
}
