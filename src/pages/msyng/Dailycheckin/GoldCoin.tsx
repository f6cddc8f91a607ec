import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { beijingFormat } from '@/utils/beijingTime'
import { useEffect, useMemo } from 'react'
import type { WalletSummary, Withdrawal } from '@contract/api/money'
import { fenToYuanText } from '@contract/money-rules'
import FormField from '@/components/form/FormField'
import { useForm } from '@/components/form/FormField/useForm'
import FormSubmit, { useSubmit } from '@/components/form/FormSubmit'
import IfServed from '@/components/IfServed'
import ListView from '@/components/states/ListView'
import LoginRequired from '@/components/LoginRequired'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import SectionTitle from '@/components/layout/SectionTitle'
import StateView from '@/components/states/StateView'
import { useListPage } from '@/hooks/useListPage'
import { routeUrl } from '@/navigation/routes'
import { WithdrawModel, withdrawRules } from '@/features/money'
import { useStores } from '@/stores/StoreContext'
import './GoldCoin.scss'

/** 金币提现: an expert withdraws cash income (from the minimum, one request at a time); the requests so far */
function GoldCoinPage() {
  const { user } = useStores()
  const wallet = useMemo(() => new WithdrawModel(), [])
  const { summary, history } = wallet
  useEffect(() => {
    if (user.isLoggedIn) void summary.load()
  }, [summary, user.isLoggedIn])
  // the pull also reloads the balance: an operator may have paid or rejected a request
  useListPage(history, { autoLoad: user.isLoggedIn })
  return (
    <PageShell title='金币提现'>
      <LoginRequired reason='登录后提现专家收益'>
        <ResourceView model={summary}>
          {(s) =>
            s.is_expert ? (
              <View>
                <WithdrawCard summary={s} />
                {s.pending_withdrawal ? (
                  <Text className='gold-coin__pending' data-testid='withdraw-pending'>
                    ¥{fenToYuanText(s.pending_withdrawal.amount_fen)} 的提现正在审核，处理完成前不能再次申请
                  </Text>
                ) : (
                  <WithdrawForm summary={s} wallet={wallet} />
                )}
                {/* the history is an extension: without it the form and the pending request (from the summary) still show */}
                <IfServed ext='api/Apis/withdrawal_list'>
                  <SectionTitle title='提现记录' />
                  <ListView model={history} keyOf={(w) => w.id} emptyText='暂无提现记录' renderItem={(w) => <WithdrawalRow item={w} />} />
                </IfServed>
              </View>
            ) : (
              <StateView kind='empty' text='提现仅对认证专家开放' actionText='申请专家入驻' onRetry={() => void Taro.navigateTo({ url: routeUrl('expertApplication') })} />
            )
          }
        </ResourceView>
      </LoginRequired>
    </PageShell>
  )
}

function WithdrawCard({ summary }: { summary: WalletSummary }) {
  return (
    <View className='gold-coin__card'>
      <Text className='gold-coin__label'>可提现收益（元）</Text>
      <Text className='gold-coin__value' data-testid='withdraw-cash'>
        {fenToYuanText(summary.cash_fen)}
      </Text>
      <Text className='gold-coin__note'>方案收入按售价的分成计入，满 ¥{fenToYuanText(summary.withdraw_min_fen)} 可提现，1–3 个工作日内到账</Text>
    </View>
  )
}

function WithdrawForm({ summary, wallet }: { summary: WalletSummary; wallet: WithdrawModel }) {
  const schema = useMemo(
    () => withdrawRules({ withdraw_min_fen: summary.withdraw_min_fen, cash_fen: summary.cash_fen }),
    [summary.withdraw_min_fen, summary.cash_fen],
  )
  const form = useForm({ amount: '', account: '' }, schema)
  const { submit, submitting, failure } = useSubmit(async () => {
    if (!form.validate()) return
    await wallet.withdraw(form.values)
  })
  return (
    <View className='gold-coin__form'>
      <FormField
        label='提现金额'
        type='digit'
        placeholder={`最低 ${fenToYuanText(summary.withdraw_min_fen)} 元`}
        maxlength={12}
        {...form.field('amount')}
        extra={
          <Text className='gold-coin__all' data-testid='withdraw-all' onClick={() => form.setValue('amount', fenToYuanText(summary.cash_fen))}>
            全部
          </Text>
        }
      />
      <FormField label='支付宝账号' placeholder='手机号或邮箱' maxlength={64} {...form.field('account')} />
      <FormSubmit text='申请提现' busyText='提交中…' submitting={submitting} failure={failure} onSubmit={() => void submit()} />
    </View>
  )
}

function WithdrawalRow({ item }: { item: Withdrawal }) {
  return (
    <View className='withdrawal-row' data-testid={`withdrawal-${item.id}`}>
      <View className='withdrawal-row__main'>
        <Text className='withdrawal-row__amount'>¥{fenToYuanText(item.amount_fen)}</Text>
        <Text className='withdrawal-row__meta'>
          {item.account} · {beijingFormat(item.created_at, 'YYYY-MM-DD HH:mm')}
        </Text>
        {item.reason !== '' && <Text className='withdrawal-row__meta'>驳回原因：{item.reason}</Text>}
      </View>
      <Text className={`withdrawal-row__status withdrawal-row__status--${item.status}`}>{item.status_text}</Text>
    </View>
  )
}

export default observer(GoldCoinPage)
