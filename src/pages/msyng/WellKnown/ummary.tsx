import Taro, { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { ExpertRow, RecordTable, ExpertHomeModel } from '@/features/experts'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import StateView from '@/components/states/StateView'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { routeUrl } from '@/navigation/routes'

/** 战绩汇总 (`?expert_id=`): an expert's settled record split by competition and by play */
function UmmaryPage() {
  const { params } = useRouter()
  const expertId = Number(params.expert_id)
  const [model] = useState(() => ExpertHomeModel.profileOnly(expertId))
  useEffect(() => {
    if (expertId > 0) void model.load()
  }, [expertId, model])
  useRefreshPage(() => model.load())

  if (!(expertId > 0)) {
    return (
      <PageShell title='战绩汇总'>
        <StateView kind='error' text='专家不存在' />
      </PageShell>
    )
  }
  const p = model.data
  return (
    <PageShell title='战绩汇总' shareTitle={p ? `${p.nickname}的战绩汇总` : '战绩汇总'}>
      <ResourceView model={model}>
        {(profile) => (
          <View>
            <ExpertRow row={profile} sort='hit_rate' onOpen={() => void Taro.navigateTo({ url: routeUrl('expertHome', { expert_id: profile.expert_id }) })} />
            <RecordTable
              title='按赛事'
              emptyText='暂无已结算的单关'
              rows={profile.by_league.map((r) => ({ ...r, key: r.league_id, label: r.league_name }))}
            />
            <RecordTable title='按玩法' emptyText='暂无已结算的推荐' rows={profile.by_play.map((r) => ({ ...r, key: r.play, label: r.play_text }))} />
          </View>
        )}
      </ResourceView>
    </PageShell>
  )
}

export default observer(UmmaryPage)
