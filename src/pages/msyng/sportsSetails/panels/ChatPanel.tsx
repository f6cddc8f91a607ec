import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import ChatRoom from '@/features/match/components/ChatRoom'
import type { MatchDetailModel } from '@/features/match/stores/matchDetailModel'
import { requireLogin } from '@/navigation/loginGuard'
import { useStores } from '@/stores/StoreContext'

/** the 聊天室 tab: the match's chat room, new messages pushed while the page is shown */
function ChatPanel({ model }: { model: MatchDetailModel }) {
  const { user } = useStores()
  return (
    <View data-testid='panel-chat'>
      <ChatRoom room={model.chat} userId={user.userInfo ? Number(user.userInfo.user_id) : null} onNeedLogin={() => requireLogin()} />
    </View>
  )
}

export default observer(ChatPanel)
