import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { routeUrl } from '@/navigation/routes'
import { useStores } from '@/stores/StoreContext'
import './index.scss'

/**
 * The followed matches' alert (kickoff, goal, red card, half time, final whistle, line-ups) over
 * whatever page is shown; a tap opens the match, the store hides it after a few seconds.
 */
function AlertBanner() {
  const { goalAlerts } = useStores()
  const banner = goalAlerts.banner
  if (!banner) return null
  const open = () => {
    goalAlerts.dismiss()
    // 首发公布 opens the match on its 阵容 tab
    void Taro.navigateTo({ url: routeUrl('matchDetail', { id: banner.matchId, tab: banner.kind === 'lineups' ? 'lineup' : undefined }) })
  }
  return (
    <View className={`alert-banner alert-banner--${banner.kind}`} data-testid='alert-banner' onClick={open}>
      <Text className='alert-banner__title'>{banner.title}</Text>
      <View className='alert-banner__body'>
        <Text className='alert-banner__text'>{banner.text}</Text>
        {banner.detail ? <Text className='alert-banner__detail'>{banner.detail}</Text> : null}
      </View>
      <Text className='alert-banner__open'>查看 ›</Text>
    </View>
  )
}

export default observer(AlertBanner)
