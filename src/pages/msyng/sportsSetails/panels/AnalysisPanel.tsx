import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { MatchDetail } from '@contract/football'
import { MatchAnalysis, MatchIntel, type MatchDetailModel } from '@/features/match'
import ResourceView from '@/components/states/ResourceView'

/** the 分析 tab: 伤停 and the expected line-ups, then head-to-head, recent form, standings */
function AnalysisPanel({ model, match }: { model: MatchDetailModel; match: MatchDetail }) {
  return (
    <View data-testid='panel-analysis'>
      {model.showsIntel && (
        <ResourceView model={model.intel}>{(intel) => <MatchIntel intel={intel} home={match.home_team} away={match.away_team} />}</ResourceView>
      )}
      <ResourceView model={model.analysis}>{(a) => <MatchAnalysis analysis={a} home={match.home_team} away={match.away_team} />}</ResourceView>
    </View>
  )
}

export default observer(AnalysisPanel)
