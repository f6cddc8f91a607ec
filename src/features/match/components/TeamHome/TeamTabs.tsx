import { observer } from 'mobx-react-lite'
import ListView from '@/components/states/ListView'
import ResourceView from '@/components/states/ResourceView'
import StandingsTable from '@/features/match/components/StandingsTable'
import { openTeam } from '@/features/match/components/TeamLink'
import type { TeamHomeModel } from '@/features/match/stores/teamHomeModel'
import SchedulePanel from './SchedulePanel'
import SquadPanel from './SquadPanel'
import StatsPanel from './StatsPanel'
import TransferLine from './TransferLine'

/** the open tab of a team's home; each tab's data arrives the first time it opens */
function TeamTabPanel({ model }: { model: TeamHomeModel }) {
  const { teamId } = model
  switch (model.tab) {
    case 'schedule':
      return <ResourceView model={model.home}>{(home) => <SchedulePanel home={home} teamId={teamId} />}</ResourceView>
    case 'table':
      return (
        <ResourceView model={model.table} isEmpty={(t) => t.rows.length === 0} emptyText='杯赛没有积分榜'>
          {(t) => <StandingsTable rows={t.rows} highlightTeamIds={[teamId]} onTeamPress={(team) => (team.id === teamId ? undefined : openTeam(team.id))} />}
        </ResourceView>
      )
    case 'squad':
      return <ResourceView model={model.squad} isEmpty={(s) => s.groups.length === 0} emptyText='暂无球员'>{(s) => <SquadPanel squad={s} />}</ResourceView>
    case 'stats':
      return <ResourceView model={model.stats}>{(s) => <StatsPanel stats={s} />}</ResourceView>
    case 'transfers':
      return <ListView model={model.transfers} keyOf={(t) => t.id} emptyText='暂无转会记录' renderItem={(t) => <TransferLine t={t} teamId={teamId} />} />
  }
}

export default observer(TeamTabPanel)
