import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import './index.scss'
import { routeUrl } from '@/navigation/routes'
import { toast } from '@/components/feedback/toast'

/** what a login or sign-up says when the box is not ticked (inline under the box and as a toast) */
export const AGREEMENT_REQUIRED = '请先阅读并同意用户协议和隐私政策'

/**
 * The consent every way in asks for (login, code login, sign-up, WeChat login): `confirm()` says
 * whether the box is ticked and, when not, refuses with a toast and the reason under the box.
 */
export function useAgreement() {
  const [checked, setChecked] = useState(false)
  const [error, setError] = useState<string | null>(null)
  return {
    confirm(): boolean {
      if (checked) return true
      setError(AGREEMENT_REQUIRED)
      toast(AGREEMENT_REQUIRED)
      return false
    },
    /** spread onto <FormAgreement> */
    field: {
      checked,
      error,
      onChange(on: boolean) {
        setChecked(on)
        if (on) setError(null)
      },
    },
  }
}

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
        <Text className='form-agreement__link' onClick={() => void Taro.navigateTo({ url: routeUrl('userAgreement') })}>
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
