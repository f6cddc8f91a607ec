import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import PageShell from '@/components/layout/PageShell'
import SegmentTabs from '@/components/layout/SegmentTabs'
import FormField from '@/components/form/FormField'
import { useForm } from '@/components/form/FormField/useForm'
import FormPasswordField from '@/components/form/FormPasswordField'
import { FormCodeField, useSmsCodeSender, LOGIN_FIELDS, logIn, type LoginMode, codeRules, mobileRules, passwordRules } from '@/features/account'
import FormAgreement, { useAgreement } from '@/components/form/FormAgreement'
import FormSubmit, { useSubmit } from '@/components/form/FormSubmit'
import './account.scss'
import { routeUrl } from '@/navigation/routes'

const MODES = [
  { key: 'password', label: '密码登录' },
  { key: 'code', label: '验证码登录' },
] as const

/** phone login with a password or an SMS code (a new number signs up on the code path) */
export default function LoginPage() {
  const [mode, setMode] = useState<LoginMode>('password')
  const schema = useMemo(() => ({ mobile: mobileRules, password: passwordRules, code: codeRules }), [])
  const form = useForm({ mobile: '', password: '', code: '' }, schema)
  const { values } = form
  const agreement = useAgreement()

  const { submit, submitting, failure } = useSubmit(async () => {
    if (!form.validate(LOGIN_FIELDS[mode])) return
    if (!agreement.confirm()) return
    await logIn(mode, values)
  })

  const sendCode = useSmsCodeSender(form, 'login')

  return (
    <PageShell title='登录' share={false}>
      <View className='account-form'>
        <SegmentTabs tabs={MODES} value={mode} onChange={setMode} />
        <FormField label='手机号' type='number' maxlength={11} placeholder='请输入手机号' {...form.field('mobile')} />
        {mode === 'password' ? (
          <FormPasswordField label='密码' placeholder='请输入密码' {...form.field('password')} />
        ) : (
          <FormCodeField {...form.field('code')} onSend={sendCode} />
        )}
        <FormAgreement {...agreement.field} />
        <FormSubmit text='登录' busyText='登录中…' submitting={submitting} failure={failure} onSubmit={() => void submit()} />
        <View className='account-form__links'>
          <Text className='account-form__link' onClick={() => void Taro.navigateTo({ url: routeUrl('passwordRecovery') })}>
            忘记密码
          </Text>
          <Text className='account-form__link' onClick={() => void Taro.navigateTo({ url: routeUrl('signUp') })}>
            注册账号
          </Text>
        </View>
      </View>
    </PageShell>
  )
}
