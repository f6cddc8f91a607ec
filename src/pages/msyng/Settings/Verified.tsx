import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { beijingFormat } from '@/utils/beijingTime'
import { useEffect, useMemo } from 'react'
import type { RealnameInfo } from '@contract/api/account'
import PageShell from '@/components/layout/PageShell'
import LoginRequired from '@/components/LoginRequired'
import ResourceView from '@/components/states/ResourceView'
import FormField from '@/components/form/FormField'
import { useForm } from '@/components/form/FormField/useForm'
import FormSubmit, { useSubmit } from '@/components/form/FormSubmit'
import { useStores } from '@/stores/StoreContext'
import { pendingActions } from '@/stores/pendingActionStore'
import { realNameState, verifyRealName, idCardRules, realNameRules } from '@/features/account'
import './Verified.scss'

/**
 * Sent here by a payment that needs a real name (the top-up of a purchase with too few coins): once
 * verified, back to the page that sent the user (the wallet, its pack still chosen). Returns whether it went back.
 */
function returnToFlow(): boolean {
  if (!pendingActions.peek('buy') || Taro.getCurrentPages().length < 2) return false
  void Taro.navigateBack()
  return true
}

/** real-name verification: the form until verified, then the (masked) verified identity */
function VerifiedPage() {
  const { user } = useStores()
  const model = useMemo(() => realNameState(), [])
  const userId = user.userInfo?.user_id ?? null
  useEffect(() => {
    if (userId) void model.load()
  }, [model, userId])
  return (
    <PageShell title='实名认证'>
      <LoginRequired reason='登录后可以进行实名认证'>
        <ResourceView model={model}>
          {(info) => (info.verified ? <VerifiedState info={info} /> : <VerifyForm onVerified={() => (returnToFlow() ? undefined : void model.load())} />)}
        </ResourceView>
      </LoginRequired>
    </PageShell>
  )
}

function VerifiedState({ info }: { info: RealnameInfo }) {
  return (
    <View className='verified' data-testid='verified-state'>
      <Text className='verified__badge'>✓ 已实名认证</Text>
      <View className='verified__row'>
        <Text className='verified__label'>真实姓名</Text>
        <Text className='verified__value'>{info.name}</Text>
      </View>
      <View className='verified__row'>
        <Text className='verified__label'>身份证号</Text>
        <Text className='verified__value'>{info.id_card}</Text>
      </View>
      {info.verified_at ? (
        <View className='verified__row'>
          <Text className='verified__label'>认证时间</Text>
          <Text className='verified__value'>{beijingFormat(info.verified_at, 'YYYY-MM-DD HH:mm')}</Text>
        </View>
      ) : null}
    </View>
  )
}

function VerifyForm({ onVerified }: { onVerified: () => void }) {
  const form = useForm({ name: '', id_card: '' }, useMemo(() => ({ name: realNameRules, id_card: idCardRules }), []))
  const { submit, submitting, failure } = useSubmit(async () => {
    if (!form.validate()) return
    await verifyRealName(form.values)
    onVerified()
  })
  return (
    <View className='verify-form'>
      <Text className='verify-form__intro'>根据国家相关规定，发布内容、提现等功能需完成实名认证。信息仅用于身份核验，须年满 18 周岁。</Text>
      <FormField label='真实姓名' placeholder='请输入身份证上的姓名' maxlength={20} {...form.field('name')} />
      <FormField label='身份证号' type='idcard' placeholder='请输入 18 位身份证号' maxlength={18} {...form.field('id_card')} />
      <FormSubmit text='提交认证' busyText='认证中…' submitting={submitting} failure={failure} onSubmit={() => void submit()} />
    </View>
  )
}

export default observer(VerifiedPage)
