import { View } from '@tarojs/components'
import ListView from '@/components/ListView'
import PredictionRow from '@/components/PredictionRow'
import type { MatchDetailModel } from '@/stores/matchDetailStore'

export const NO_PREDICTIONS_TEXT = '本场暂无专家预测'

/** the 专家 tab: the experts' predictions on this match, newest first, paged by the page's reach-bottom */
export default function ExpertsPanel({ model }: { model: MatchDetailModel }) {
  return (
    <View data-testid='panel-experts'>
      <ListView model={model.predictions} keyOf={(p) => p.id} emptyText={NO_PREDICTIONS_TEXT} renderItem={(p) => <PredictionRow prediction={p} />} />
    </View>
  )
}
