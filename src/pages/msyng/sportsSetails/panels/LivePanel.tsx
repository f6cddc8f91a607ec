import { Text, View } from '@tarojs/components'
import type { MatchDetail } from '@contract/football'
import { LiveEvents, TextBroadcast } from '@/features/match'
import './panels.scss'

/** the 直播 tab: events by period, then the text commentary newest first */
export default function LivePanel({ match }: { match: MatchDetail }) {
  return (
    <View data-testid='panel-live'>
      <Text className='detail-panel__title'>比赛事件</Text>
      <LiveEvents groups={match.basics_match_event} />
      <Text className='detail-panel__title'>文字直播</Text>
      <TextBroadcast lines={match.basics_text_broadcast} />
    </View>
  )
}
