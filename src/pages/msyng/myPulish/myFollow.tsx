import { observer } from 'mobx-react'
import { useState } from 'react'
import type { MatchRow as MatchRowData } from '@contract/football'
import ListView from '@/components/ListView'
import LoginRequired from '@/components/LoginRequired'
import MatchRow from '@/components/MatchRow'
import PageShell from '@/components/PageShell'
import { useListPage } from '@/hooks/useListPage'
import { fetchFollowedMatches, setMatchFollowed } from '@/services/matches'
import { toastSuccess } from '@/services/toast'
import { ListModel } from '@/stores/ListModel'
import { useStores } from '@/stores/StoreContext'

/** 我的关注: the matches I follow, newest kickoff first; the star unfollows and the row goes */
function MyFollowPage() {
  const { user } = useStores()
  const [list] = useState(() => new ListModel<MatchRowData>(fetchFollowedMatches))
  useListPage(list, { autoLoad: user.isLoggedIn })

  const unfollow = async (match: MatchRowData) => {
    try {
      await setMatchFollowed(match.id, false)
    } catch {
      return // the request wrapper said why; the row stays
    }
    list.remove((m) => m.id === match.id)
    toastSuccess('已取消关注')
  }

  return (
    <PageShell title='我的关注'>
      <LoginRequired reason='登录后查看你关注的比赛'>
        <ListView
          model={list}
          keyOf={(m) => m.id}
          emptyText='还没有关注的比赛，在赛事列表点亮星标即可关注'
          renderItem={(m) => <MatchRow match={m} showDate onToggleFollow={(picked) => void unfollow(picked)} />}
        />
      </LoginRequired>
    </PageShell>
  )
}

export default observer(MyFollowPage)
