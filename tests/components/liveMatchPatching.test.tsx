import { act, render, screen, within } from '@testing-library/react'
import MatchList from '@/features/match/components/MatchList'
import { MatchTable } from '@/features/match/stores/matchTable'
import { sameMatchRow, totalGoals } from '@/features/match/stores/matchListStore'
import type { MatchRow } from '@contract/football'
import { matchRowFixture } from './matchFixtures'

const FLASH_MS = 3000

function setup() {
  const table = new MatchTable<MatchRow>(totalGoals, sameMatchRow, FLASH_MS)
  table.setAll([1, 2, 3].map((id) => matchRowFixture({ id, current_score: '0:0', elapsed_text: "10'" })))
  render(<MatchList table={table} listId='test-list' />)
  return table
}

const row = (id: number) => screen.getByTestId(`match-row-${id}`)

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

test('a changed row updates in place; the other rows keep their elements and data', () => {
  const table = setup()
  const [el1, el3] = [row(1), row(3)]
  const [data1, data3] = [table.get(1), table.get(3)]
  act(() => void table.applyChanges([matchRowFixture({ id: 2, current_score: '0:0', elapsed_text: "11'" })]))
  expect(within(row(2)).getByTestId('minute').textContent).toBe("11'")
  expect(row(1)).toBe(el1)
  expect(row(3)).toBe(el3)
  expect(table.get(1)).toBe(data1)
  expect(table.get(3)).toBe(data3)
  expect(screen.getAllByTestId(/^match-row-/).map((e) => e.dataset.testid)).toEqual(['match-row-1', 'match-row-2', 'match-row-3'])
})

test('a goal lights the row up briefly, a minute tick does not', () => {
  const table = setup()
  act(() => void table.applyChanges([matchRowFixture({ id: 1, current_score: '0:0', elapsed_text: "11'" })]))
  expect(row(1).className).not.toContain('match-row--goal')
  act(() => void table.applyChanges([matchRowFixture({ id: 2, current_score: '1:0', elapsed_text: "11'" })]))
  expect(within(row(2)).getByTestId('score').textContent).toBe('1-0')
  expect(row(2).className).toContain('match-row--goal')
  expect(row(2).textContent).toContain('进球')
  expect(row(3).className).not.toContain('match-row--goal')
  act(() => void jest.advanceTimersByTime(FLASH_MS))
  expect(row(2).className).not.toContain('match-row--goal')
})

test('an unchanged or unknown row changes nothing', () => {
  const table = setup()
  const before = table.get(2)
  let result: ReturnType<typeof table.applyChanges> | undefined
  act(() => void (result = table.applyChanges([matchRowFixture({ id: 2, current_score: '0:0', elapsed_text: "10'" }), matchRowFixture({ id: 99 })])))
  expect(result).toEqual({ updated: [], scored: [] })
  expect(table.get(2)).toBe(before)
  expect(screen.queryByTestId('match-row-99')).toBeNull()
})
