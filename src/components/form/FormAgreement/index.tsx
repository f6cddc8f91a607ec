import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import './index.scss'
import { routeUrl } from '@/navigation/routes'

interface Props {
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string | null
}

/** the 我已阅读并同意 checkbox with links to the user agreement and the privacy policy */
export default function FormAgreement({ checked, onChange, error }: Props) {
  return (
    <View className='form-agreement' data-testid='field-agreement'>
      <View className='form-agreement__row'>
        <View
          className={`form-agreement__box ${checked ? 'form-agreement__box--on' : ''}`}
          data-testid='agreement-box'
          aria-checked={checked}
          onClick={() => onChange(!checked)}
        >
          {checked ? <Text className='form-agreement__mark'>✓</Text> : null}
        </View>
        <Text className='form-agreement__text' onClick={() => onChange(!checked)}>
          我已阅读并同意
        </Text>
        <Text className='form-agreement__link' onClick={() => void Taro.navigateTo({ url: routeUrl('essay') })}>
          《用户协议》
        </Text>
        <Text className='form-agreement__text'>和</Text>
        <Text className='form-agreement__link' onClick={() => void Taro.navigateTo({ url: routeUrl('privacyPolicy') })}>
          《隐私政策》
        </Text>
      </View>
      {error ? (
        <Text className='form-agreement__error' data-testid='error-agreement'>
          {error}
        </Text>
      ) : null}
    </View>
  )
}
