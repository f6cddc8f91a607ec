import { visibleEntryGroups } from '@/features/account/utils/userEntries'
import { LEDGER_TITLES, ORDER_NO_RE } from '@contract/money-rules'
import { monthGrid, shiftMonth } from '@/features/money/utils/checkinCalendar'
import { ledgerTag } from '@/features/money/utils/ledgerKinds'
import { newOrderKey } from '@/features/money/utils/orderKey'

test('the check-in month starts on Monday, pads the weeks and marks checked days and today', () => {
  // 2026-11-01 is a Sunday: six empty cells before it
  const weeks = monthGrid('2026-11', ['2026-11-20', '2026-10-31'], '2026-11-22')
  expect(weeks[0].slice(0, 6)).toEqual([null, null, null, null, null, null])
  expect(weeks[0][6]?.date).toBe('2026-11-01')
  expect(weeks.every((w) => w.length === 7)).toBe(true)
  const days = weeks.flat().filter((d) => d !== null)
  expect(days).toHaveLength(30)
  expect(days.filter((d) => d.checked).map((d) => d.date)).toEqual(['2026-11-20'])
  expect(days.find((d) => d.isToday)?.date).toBe('2026-11-22')
  expect(monthGrid('2028-02', [], '2028-02-01').flat().filter(Boolean)).toHaveLength(29)
})

test('months shift across years', () => {
  expect(shiftMonth('2026-01', -1)).toBe('2025-12')
  expect(shiftMonth('2026-12', 1)).toBe('2027-01')
})

test('order keys are valid for the server and differ per purchase', () => {
  const a = newOrderKey('zj', 1_790_000_000_000, () => 0)
  const b = newOrderKey('zj', 1_790_000_000_000, () => 0.5)
  expect(a).toMatch(ORDER_NO_RE)
  expect(b).toMatch(ORDER_NO_RE)
  expect(a).not.toBe(b)
})

test('ledger entries of the money domain carry their kind; others none', () => {
  expect(ledgerTag(LEDGER_TITLES.topUp)?.label).toBe('充值')
  expect(ledgerTag(LEDGER_TITLES.refundOnMiss)?.tone).toBe('back')
  expect(ledgerTag(`${LEDGER_TITLES.buyPrediction} · 曼联 vs 切尔西`)?.label).toBe('消费')
  expect(ledgerTag('新人礼包')).toBeNull()
})

test('the personal center offers the coin top-up to members only while buying is allowed (experts use 我的钱包)', () => {
  const keys = (viewer: { payModule: boolean; isExpert: boolean }) => visibleEntryGroups(viewer).flatMap((g) => g.entries.map((e) => e.key))
  expect(keys({ payModule: true, isExpert: false })).toContain('topUp')
  expect(keys({ payModule: false, isExpert: false })).not.toContain('topUp')
  expect(keys({ payModule: true, isExpert: true })).not.toContain('topUp')
  expect(keys({ payModule: true, isExpert: true })).toContain('wallet')
})
