import type { Extension } from '@contract/contract-parts'
import { routeUrl } from '@/navigation/routes'
import { USER_ENTRY_DEFS, visibleEntryGroups as visibleGroupsOf, type EntryGroupOf, type EntryViewer, type UserEntryDef } from '@contract/app-entries'

/**
 * The personal center's entries: every personal page, grouped as shown. The list and the rule of
 * who sees what are shared with the stand-in's H5 first screen (types/app-entries.ts); here each
 * entry gets the address it opens. Kept as data so the page stays a renderer.
 */

export type { EntryAudience, EntryViewer } from '@contract/app-entries'
export { canSeeEntry } from '@contract/app-entries'

export interface UserEntry extends Omit<UserEntryDef, 'route' | 'params'> {
  url: string
}

export type EntryGroup = EntryGroupOf<UserEntry>

/** routeUrl takes only the route table's names, so an entry naming an unknown route fails the type check */
export const USER_ENTRY_GROUPS: readonly EntryGroup[] = USER_ENTRY_DEFS.map((g) => ({
  title: g.title,
  entries: g.entries.map(({ route, ...entry }) => ({ ...entry, url: routeUrl(route, 'params' in entry ? entry.params : undefined) })),
}))

/** where an entry leads for this viewer: 我的主页 is the viewer's own expert home */
export function entryUrl(entry: UserEntry, viewer: EntryViewer): string {
  if (entry.key === 'expertHome') return routeUrl('expertHome', { expert_id: viewer.expertId ?? undefined })
  return entry.url
}

/** entries that open an extension feature: shown only where the backend serves it (hidden until known) */
const ENTRY_NEEDS: Readonly<Partial<Record<string, Extension>>> = {
  purchases: 'api/Wechat/purchase_list',
}

/**
 * the groups as this viewer sees them; a group left empty is dropped. `served`: whether the backend
 * serves an extension (the page passes the observable BackendStore.has)
 */
export function visibleEntryGroups(
  viewer: EntryViewer,
  served: (ext: Extension) => boolean = () => true,
  groups: readonly EntryGroup[] = USER_ENTRY_GROUPS,
): EntryGroup[] {
  const usable = (e: UserEntry) => {
    const needs = ENTRY_NEEDS[e.key]
    return !needs || served(needs)
  }
  return visibleGroupsOf(viewer, groups.map((g) => ({ ...g, entries: g.entries.filter(usable) })))
}
