import MenuList from '@/components/layout/MenuList'
import type { EntryGroup, UserEntry } from '@/features/account/utils/userEntries'

interface Props {
  groups: readonly EntryGroup[]
  /** the number on an entry's badge (unread messages), if any */
  badgeOf: (entry: UserEntry) => string | undefined
  onOpen: (entry: UserEntry) => void
}

/** the 我的 tab's menus, one card per group of entries; also drawn by its H5 first screen (src/firstScreen/) */
export default function UserMenus({ groups, badgeOf, onOpen }: Props) {
  return (
    <>
      {groups.map((g) => (
        <MenuList
          key={g.title}
          title={g.title}
          items={g.entries.map((e) => ({ key: e.key, title: e.title, icon: e.icon, badge: badgeOf(e), onClick: () => onOpen(e) }))}
        />
      ))}
    </>
  )
}
