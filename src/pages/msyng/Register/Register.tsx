import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import PageShell from '@/components/layout/PageShell'
import FormField from '@/components/form/FormField'
import { useForm } from '@/components/form/FormField/useForm'
import FormPasswordField from '@/components/form/FormPasswordField'
import { FormCodeField, useSmsCodeSender, signUp, codeRules, mobileRules, passwordRules } from '@/features/account'
import FormAgreement, { useAgreement } from '@/components/form/FormAgreement'
import FormSubmit, { useSubmit } from '@/components/form/FormSubmit'
import './account.scss'
import { routeUrl } from '@/navigation/routes'

/** sign-up: mobile, 6-digit SMS code, password and the agreement; success signs in */
export default function RegisterPage() {
  const schema = useMemo(() => ({ mobile: mobileRules, code: codeRules, password: passwordRules }), [])
  const form = useForm({ mobile: '', code: '', password: '' }, schema)
  const agreement = useAgreement()
  const { values } = form

  const { submit, submitting, failure } = useSubmit(async () => {
    const fieldsOk = form.validate()
    if (!fieldsOk || !agreement.confirm()) return
    await signUp(values)
  })

  const sendCode = useSmsCodeSender(form, 'register')

  return (
    <PageShell title='注册' share={false}>
      <View className='account-form'>
        <FormField label='手机号' type='number' maxlength={11} placeholder='请输入手机号' {...form.field('mobile')} />
        <FormCodeField {...form.field('code')} onSend={sendCode} />
        <FormPasswordField label='密码' placeholder='6-20 位密码' {...form.field('password')} />
        <FormAgreement {...agreement.field} />
        <FormSubmit text='注册' busyText='注册中…' submitting={submitting} failure={failure} onSubmit={() => void submit()} />
        <View className='account-form__links'>
          <Text className='account-form__link' onClick={() => void Taro.redirectTo({ url: routeUrl('phoneLogin') })}>
            已有账号，去登录
          </Text>
        </View>
      </View>
    </PageShell>
  )
}
