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

/** the groups as this viewer sees them; a group left empty is dropped */
export function visibleEntryGroups(viewer: EntryViewer, groups: readonly EntryGroup[] = USER_ENTRY_GROUPS): EntryGroup[] {
  return visibleGroupsOf(viewer, groups)
}
