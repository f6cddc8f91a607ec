import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { BuyPrediction } from '@/features/money'
import ListView from '@/components/states/ListView'
import { PredictionRow } from '@/features/experts'
import { routeUrl } from '@/navigation/routes'
import type { MatchDetailModel } from '@/features/match'

export const NO_PREDICTIONS_TEXT = '本场暂无专家预测'

/**
 * the 专家 tab: the experts' predictions on this match, newest first, paged by the page's
 * reach-bottom; a row opens the prediction, its expert opens the expert's home
 */
export default function ExpertsPanel({ model }: { model: MatchDetailModel }) {
  return (
    <View data-testid='panel-experts'>
      <ListView
        model={model.predictions}
        keyOf={(p) => p.id}
        emptyText={NO_PREDICTIONS_TEXT}
        renderItem={(p) => (
          <PredictionRow
            prediction={p}
            onOpen={() => void Taro.navigateTo({ url: routeUrl('predictionDetail', { id: p.id }) })}
            onOpenExpert={(expertId) => void Taro.navigateTo({ url: routeUrl('expertHome', { expert_id: expertId }) })}
            // the list is read again after buying: the server then shows the buyer the pick
            footer={<BuyPrediction predictionId={p.id} title={p.title} price={p.price} unlocked={p.pick_text !== null} onBought={() => model.predictions.refresh()} />}
          />
        )}
      />
    </View>
  )
}
