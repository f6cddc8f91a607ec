import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { ChatRoom, type MatchDetailModel } from '@/features/match'
import { requireLogin } from '@/navigation/loginGuard'
import { useStores } from '@/stores/StoreContext'

const matchLabel = (model: MatchDetailModel) => {
  const m = model.detail.data
  return m ? `${m.home_team.short_name} vs ${m.away_team.short_name} 聊天室` : '聊天室'
}

/** the 聊天室 tab: the match's chat room, new messages pushed while the page is shown */
function ChatPanel({ model }: { model: MatchDetailModel }) {
  const { user } = useStores()
  return (
    <View data-testid='panel-chat'>
      <ChatRoom room={model.chat} userId={user.userInfo ? Number(user.userInfo.user_id) : null} onNeedLogin={() => requireLogin({ kind: 'chat', route: 'matchDetail', params: { id: model.id }, label: matchLabel(model) })} />
    </View>
  )
}

export default observer(ChatPanel)
