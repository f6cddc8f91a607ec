import { LEDGER_TITLES } from '@contract/money-rules'

/** what kind of movement a ledger entry is, as a short tag beside its title */
export interface LedgerTag {
  label: string
  /** colour family: money in, money out, given back */
  tone: 'in' | 'out' | 'back'
}

/** the money domain's entry titles (types/money-rules LEDGER_TITLES) and their tags; other titles get none */
const TAGS: Record<string, LedgerTag> = {
  [LEDGER_TITLES.topUp]: { label: '充值', tone: 'in' },
  [LEDGER_TITLES.buyPrediction]: { label: '消费', tone: 'out' },
  [LEDGER_TITLES.buyVipPick]: { label: '消费', tone: 'out' },
  [LEDGER_TITLES.predictionIncome]: { label: '收入', tone: 'in' },
  [LEDGER_TITLES.refundOnMiss]: { label: '不中退', tone: 'back' },
  [LEDGER_TITLES.checkin]: { label: '签到', tone: 'in' },
  [LEDGER_TITLES.withdraw]: { label: '提现', tone: 'out' },
  [LEDGER_TITLES.withdrawReturned]: { label: '退回', tone: 'back' },
  [LEDGER_TITLES.orderRefund]: { label: '退款', tone: 'back' },
  [LEDGER_TITLES.secondChargeRefunded]: { label: '退款', tone: 'back' },
  [LEDGER_TITLES.closedChargeRefunded]: { label: '退款', tone: 'back' },
  [LEDGER_TITLES.misfitChargeRefunded]: { label: '退款', tone: 'back' },
}

/**
 * The tag of an entry by its title. Titles may carry a detail after the kind (e.g. 购买方案 · 曼联 vs
 * 切尔西), so the longest known title the entry starts with decides.
 */
export function ledgerTag(title: string): LedgerTag | null {
  if (TAGS[title]) return TAGS[title]
  const known = Object.keys(TAGS)
    .filter((t) => title.startsWith(t))
    .sort((a, b) => b.length - a.length)[0]
  return known ? TAGS[known] : null
}
