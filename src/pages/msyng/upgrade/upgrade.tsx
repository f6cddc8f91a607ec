import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState } from 'react'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import FormSubmit from '@/components/form/FormSubmit'
import { APP_VERSION, APP_VERSION_CODE, isNewerThanApp, serverVersionModel, type ServerVersion } from '@/features/account'
import { applyAppUpdate } from '@/platform/appUpdate'
import { toast } from '@/components/feedback/toast'
import { USER_CENTER_URL } from '@/stores/userStore'
import './upgrade.scss'

/** the upgrade popup: what the newer version brings and a way to get it; says so when this build is current */
function UpgradePage() {
  const model = useMemo(() => serverVersionModel(), [])
  useEffect(() => void model.load(), [model])
  return (
    <PageShell title='版本更新'>
      <ResourceView model={model}>{(v) => <UpgradeCard v={v} />}</ResourceView>
    </PageShell>
  )
}

/** back where the user came from; opened directly (a link, a relaunch) there is nothing behind, so the personal center */
const leave = () => void Taro.navigateBack().catch(() => Taro.reLaunch({ url: USER_CENTER_URL }))

function UpgradeCard({ v }: { v: ServerVersion }) {
  const [updating, setUpdating] = useState(false)
  const newer = isNewerThanApp(v)
  const update = async () => {
    setUpdating(true)
    const message = await applyAppUpdate()
    setUpdating(false)
    if (message) toast(message)
  }
  return (
    <View className='upgrade__mask'>
      <View className='upgrade__card' data-testid={newer ? 'upgrade-available' : 'upgrade-current'}>
        <Text className='upgrade__title'>{newer ? '发现新版本' : '已是最新版本'}</Text>
        <Text className='upgrade__version'>
          {newer ? `V${v.version}${v.code ? `（${v.code}）` : ''}` : `当前版本 V${APP_VERSION}（${APP_VERSION_CODE}）`}
        </Text>
        {newer && (
          <View className='upgrade__notes'>
            {v.notes.map((line, i) => (
              <Text key={i} className='upgrade__note'>
                {i + 1}. {line}
              </Text>
            ))}
            <Text className='upgrade__current'>当前版本 V{APP_VERSION}（{APP_VERSION_CODE}）</Text>
          </View>
        )}
        {newer ? (
          <>
            <FormSubmit text='立即更新' busyText='正在更新…' submitting={updating} onSubmit={() => void update()} />
            <View className='upgrade__later' onClick={leave}>
              <Text className='upgrade__later-text'>稍后再说</Text>
            </View>
          </>
        ) : (
          <FormSubmit text='知道了' kind='ghost' onSubmit={leave} />
        )}
      </View>
    </View>
  )
}

export default observer(UpgradePage)
