import Taro, { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { stopTap } from '@/platform/stopTap'
import { useStores } from '@/stores/StoreContext'
import { pendingActions } from '@/stores/pendingActionStore'
import './index.scss'

/**
 * 我的, after a login (or any time within 10 minutes of an interrupted action): one tap back to the
 * page the user came from, where the action is completed (follow) or offered again (the purchase's
 * confirm, the draft). × forgets it.
 */
function ResumeBanner() {
  const { user } = useStores()
  useDidShow(() => pendingActions.reload())
  const text = pendingActions.bannerText
  const url = pendingActions.resumeUrl
  if (!user.isLoggedIn || !text || !url) return null
  return (
    <View className='resume-banner' data-testid='resume-banner' onClick={() => void Taro.navigateTo({ url })}>
      <Text className='resume-banner__text' numberOfLines={1}>
        {text}
      </Text>
      <Text className='resume-banner__go'>返回 ›</Text>
      <View
        className='resume-banner__close'
        data-testid='resume-banner-close'
        onClick={(e) => {
          stopTap(e)
          pendingActions.clear()
        }}
      >
        <Text className='resume-banner__close-text'>×</Text>
      </View>
    </View>
  )
}

export default observer(ResumeBanner)
