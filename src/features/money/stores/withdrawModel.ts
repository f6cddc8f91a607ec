import type { WalletSummary, Withdrawal } from '@contract/api/money'
import { fenToYuanText, yuanTextToFen } from '@contract/money-rules'
import { fetchWallet, fetchWithdrawals, requestWithdrawal } from '@/features/money/services/money'
import { toastSuccess } from '@/components/feedback/toast'
import { ListModel } from '@/stores/models/ListModel'
import { ResourceModel } from '@/stores/models/ResourceModel'
import { type Rule, rules } from '@/utils/formValidation'

/** the withdrawal form's rules: an amount from the minimum up to the cash income, and an Alipay account */
export function withdrawRules(summary: Pick<WalletSummary, 'withdraw_min_fen' | 'cash_fen'>): { amount: readonly Rule[]; account: readonly Rule[] } {
  return {
    amount: [
      rules.required('请输入提现金额'),
      rules.amount(),
      rules.custom((v) => (yuanTextToFen(v) ?? 0) >= summary.withdraw_min_fen, `最低提现 ¥${fenToYuanText(summary.withdraw_min_fen)}`),
      rules.custom((v) => (yuanTextToFen(v) ?? 0) <= summary.cash_fen, '提现金额超过可提现收益'),
    ],
    account: [rules.required('请输入支付宝账号'), rules.length(3, 64, '收款账号应为 3–64 位')],
  }
}

/** 金币提现: an expert's cash income, the withdrawal requests so far, and a new request */
export class WithdrawModel {
  readonly summary = new ResourceModel<WalletSummary>(() => fetchWallet())
  readonly history = new ListModel<Withdrawal>((page, limit) => fetchWithdrawals(page, limit))

  /** asks for a withdrawal (checked by the form); the balance and the list show it. A refusal throws */
  async withdraw(values: { amount: string; account: string }): Promise<void> {
    await requestWithdrawal(values.amount.trim(), values.account.trim())
    toastSuccess('提现申请已提交')
    await Promise.all([this.summary.load(), this.history.reload()])
  }
}
