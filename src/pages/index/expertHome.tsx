import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { PREDICTION_LIST_STATUS_TEXT, PREDICTION_LIST_STATUSES, type PredictionListStatus } from '@contract/expert-rules'
import { BuyPrediction } from '@/features/money'
import { ExpertProfileCard, PredictionCard, ExpertHomeModel, hitRateText, expertShareDesc } from '@/features/experts'
import ListView from '@/components/states/ListView'
import PageShell from '@/components/layout/PageShell'
import PosterPanel from '@/components/share/PosterPanel'
import ResourceView from '@/components/states/ResourceView'
import SegmentTabs from '@/components/layout/SegmentTabs'
import StateView from '@/components/states/StateView'
import { useShareParams } from '@/hooks/useShareParams'
import { routeUrl } from '@/navigation/routes'
import { withLogin } from '@/navigation/loginGuard'
import { usePageParams } from '@/hooks/usePageParams'

const STATUS_TABS = PREDICTION_LIST_STATUSES.map((key) => ({ key, label: PREDICTION_LIST_STATUS_TEXT[key] }))

/** an expert's home (`?expert_id=&status=`): profile and verifiable record, current and settled predictions, follow */
function ExpertHomePage() {
  const params = usePageParams()
  const expertId = Number(params.expert_id)
  const [model] = useState(() => new ExpertHomeModel(expertId, params.status === 'settled' ? 'settled' : 'current'))
  useEffect(() => {
    if (expertId > 0) void model.load()
  }, [expertId, model])
  usePullDownRefresh(async () => {
    await model.load()
    Taro.stopPullDownRefresh()
  })
  useReachBottom(() => void model.predictions.loadMore())
  useShareParams(() => ({ status: model.status }))

  if (!(expertId > 0)) {
    return (
      <PageShell title='专家主页'>
        <StateView kind='error' text='专家不存在' />
      </PageShell>
    )
  }
  const profile = model.profile.data
  const toggleFollow = withLogin(() => void model.toggleFollow())
  return (
    <PageShell title='专家主页' shareTitle={profile ? `${profile.nickname} · ${hitRateText(profile)}` : '专家主页'} shareCard={{ kind: 'expert', id: expertId, ...(profile ? { desc: expertShareDesc(profile) } : {}) }}>
      <ResourceView model={model.profile}>
        {(p) => (
          <View>
            <ExpertProfileCard
              profile={p}
              onToggleFollow={toggleFollow}
              onOpenSummary={() => void Taro.navigateTo({ url: routeUrl('expertRecord', { expert_id: p.expert_id }) })}
            />
            <PosterPanel kind='expert' id={p.expert_id} />
            <SegmentTabs
              tabs={STATUS_TABS.map((t) => (t.key === 'current' ? { ...t, label: `${t.label}(${p.current_count})` } : t))}
              value={model.status}
              onChange={(s: PredictionListStatus) => model.setStatus(s)}
            />
            <ListView
              model={model.predictions}
              keyOf={(row) => row.id}
              emptyText={model.status === 'current' ? '暂无未开赛的推荐' : '暂无已结算的推荐'}
              renderItem={(row) => (
                <PredictionCard
                  prediction={row}
                  onOpen={() => void Taro.navigateTo({ url: routeUrl('predictionDetail', { id: row.id }) })}
                  footer={
                    // bought here, the card shows the pick at once: the row is replaced by the fresh prediction
                    <BuyPrediction
                      predictionId={row.id}
                      title={row.title}
                      price={row.price}
                      unlocked={row.visible}
                      refundOnMiss={row.refund_on_miss}
                      onBought={() => model.refreshPrediction(row.id)}
                    />
                  }
                />
              )}
            />
          </View>
        )}
      </ResourceView>
    </PageShell>
  )
}

export default observer(ExpertHomePage)
