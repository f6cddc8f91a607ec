import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import PageShell from '@/components/layout/PageShell'
import FormAgreement, { useAgreement } from '@/components/form/FormAgreement'
import FormSubmit, { useSubmit } from '@/components/form/FormSubmit'
import { wechatLoginAvailable } from '@/platform/wechatLogin'
import { logInWithWechat } from '@/features/account'
import './chooselogin.scss'
import { routeUrl } from '@/navigation/routes'

/**
 * The way in: one-tap WeChat login inside the mini program (src/platform/wechatLogin decides
 * where it exists), phone login and sign-up everywhere.
 */
export default function ChooseLoginPage() {
  const agreement = useAgreement()
  const wechat = useSubmit(async () => {
    if (!agreement.confirm()) return
    await logInWithWechat()
  })

  return (
    <PageShell title='登录' share={false}>
      <View className='choose-login'>
        <View className='choose-login__brand'>
          <View className='choose-login__logo'>
          <Text className='choose-login__logo-text'>球</Text>
        </View>
          <Text className='choose-login__name'>体育</Text>
          <Text className='choose-login__slogan'>比分 · 数据 · 专家观点</Text>
        </View>
        {wechatLoginAvailable && (
          <FormSubmit
            text='微信一键登录'
            busyText='登录中…'
            submitting={wechat.submitting}
            failure={wechat.failure}
            onSubmit={() => void wechat.submit()}
          />
        )}
        <FormSubmit
          text='手机号登录'
          kind={wechatLoginAvailable ? 'ghost' : 'primary'}
          onSubmit={() => void Taro.navigateTo({ url: routeUrl('phoneLogin') })}
        />
        <View className='choose-login__links'>
          <Text className='choose-login__link' onClick={() => void Taro.navigateTo({ url: routeUrl('signUp') })}>
            注册账号
          </Text>
          <Text className='choose-login__link' onClick={() => void Taro.navigateTo({ url: routeUrl('passwordRecovery') })}>
            忘记密码
          </Text>
        </View>
        {wechatLoginAvailable && (
          <FormAgreement {...agreement.field} />
        )}
      </View>
    </PageShell>
  )
}
