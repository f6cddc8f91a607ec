import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo } from 'react'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import StateView from '@/components/states/StateView'
import { systemNoticeModel } from '@/features/account'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import './noticeDetail.scss'

/** one system announcement (?id=), shareable */
function NoticeDetailPage() {
  const { params } = useRouter()
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : null
  const model = useMemo(() => systemNoticeModel(id ?? 0), [id])
  useEffect(() => {
    if (id !== null) void model.load()
  }, [model, id])
  useRefreshPage(() => model.load())

  return (
    <PageShell title='通知详情' shareTitle={model.data?.title}>
      {id === null ? (
        <StateView kind='error' text='缺少公告编号' />
      ) : (
        <ResourceView model={model}>
          {(n) => (
            <View className='notice-detail' data-testid='notice-detail'>
              <Text className='notice-detail__title'>{n.title}</Text>
              <Text className='notice-detail__date'>{n.created_date}</Text>
              {n.content.split('\n').filter((p) => p.trim() !== '').map((p, i) => (
                <Text key={i} className='notice-detail__paragraph'>
                  {p}
                </Text>
              ))}
            </View>
          )}
        </ResourceView>
      )}
    </PageShell>
  )
}

export default observer(NoticeDetailPage)
