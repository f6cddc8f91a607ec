import { SubscriptionBudget } from '../../mocks/features/match/live/subscriptionBudget'
import { LIVE_MAX_SUBS_PER_ADDRESS, LIVE_SUB_WINDOW_MS } from '../../types/live'

describe('sub/unsub budget per address', () => {
  it('answers LIVE_MAX_SUBS_PER_ADDRESS messages of an address per window, refuses the next, and starts over with the next window', () => {
    const budget = new SubscriptionBudget()
    const t0 = 1_000_000
    for (let i = 0; i < LIVE_MAX_SUBS_PER_ADDRESS; i++) expect(budget.take('10.0.0.1', t0 + i)).toBe(true)
    expect(budget.take('10.0.0.1', t0 + LIVE_SUB_WINDOW_MS - 1)).toBe(false)
    // another address has its own budget
    expect(budget.take('10.0.0.2', t0 + 1)).toBe(true)
    expect(budget.take('10.0.0.1', t0 + LIVE_SUB_WINDOW_MS)).toBe(true)
  })

  it('forgets addresses whose window ended once it holds many, so a spread of addresses cannot grow it without end', () => {
    const budget = new SubscriptionBudget(1, 1000)
    for (let i = 0; i <= 10_001; i++) budget.take(`10.1.${i >> 8}.${i & 255}`, 0)
    budget.take('10.9.9.9', 5000)
    expect((budget as unknown as { windows: Map<string, unknown> }).windows.size).toBe(1)
  })
})
