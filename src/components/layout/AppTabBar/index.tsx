import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useStores } from '@/stores/StoreContext'
import { visibleTabs } from '@/navigation/tabs'
import { currentRoutePath } from '@/utils/currentRoute'
import './index.scss'

interface Props {
  /** the selected tab's path; defaults to the shown page */
  current?: string
}

/**
 * The one tab bar of every target (weapp custom-tab-bar, H5 and RN in-page): three tabs,
 * or five while the pay-module flag is on.
 */
function AppTabBar({ current }: Props) {
  const { app } = useStores()
  const selected = current ?? currentRoutePath()
  const tabs = visibleTabs(app.payModule)
  return (
    <View className='app-tab-bar' data-testid='app-tab-bar'>
      {tabs.map((tab) => {
        const on = tab.pagePath === selected
        return (
          <View
            key={tab.pagePath}
            className={on ? 'app-tab-bar__item app-tab-bar__item--on' : 'app-tab-bar__item'}
            data-path={tab.pagePath}
            onClick={() => {
              if (!on) void Taro.switchTab({ url: '/' + tab.pagePath })
            }}
          >
            <Image className='app-tab-bar__icon' src={on ? tab.selectedIcon : tab.icon} />
            <Text className={on ? 'app-tab-bar__text app-tab-bar__text--on' : 'app-tab-bar__text'}>{tab.text}</Text>
          </View>
        )
      })}
    </View>
  )
}

export default observer(AppTabBar)
