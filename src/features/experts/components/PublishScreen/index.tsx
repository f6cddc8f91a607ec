import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { PredictionKind } from '@contract/expert-rules'
import LoginRequired from '@/components/LoginRequired'
import PageShell from '@/components/layout/PageShell'
import PredictionEditor from '@/features/experts/components/PredictionEditor'
import StateView from '@/components/states/StateView'
import { routeUrl } from '@/navigation/routes'
import { toastSuccess } from '@/components/feedback/toast'
import { PublishDraft } from '@/features/experts/stores/publishDraftModel'
import { useStores } from '@/stores/StoreContext'

interface Props {
  title: string
  kind: PredictionKind
  /** an arena entry (free, any logged-in user) instead of an expert prediction */
  arena: boolean
}

/**
 * The four publishing pages (single / parlay, expert / arena) are this one screen: the guard
 * (logged in; an expert for predictions), the form, reach-bottom paging of the match chooser
 * and pull-to-refresh of what is shown; after sending, the new prediction's page replaces it.
 */
function PublishScreen({ title, kind, arena }: Props) {
  const { member, app } = useStores()
  const [draft] = useState(() => new PublishDraft(kind, arena))
  useReachBottom(() => {
    if (draft.choosing && !draft.picking) void draft.events.loadMore()
  })
  usePullDownRefresh(async () => {
    try {
      if (draft.picking) await draft.parameters.load()
      else if (draft.choosing) await draft.events.refresh()
    } finally {
      Taro.stopPullDownRefresh()
    }
  })

  const saved = (id: number) => {
    toastSuccess(arena ? '参赛成功' : '发布成功')
    const url = arena ? routeUrl('arenaEntry', { id }) : routeUrl('editPrediction', { id, kind })
    void Taro.redirectTo({ url })
  }

  return (
    <PageShell title={title}>
      <LoginRequired reason={arena ? '登录后即可免费参加擂台' : '登录后发布推荐'}>
        {!arena && !member.isExpert ? (
          <StateView
            kind='empty'
            text='认证专家才能发布推荐'
            actionText='申请专家入驻'
            onRetry={() => void Taro.navigateTo({ url: routeUrl('expertApplication') })}
          />
        ) : (
          <PredictionEditor draft={draft} submitText={arena ? '提交参赛' : '发布推荐'} allowPrice={!arena && app.payModule} onSaved={saved} />
        )}
      </LoginRequired>
    </PageShell>
  )
}

export default observer(PublishScreen)
