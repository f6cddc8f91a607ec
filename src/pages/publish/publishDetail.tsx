import Taro, { useReachBottom, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { PredictionDetail } from '@contract/api/experts'
import type { PredictionKind } from '@contract/expert-rules'
import LoginRequired from '@/components/LoginRequired'
import PageShell from '@/components/layout/PageShell'
import { PredictionDetailBody, PredictionEditor, deleteMyPrediction, myPredictionModel, PublishDraft } from '@/features/experts'
import ResourceView from '@/components/states/ResourceView'
import StateView from '@/components/states/StateView'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { routeUrl } from '@/navigation/routes'
import { toastSuccess } from '@/components/feedback/toast'
import { useStores } from '@/stores/StoreContext'
import './publishDetail.scss'

/** the editor of one own prediction, prefilled; a fresh draft each time editing starts */
const EditForm = observer(function EditForm({ detail, onSaved }: { detail: PredictionDetail; onSaved: () => void }) {
  const { app } = useStores()
  const [draft] = useState(() => new PublishDraft(detail.kind, false, detail))
  useReachBottom(() => {
    if (draft.choosing && !draft.picking) void draft.events.loadMore()
  })
  return (
    <PredictionEditor
      draft={draft}
      initialTexts={{ title: detail.title, content: detail.content ?? '' }}
      submitText='保存修改'
      allowPrice={app.payModule}
      onSaved={onSaved}
    />
  )
})

/**
 * My prediction (`?id=&kind=single|parlay`): as buyers see it, and before kickoff 修改 (the previous
 * version stays in the 修改记录) and 删除; locked from the earliest kickoff.
 */
function PublishDetailPage() {
  const { params } = useRouter()
  const id = Number(params.id)
  const kind: PredictionKind = params.kind === 'parlay' ? 'parlay' : 'single'
  const [model] = useState(() => myPredictionModel(id, kind))
  const [editing, setEditing] = useState(false)
  const { user } = useStores()
  useEffect(() => {
    if (id > 0 && user.isLoggedIn) void model.detail.load()
  }, [id, model, user.isLoggedIn])
  useRefreshPage(() => model.detail.load())

  const remove = async (detail: PredictionDetail) => {
    if (!(await deleteMyPrediction(detail))) return
    void Taro.redirectTo({ url: routeUrl('expertHome', { expert_id: detail.expert.expert_id }) })
  }
  const saved = async () => {
    setEditing(false)
    toastSuccess('已保存修改')
    await model.detail.load()
  }

  if (!(id > 0)) {
    return (
      <PageShell title='发布详情'>
        <StateView kind='error' text='推荐不存在' />
      </PageShell>
    )
  }
  return (
    <PageShell title='发布详情'>
      <LoginRequired reason='登录后查看你发布的推荐'>
        <ResourceView model={model.detail}>
          {(detail) =>
            editing ? (
              <View>
                <View className='publish-detail__bar'>
                  <Text className='publish-detail__bar-text'>修改推荐：保存后旧版本留在修改记录中</Text>
                  <Text className='publish-detail__link' data-testid='cancel-edit' onClick={() => setEditing(false)}>
                    取消
                  </Text>
                </View>
                <EditForm detail={detail} onSaved={() => void saved()} />
              </View>
            ) : (
              <PredictionDetailBody detail={detail}>
                <View className='publish-detail__actions'>
                  {detail.editable ? (
                    <>
                      <View className='publish-detail__action' data-testid='edit-prediction' onClick={() => setEditing(true)}>
                        <Text className='publish-detail__action-text'>修改</Text>
                      </View>
                      <View className='publish-detail__action publish-detail__action--ghost' data-testid='delete-prediction' onClick={() => void remove(detail)}>
                        <Text className='publish-detail__action-text publish-detail__action-text--ghost'>删除</Text>
                      </View>
                    </>
                  ) : (
                    <Text className='publish-detail__locked' data-testid='prediction-locked-note'>
                      比赛已开赛，推荐已锁定，不能修改或删除
                    </Text>
                  )}
                </View>
              </PredictionDetailBody>
            )
          }
        </ResourceView>
      </LoginRequired>
    </PageShell>
  )
}

export default observer(PublishDetailPage)
