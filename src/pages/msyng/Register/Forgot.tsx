import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import PageShell from '@/components/layout/PageShell'
import FormField from '@/components/form/FormField'
import { useForm } from '@/components/form/FormField/useForm'
import FormPasswordField from '@/components/form/FormPasswordField'
import { FormCodeField, useSmsCodeSender, recoverPassword, codeRules, confirmPasswordRule, mobileRules, passwordRules } from '@/features/account'
import FormSubmit, { useSubmit } from '@/components/form/FormSubmit'
import { toastSuccess } from '@/components/feedback/toast'
import './account.scss'
import { routeUrl } from '@/navigation/routes'

/** time to read the success toast before the login page opens */
const BACK_TO_LOGIN_MS = 1500

/** password recovery by SMS code; afterwards every session of the account has ended */
export default function ForgotPage() {
  const form = useForm(
    { mobile: '', code: '', password: '', confirm: '' },
    useMemo(() => ({ mobile: mobileRules, code: codeRules, password: passwordRules }), []),
  )
  const { values } = form

  const { submit, submitting, failure } = useSubmit(async () => {
    const ok = form.validate()
    const confirmOk = confirmPasswordRule(() => values.password).test(values.confirm)
    if (!confirmOk) form.setError('confirm', '两次输入的密码不一致')
    if (!ok || !confirmOk) return
    await recoverPassword(values)
    toastSuccess('密码已重置')
    setTimeout(() => void Taro.redirectTo({ url: routeUrl('phoneLogin') }), BACK_TO_LOGIN_MS)
  })

  const sendCode = useSmsCodeSender(form, 'forgot')

  return (
    <PageShell title='找回密码' share={false}>
      <View className='account-form'>
        <Text className='account-form__intro'>通过绑定的手机号接收验证码，设置新密码后请重新登录。</Text>
        <FormField label='手机号' type='number' maxlength={11} placeholder='请输入绑定的手机号' {...form.field('mobile')} />
        <FormCodeField {...form.field('code')} onSend={sendCode} />
        <FormPasswordField label='新密码' placeholder='6-20 位新密码' {...form.field('password')} />
        <FormPasswordField label='确认密码' placeholder='再次输入新密码' {...form.field('confirm')} />
        <FormSubmit text='重置密码' busyText='提交中…' submitting={submitting} failure={failure} onSubmit={() => void submit()} />
      </View>
    </PageShell>
  )
}
