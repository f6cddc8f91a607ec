import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useMemo, useState } from 'react'
import type { UserMessage } from '@contract/api/account'
import PageShell from '@/components/layout/PageShell'
import SegmentTabs from '@/components/layout/SegmentTabs'
import ListView from '@/components/states/ListView'
import LoginRequired from '@/components/LoginRequired'
import { useStores } from '@/stores/StoreContext'
import { useListPage } from '@/hooks/useListPage'
import { myMessagesList, systemNoticesList, type SystemNotice } from '@/features/account'
import { badgeText } from '@/utils/badge'
import { relativeTime } from '@/utils/relativeTime'
import './systemNotice.scss'
import { routeUrl } from '@/navigation/routes'

type Notice = SystemNotice
type Tab = 'messages' | 'notices'

/** the list shows the start of an announcement; the detail page has the rest */
const SUMMARY_CHARS = 60
const summaryOf = (content: string) => {
  const flat = content.replace(/\s+/g, ' ').trim()
  return flat.length > SUMMARY_CHARS ? `${flat.slice(0, SUMMARY_CHARS)}…` : flat
}

/** my messages (read as they are shown; the unread count follows) and the system announcements */
function SystemNoticePage() {
  const { user, member } = useStores()
  const [tab, setTab] = useState<Tab>(user.isLoggedIn ? 'messages' : 'notices')
  const messages = useMemo(() => myMessagesList(member), [member])
  const notices = useMemo(() => systemNoticesList(), [])
  const active = tab === 'messages' ? messages : notices
  useListPage<UserMessage | Notice>(active, { autoLoad: tab === 'notices' || user.isLoggedIn })

  const unread = badgeText(member.unreadCount)
  const tabs = [
    { key: 'messages' as const, label: unread ? `我的消息 ${unread}` : '我的消息' },
    { key: 'notices' as const, label: '系统公告' },
  ]
  return (
    <PageShell title='系统通知'>
      <SegmentTabs tabs={tabs} value={tab} onChange={setTab} />
      {tab === 'messages' ? (
        <LoginRequired reason='登录后查看你的消息'>
          <ListView
            model={messages}
            keyOf={(m) => m.id}
            emptyText='暂无消息'
            renderItem={(m) => (
              <View
                className='notice-row'
                data-testid={`message-${m.id}`}
                onClick={() => {
                  if (m.link) void Taro.navigateTo({ url: m.link })
                }}
              >
                <View className='notice-row__head'>
                  {!m.read && <View className='notice-row__dot' />}
                  <Text className='notice-row__title'>{m.title}</Text>
                  <Text className='notice-row__time'>{relativeTime(m.created_at)}</Text>
                </View>
                <Text className='notice-row__text'>{m.content}</Text>
              </View>
            )}
          />
        </LoginRequired>
      ) : (
        <ListView
          model={notices}
          keyOf={(n) => n.id}
          emptyText='暂无公告'
          renderItem={(n) => (
            <View
              className='notice-row'
              data-testid={`notice-${n.id}`}
              onClick={() => void Taro.navigateTo({ url: routeUrl('noticeDetail', { id: n.id }) })}
            >
              <View className='notice-row__head'>
                <Text className='notice-row__title'>{n.title}</Text>
                <Text className='notice-row__time'>{n.created_date}</Text>
              </View>
              <Text className='notice-row__text'>{summaryOf(n.content)}</Text>
            </View>
          )}
        />
      )}
    </PageShell>
  )
}

export default observer(SystemNoticePage)
