import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { PREDICTION_KIND_TEXT, WIN_OR_NOT_TEXT } from '@contract/expert-rules'
import Avatar from '@/components/Avatar'
import { FollowButton, PredictionLegs, ArenaEntryModel, shortTime } from '@/features/experts'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import StateView from '@/components/states/StateView'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { routeUrl } from '@/navigation/routes'
import { withLogin } from '@/navigation/loginGuard'
import './arenaDetail.scss'

/** one arena entry (`?id=`): who, the matches with live scores and picks, odds, result, analysis; follow it */
function ArenaDetailPage() {
  const { params } = useRouter()
  const id = Number(params.id)
  const [model] = useState(() => new ArenaEntryModel(id))
  useEffect(() => {
    if (id > 0) void model.entry.load()
  }, [id, model])
  useRefreshPage(() => model.entry.load())

  if (!(id > 0)) {
    return (
      <PageShell title='擂台详情'>
        <StateView kind='error' text='参赛记录不存在' />
      </PageShell>
    )
  }
  const e = model.entry.data
  const toggleFollow = withLogin(() => void model.toggleFollow())
  return (
    <PageShell title='擂台详情' shareTitle={e ? `${e.user.nickname}的擂台${PREDICTION_KIND_TEXT[e.kind]}：${e.title}` : '擂台详情'}>
      <ResourceView model={model.entry}>
        {(entry) => (
          <View className='arena-detail'>
            <View className='arena-detail__card'>
              <View className='arena-detail__who'>
                <Avatar url={entry.user.avatar} name={entry.user.nickname} size='small' />
                <Text
                  className='arena-detail__name'
                  onClick={
                    entry.user.is_expert ? () => void Taro.navigateTo({ url: routeUrl('expertHome', { expert_id: entry.user.user_id }) }) : undefined
                  }
                >
                  {entry.user.nickname}
                </Text>
                <FollowButton followed={entry.followed} onToggle={toggleFollow} testId='follow-entry' />
              </View>
              <View className='arena-detail__line'>
                <Text className='arena-detail__kind'>{PREDICTION_KIND_TEXT[entry.kind]}</Text>
                <Text className='arena-detail__title' data-testid='arena-title'>
                  {entry.title}
                </Text>
                <Text className={`arena-detail__result arena-detail__result--${entry.win_or_not}`} data-testid='arena-result'>
                  {WIN_OR_NOT_TEXT[entry.win_or_not]}
                </Text>
              </View>
              <Text className='arena-detail__meta'>
                {`${shortTime(entry.published_at)} 参赛 · ${entry.locked ? '已锁定' : `${shortTime(entry.lock_at)} 锁定`} · 赔率 ${entry.odds.toFixed(2)} · ${entry.followers} 人关注`}
              </Text>
            </View>
            <PredictionLegs legs={entry.legs} />
            <View className='arena-detail__card'>
              <Text className='arena-detail__heading'>分析</Text>
              <Text className='arena-detail__content'>{entry.content || '未写分析'}</Text>
            </View>
            <View className='arena-detail__again' onClick={() => void Taro.navigateTo({ url: routeUrl('arena', { kind: entry.kind }) })}>
              <Text className='arena-detail__again-text'>查看擂台排行 ›</Text>
            </View>
          </View>
        )}
      </ResourceView>
    </PageShell>
  )
}

export default observer(ArenaDetailPage)
