import { render, screen, within } from '@testing-library/react'
import ExpertRow from '@/features/experts/components/ExpertRow'
import RecordTable from '@/features/experts/components/RecordTable'
import { expertRowFixture, tallyFixture } from './fixtures'

// Issue 16 "honest records": a ranking row says what its rate is made of and how it is computed.
test('a ranking row shows the counts behind the hit rate (pushes named) and the rate with its definition', () => {
  const row = expertRowFixture({ hit_rate: 89, record: { window: 20, settled: 20, hits: 16, pushes: 2, misses: 2, hit_rate: 89 } })
  render(<ExpertRow row={row} sort='hit_rate' rank={1} onOpen={() => undefined} />)
  const shown = screen.getByTestId('expert-row-3')
  expect(within(shown).getByTestId('expert-recent').textContent).toBe('近20场 16中 2走 2黑')
  expect(within(shown).getByTestId('expert-figure').textContent).toBe('89%')
  expect(within(shown).getByTestId('expert-figure-label').textContent).toBe('命中率（走水不计）')
})

test('the month ranking names the month\'s counts beside its rate', () => {
  render(<ExpertRow row={expertRowFixture()} sort='month' onOpen={() => undefined} />)
  expect(screen.getByTestId('expert-figure').textContent).toBe('75%')
  expect(screen.getByTestId('expert-figure-label').textContent).toBe('本月8场 6中 2黑 · 命中率（走水不计）')
})

test('a record table by competition states how its 命中率 column is computed, and says nothing of it while empty', () => {
  const { rerender } = render(<RecordTable title='按赛事' rows={[{ key: 1, label: '英超', ...tallyFixture() }]} emptyText='暂无已结算的推荐' />)
  expect(screen.getByTestId('record-table-definition').textContent).toBe('命中率 = 红 ÷ (红 + 黑)，走水不计，只算已结算的方案')
  rerender(<RecordTable title='按赛事' rows={[]} emptyText='暂无已结算的推荐' />)
  expect(screen.queryByTestId('record-table-definition')).toBeNull()
  expect(screen.getByText('暂无已结算的推荐')).toBeTruthy()
})
