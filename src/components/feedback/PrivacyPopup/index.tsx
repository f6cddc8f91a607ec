import Taro from '@tarojs/taro'
import { Button, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useStores } from '@/stores/StoreContext'
import { PRIVACY_AGREE_BUTTON_ID } from '@/platform/privacy'
import { routeUrl } from '@/navigation/routes'
import './index.scss'

/**
 * The mini program's own privacy popup: WeChat pauses choosing a picture or a place until the user
 * answers here (src/platform/privacy). 同意 is WeChat's agreePrivacyAuthorization button, so the
 * platform sees the user's own tap; 拒绝 lets the paused call fail.
 */
function PrivacyPopup() {
  const { app } = useStores()
  if (!app.privacyAsked) return null
  return (
    <View className='privacy-popup' data-testid='privacy-popup'>
      <View className='privacy-popup__card'>
        <Text className='privacy-popup__title'>隐私保护提示</Text>
        <Text className='privacy-popup__text'>
          选择图片、选择或获取位置前，请阅读并同意
          <Text className='privacy-popup__link' onClick={() => void Taro.navigateTo({ url: routeUrl('privacyPolicy') })}>
            《隐私政策》
          </Text>
          。拒绝后仍可浏览，但无法上传图片或添加位置。
        </Text>
        <View className='privacy-popup__actions'>
          <Button className='privacy-popup__button' data-testid='privacy-disagree' onClick={() => app.answerPrivacy('disagree')}>
            拒绝
          </Button>
          <Button
            className='privacy-popup__button privacy-popup__button--agree'
            id={PRIVACY_AGREE_BUTTON_ID}
            data-testid='privacy-agree'
            openType='agreePrivacyAuthorization'
            onClick={() => app.answerPrivacy('agree')}
          >
            同意
          </Button>
        </View>
      </View>
    </View>
  )
}

export default observer(PrivacyPopup)
