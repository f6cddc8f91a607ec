import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import dayjs from 'dayjs'
import { CHAT_CONTENT_MAX } from '@contract/live'
import StateView from '@/components/states/StateView'
import type { ChatRoomModel } from '@/features/match/stores/chatRoomModel'
import './index.scss'

interface Props {
  room: ChatRoomModel
  /** the signed-in user's id, null when logged out (the box then asks to log in) */
  userId: number | null
  /** opens the login page */
  onNeedLogin: () => void
}

/** 聊天室: the messages (oldest first, plain text), then the send box or why there is none */
function ChatRoom({ room, userId, onNeedLogin }: Props) {
  if (!room.loaded && !room.messages.length) return <StateView kind='loading' />
  if (room.error && !room.messages.length) return <StateView kind='error' text={room.error} onRetry={() => void room.load()} />
  return (
    <View className='chat-room' data-testid='chat-room'>
      {room.messages.length === 0 ? (
        <StateView kind='empty' text={room.open ? '还没有人发言，来说两句吧' : '聊天室没有消息'} />
      ) : (
        <View className='chat-room__list' data-testid='chat-list'>
          {room.messages.map((m) => (
            <View key={m.id} className={`chat-room__message ${m.user_id === userId ? 'chat-room__message--mine' : ''}`} data-testid='chat-message'>
              <View className='chat-room__meta'>
                <Text className='chat-room__nickname'>{m.nickname}</Text>
                <Text className='chat-room__time'>{dayjs(m.at).format('HH:mm')}</Text>
              </View>
              {/* plain text: a message's markup is shown as typed */}
              <Text className='chat-room__content' data-testid='chat-content'>{m.content}</Text>
            </View>
          ))}
        </View>
      )}
      <ChatBox room={room} loggedIn={userId !== null} onNeedLogin={onNeedLogin} />
    </View>
  )
}

const ChatBox = observer(function ChatBox({ room, loggedIn, onNeedLogin }: { room: ChatRoomModel; loggedIn: boolean; onNeedLogin: () => void }) {
  if (!room.open) {
    return (
      <View className='chat-room__closed' data-testid='chat-closed'>
        <Text className='chat-room__closed-text'>聊天室已关闭（完场 2 小时后关闭）</Text>
      </View>
    )
  }
  if (!loggedIn) {
    return (
      <View className='chat-room__login' data-testid='chat-login' onClick={onNeedLogin}>
        <Text className='chat-room__login-text'>登录后参与聊天 ›</Text>
      </View>
    )
  }
  const send = () => void room.send()
  return (
    <View className='chat-room__box'>
      <View className='chat-room__row'>
        <Input
          className='chat-room__input'
          data-testid='chat-input'
          value={room.draft}
          placeholder='说点什么…'
          // the input counts UTF-16 units (an emoji is 2): room for the limit of any kind, the rule counts characters
          maxlength={CHAT_CONTENT_MAX * 2}
          confirmType='send'
          onInput={(e) => room.setDraft(e.detail.value)}
          onConfirm={send}
        />
        <View className={`chat-room__send ${room.sending ? 'chat-room__send--busy' : ''}`} data-testid='chat-send' onClick={send}>
          <Text className='chat-room__send-text'>{room.sending ? '发送中' : '发送'}</Text>
        </View>
      </View>
      <View className='chat-room__hints'>
        <Text className='chat-room__error' data-testid='chat-error'>
          {room.sendError ?? ''}
        </Text>
        <Text className={`chat-room__count ${room.tooLong ? 'chat-room__count--over' : ''}`} data-testid='chat-count'>
          {room.length}/{CHAT_CONTENT_MAX}
        </Text>
      </View>
    </View>
  )
})

export default observer(ChatRoom)
