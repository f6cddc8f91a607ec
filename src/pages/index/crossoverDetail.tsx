import Taro, { useDidHide, useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { BuyPrediction, predictionResume } from '@/features/money'
import PageShell from '@/components/layout/PageShell'
import PosterPanel from '@/components/share/PosterPanel'
import { PredictionDetailBody, PredictionLock, PredictionDetailModel, predictionShareDesc } from '@/features/experts'
import ResourceView from '@/components/states/ResourceView'
import StateView from '@/components/states/StateView'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { routeUrl } from '@/navigation/routes'
import { withLogin } from '@/navigation/loginGuard'
import { useResume } from '@/hooks/useResume'
import { useStores } from '@/stores/StoreContext'
import './crossoverDetail.scss'
import { usePageParams } from '@/hooks/usePageParams'

/**
 * One expert prediction (`?id=`): its matches with live scores, the pick or a lock with its price,
 * the analysis, its hash and 修改记录; 跟单 follows it; the owner manages it from here.
 */
function CrossoverDetailPage() {
  const params = usePageParams()
  const id = Number(params.id)
  const [model] = useState(() => new PredictionDetailModel(id))
  useEffect(() => {
    if (id > 0) void model.load()
    return () => model.stopLive()
  }, [id, model])
  useDidShow(() => model.startLive())
  useDidHide(() => model.stopLive())
  useRefreshPage(() => model.detail.load())
  const { app, coinPurchases } = useStores()
  const shown = model.detail.data
  // back from the login (继续：购买 in 我的) or the top-up (返回继续购买): the purchase's confirm opens again, never paid by itself
  useResume('buy', 'predictionDetail', { id }, shown !== null && app.payModule, () => {
    if (shown && !shown.visible && shown.price > 0) {
      void coinPurchases.buy({ kind: 'prediction', id: shown.id }, shown.price, '该方案', () => model.detail.load(), predictionResume(shown.id, shown.title))
    }
  })

  if (!(id > 0)) {
    return (
      <PageShell title='专家分析'>
        <StateView kind='error' text='推荐不存在' />
      </PageShell>
    )
  }
  const d = model.detail.data
  const toggleFollow = withLogin(() => void model.toggleFollow())
  return (
    <PageShell title='专家分析' shareTitle={d ? `${d.expert.nickname}：${d.title}` : '专家分析'} shareCard={{ kind: 'prediction', id, ...(d ? { desc: predictionShareDesc(d) } : {}) }}>
      <ResourceView model={model.detail}>
        {(detail) => (
          <PredictionDetailBody detail={detail} onOpenExpert={(expertId) => void Taro.navigateTo({ url: routeUrl('expertHome', { expert_id: expertId }) })}>
            {!detail.visible && <PredictionLock price={detail.price} refundOnMiss={detail.refund_on_miss} />}
            <BuyPrediction predictionId={detail.id} title={detail.title} price={detail.price} unlocked={detail.visible} refundOnMiss={detail.refund_on_miss} onBought={() => model.detail.load()} />
            <View className='crossover-detail__actions'>
              <View
                // secondary to 购买查看: outlined, never the filled brand button
                className='crossover-detail__action crossover-detail__action--on'
                data-testid='follow-prediction'
                onClick={toggleFollow}
              >
                <Text className='crossover-detail__action-text crossover-detail__action-text--on'>
                  {detail.followed ? '已跟单' : '跟单关注'}
                </Text>
              </View>
              {detail.editable && (
                <View
                  className='crossover-detail__action'
                  data-testid='manage-prediction'
                  onClick={() => void Taro.navigateTo({ url: routeUrl('editPrediction', { id: detail.id, kind: detail.kind }) })}
                >
                  <Text className='crossover-detail__action-text'>修改 / 删除</Text>
                </View>
              )}
            </View>
            <PosterPanel kind='prediction' id={detail.id} />
          </PredictionDetailBody>
        )}
      </ResourceView>
    </PageShell>
  )
}

export default observer(CrossoverDetailPage)
