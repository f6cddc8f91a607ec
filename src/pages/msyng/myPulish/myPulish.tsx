import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { ForumPostRow, myCollectionsList, myPostsList } from '@/features/community'
import ListView from '@/components/states/ListView'
import LoginRequired from '@/components/LoginRequired'
import PageShell from '@/components/layout/PageShell'
import SegmentTabs from '@/components/layout/SegmentTabs'
import { useListPage } from '@/hooks/useListPage'
import { useStores } from '@/stores/StoreContext'

type Tab = 'posts' | 'collections'
const TABS: readonly { key: Tab; label: string }[] = [
  { key: 'posts', label: '我的帖子' },
  { key: 'collections', label: '我的收藏' },
]

/** 我的发布: my posts and the posts I collected (?tab=collections opens the second) */
function MyPulishPage() {
  const { user } = useStores()
  const { params } = useRouter()
  const [tab, setTab] = useState<Tab>(params.tab === 'collections' ? 'collections' : 'posts')
  const [lists] = useState(() => ({ posts: myPostsList(), collections: myCollectionsList() }))
  const list = lists[tab]
  useListPage(list, { autoLoad: user.isLoggedIn })
  // back from a post: likes, collections and deletions made there show here
  useDidShow(() => {
    if (list.loaded) void list.refresh()
  })

  return (
    <PageShell title='我的发布'>
      <LoginRequired reason='登录后查看你的帖子和收藏'>
        <SegmentTabs
          tabs={TABS}
          value={tab}
          onChange={(t) => {
            setTab(t)
            // a post collected or published elsewhere since the tab was last shown
            if (lists[t].loaded) void lists[t].refresh()
          }}
        />
        <ListView
          model={list}
          keyOf={(p) => p.id}
          emptyText={tab === 'posts' ? '还没有发过帖子，去首页社区发第一帖吧' : '还没有收藏的帖子'}
          renderItem={(p) => <ForumPostRow post={p} />}
        />
      </LoginRequired>
    </PageShell>
  )
}

export default observer(MyPulishPage)
