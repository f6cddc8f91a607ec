import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { LineupRes } from '@contract/api/match'
import { LineupPitch, MatchScoreboard, lineupCardModel } from '@/features/match'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import StateView from '@/components/states/StateView'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { idParam } from '@/navigation/databaseRoutes'
import { routeUrl } from '@/navigation/routes'
import './lineupShare.scss'

function Substitutes({ side }: { side: LineupRes['home'] }) {
  return (
    <View className='lineup-card__subs'>
      <Text className='lineup-card__subs-title'>{`${side.team.short_name} 替补`}</Text>
      {side.substitutes.map((p) => (
        <Text key={p.id} className='lineup-card__sub'>{`${p.shirt_number} ${p.name} · ${p.position}`}</Text>
      ))}
    </View>
  )
}

/** a match's lineups as one shareable card: match info, both elevens on the pitch, formations, benches */
function LineupSharePage() {
  const { params } = useRouter()
  const matchId = idParam(params.id)
  const [card] = useState(() => (matchId ? lineupCardModel(matchId) : null))
  useEffect(() => {
    void card?.load()
  }, [card])
  useRefreshPage(async () => card?.load())
  const data = card?.data
  const shareTitle = data ? `${data.match.home_team.short_name} vs ${data.match.away_team.short_name} 首发阵容` : '比赛阵容'
  return (
    <PageShell title='阵容分享' shareTitle={shareTitle} shareCard={matchId ? { kind: 'lineup', id: matchId } : null}>
      {card ? (
        <ResourceView model={card}>
          {({ match, lineup }) => (
            <View className='lineup-card' data-testid='lineup-card'>
              <MatchScoreboard match={match} compact />
              <Text className='lineup-card__status'>{lineup.confirmed ? '首发已公布' : '预计首发（开赛前 1 小时公布）'}</Text>
              <LineupPitch lineup={lineup} />
              <View className='lineup-card__benches'>
                <Substitutes side={lineup.home} />
                <Substitutes side={lineup.away} />
              </View>
              <Text className='lineup-card__footer'>点击右上角分享给好友</Text>
            </View>
          )}
        </ResourceView>
      ) : (
        <StateView kind='empty' text='没有指定比赛' actionText='去赛事' onRetry={() => void Taro.switchTab({ url: routeUrl('matches') })} />
      )}
    </PageShell>
  )
}

export default observer(LineupSharePage)
