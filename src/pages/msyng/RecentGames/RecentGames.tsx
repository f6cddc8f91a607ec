import Taro, { useReachBottom, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import SegmentTabs, { type SegmentTab } from '@/components/layout/SegmentTabs'
import StateView from '@/components/states/StateView'
import { PlayerCard, TeamHeader, TeamTabs as TeamTabPanel, PlayerCardModel, TeamHomeModel } from '@/features/match'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { useResume } from '@/hooks/useResume'
import { idParam } from '@/navigation/databaseRoutes'
import { withLogin } from '@/navigation/loginGuard'
import { routeUrl } from '@/navigation/routes'
import { TEAM_TAB_LABEL, type TeamTabKey } from '@contract/follow-rules'
import type { ResourceModel } from '@/stores/models/ResourceModel'
import { useStores } from '@/stores/StoreContext'

const tabsOf = (keys: readonly TeamTabKey[]): SegmentTab<TeamTabKey>[] => keys.map((key) => ({ key, label: TEAM_TAB_LABEL[key] }))

/** an unknown id is said plainly (the server's 球队不存在 / 球员不存在), with a way to the database */
function notFoundText<T>(model: ResourceModel<T>): string | null {
  return model.errorKind === 'business' ? model.error : null
}

const Missing = ({ text }: { text: string }) => (
  <StateView kind='empty' text={text} actionText='去资料库' onRetry={() => void Taro.redirectTo({ url: routeUrl('database') })} />
)

const PlayerOverlay = observer(({ model, teamId, onClose }: { model: PlayerCardModel; teamId: number | undefined; onClose: () => void }) => {
  const name = model.card.data?.player.name ?? '球员'
  const follow = withLogin(() => void model.toggleFollow(), () => ({ kind: 'follow', route: 'teamForm', params: { team_id: teamId ?? '', player_id: model.playerId, follow: 'player' }, label: name }))
  useResume('follow', 'teamForm', { team_id: teamId ?? '', player_id: model.playerId, follow: 'player' }, model.card.data !== null, () => {
    if (!model.card.data?.followed) void model.toggleFollow()
  })
  const missing = notFoundText(model.card)
  if (missing) return <Missing text={missing} />
  return <ResourceView model={model.card}>{(card) => <PlayerCard card={card} onToggleFollow={follow} onClose={onClose} />}</ResourceView>
})

const TeamHome = observer(({ model }: { model: TeamHomeModel }) => {
  const header = model.home.data?.header
  const follow = withLogin(() => void model.toggleFollow(), () => ({ kind: 'follow', route: 'teamForm', params: { team_id: model.teamId, follow: 'team' }, label: header?.team.name ?? '球队' }))
  useResume('follow', 'teamForm', { team_id: model.teamId, follow: 'team' }, header !== undefined, () => {
    if (!model.home.data?.header.followed) void model.toggleFollow()
  })
  const missing = notFoundText(model.home)
  if (missing) return <Missing text={missing} />
  return (
    <>
      {header && <TeamHeader header={header} onToggleFollow={follow} busy={model.followBusy} followable={model.followable} />}
      <SegmentTabs tabs={tabsOf(model.tabs)} value={model.tab} onChange={(t) => model.setTab(t)} />
      <TeamTabPanel model={model} />
    </>
  )
})

/**
 * A team's home (`team_id`): header with 关注, tabs 赛程 积分 阵容 数据 转会; with `player_id`, the
 * player's card over it (the team comes from the card when `team_id` is missing).
 */
function RecentGamesPage() {
  const { params } = useRouter()
  const teamParam = idParam(params.team_id)
  const playerId = idParam(params.player_id)
  const { goalAlerts, backend } = useStores()
  const [player] = useState(() => (playerId ? new PlayerCardModel(playerId, backend) : null))
  const [cardOpen, setCardOpen] = useState(true)
  const teamModel = (id: number) => new TeamHomeModel(id, () => goalAlerts.teamsChanged(), backend)
  const [team, setTeam] = useState(() => (teamParam ? teamModel(teamParam) : null))
  const cardTeamId = player?.card.data?.team.id
  useEffect(() => {
    void player?.card.load()
  }, [player])
  useEffect(() => {
    if (!team && cardTeamId) setTeam(teamModel(cardTeamId))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- teamModel only wraps the constructor
  }, [team, cardTeamId])
  useEffect(() => {
    void team?.home.load()
  }, [team])
  useRefreshPage(async () => {
    await Promise.all([team?.loadTab(true), player?.card.load()])
  })
  useReachBottom(() => {
    if (team?.tab === 'transfers') void team.transfers.loadMore()
  })
  if (!team && (!player || player.missing)) {
    return (
      <PageShell title='球队'>
        <Missing text={player ? '暂无球员资料' : '没有指定球队'} />
      </PageShell>
    )
  }
  const teamName = team?.home.data?.header.team.name
  const playerName = cardOpen ? player?.card.data?.player.name : undefined
  const title = playerName ?? teamName ?? '球队'
  // the shared picture follows what is on screen: the player's card over the team, or the team
  const shareCard = cardOpen && playerId ? { kind: 'player' as const, id: playerId } : team ? { kind: 'team' as const, id: team.teamId } : undefined
  return (
    <PageShell title={title} shareTitle={playerName && teamName ? `${playerName} · ${teamName}` : title} shareCard={shareCard}>
      {player && cardOpen && !player.missing && <PlayerOverlay model={player} teamId={team?.teamId} onClose={() => setCardOpen(false)} />}
      {team && <TeamHome model={team} />}
    </PageShell>
  )
}

export default observer(RecentGamesPage)
