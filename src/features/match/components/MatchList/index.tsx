import { observer } from 'mobx-react-lite'
import type { MatchRow as MatchRowData } from '@contract/football'
import MatchRow, { MATCH_ROW_HEIGHT } from '@/features/match/components/MatchRow'
import WindowedList from '@/components/states/WindowedList'
import type { MatchTable } from '@/features/match/stores/matchTable'

interface RowProps {
  table: MatchTable<MatchRowData>
  id: number
  onToggleFollow?: (match: MatchRowData) => void
  stale?: boolean
}

/** one row bound to the table: re-renders when this match (or its goal highlight) changes, nothing else */
const LiveMatchRow = observer(function LiveMatchRow({ table, id, onToggleFollow, stale }: RowProps) {
  const match = table.get(id)
  if (!match) return null
  return <MatchRow match={match} flash={table.flashing.has(id)} onToggleFollow={onToggleFollow} stale={stale} />
})

interface Props {
  table: MatchTable<MatchRowData>
  /** distinct on the page (the list measures where it starts) */
  listId: string
  onToggleFollow?: (match: MatchRowData) => void
  /** the live updates stopped (MatchListStore.liveStale): the minutes are greyed until they come back */
  stale?: boolean
}

/**
 * The rows of a live match table, windowed: a new list (another day or filter) re-renders the
 * list, a live patch re-renders only the rows it changed.
 */
function MatchList({ table, listId, onToggleFollow, stale = false }: Props) {
  return (
    <WindowedList
      listId={listId}
      items={table.ids}
      keyOf={(id) => id}
      rowHeight={MATCH_ROW_HEIGHT}
      renderRow={(id) => <LiveMatchRow table={table} id={id} onToggleFollow={onToggleFollow} stale={stale} />}
    />
  )
}

export default observer(MatchList)
