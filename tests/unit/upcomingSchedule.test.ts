import type { MatchRow } from '@contract/football'
import type { Paged } from '@contract/common'
import { ListModel } from '@/stores/models/ListModel'
import { upcomingScheduleFetcher } from '@/features/match/stores/upcomingSchedule'

// a fake server: day -> match ids, answering pages of `limit`
const days: Record<string, number[]> = {
  '2026-11-22': [1, 2, 3],
  '2026-11-23': [],
  '2026-11-24': [4],
}

function fetchDay(date: string, page: number, limit: number): Promise<Paged<MatchRow>> {
  const ids = days[date] ?? []
  const slice = ids.slice((page - 1) * limit, page * limit)
  return Promise.resolve({
    list: slice.map((id) => ({ id, start_at_time: `${date} 19:30` }) as MatchRow),
    page,
    limit,
    total: ids.length,
    has_more: page * limit < ids.length,
  })
}

test('pages through each day in turn, skipping days without matches, then says no more', async () => {
  const model = new ListModel(upcomingScheduleFetcher('2026-11-22', 3, fetchDay), 2)
  await model.refresh()
  expect(model.items.map((m) => m.id)).toEqual([1, 2])
  expect(model.state).toBe('loadmore')
  await model.loadMore()
  expect(model.items.map((m) => m.id)).toEqual([1, 2, 3])
  await model.loadMore()
  expect(model.items.map((m) => m.id)).toEqual([1, 2, 3, 4])
  expect(model.state).toBe('nomore')
})

test('a refresh starts again from today', async () => {
  const model = new ListModel(upcomingScheduleFetcher('2026-11-22', 3, fetchDay), 2)
  await model.refresh()
  await model.loadMore()
  await model.refresh()
  expect(model.items.map((m) => m.id)).toEqual([1, 2])
})

test('no match in any of the days gives an empty list', async () => {
  const model = new ListModel(upcomingScheduleFetcher('2030-01-01', 3, fetchDay), 2)
  await model.refresh()
  expect(model.isEmpty).toBe(true)
  expect(model.state).toBe('nomore')
})
