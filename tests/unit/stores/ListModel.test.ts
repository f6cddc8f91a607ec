import type { Paged } from '@contract/common'
import { ListModel } from '@/stores/models/ListModel'
import { deferred, type Deferred } from '../../setup/deferred'

interface Row {
  id: number
}

const rows = (from: number, count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: from + i }))
const pageOf = (list: Row[], page: number, hasMore: boolean, total = 100): Paged<Row> => ({
  list,
  page,
  limit: 2,
  total,
  has_more: hasMore,
})

/** a fetcher whose every call waits for the test to answer it */
function manualFetcher() {
  const calls: Array<{ page: number; limit: number; answer: Deferred<Paged<Row>> }> = []
  const fetcher = jest.fn((page: number, limit: number) => {
    const answer = deferred<Paged<Row>>()
    calls.push({ page, limit, answer })
    return answer.promise
  })
  return { fetcher, calls }
}

describe('ListModel', () => {
  it('starts in loadmore with nothing loaded', () => {
    const model = new ListModel<Row>(jest.fn())
    expect(model).toMatchObject({ state: 'loadmore', page: 0, items: [], loaded: false, error: null })
    expect(model.isEmpty).toBe(false)
  })

  it('refresh loads page 1 with the limit, showing loading meanwhile', async () => {
    const { fetcher, calls } = manualFetcher()
    const model = new ListModel<Row>(fetcher, 2)
    const done = model.refresh()
    expect(model.state).toBe('loading')
    expect(model.busy).toBe(true)
    expect(model.refreshing).toBe(true)
    expect(calls[0]).toMatchObject({ page: 1, limit: 2 })
    calls[0].answer.resolve(pageOf(rows(1, 2), 1, true, 5))
    await done
    expect(model).toMatchObject({ state: 'loadmore', page: 1, total: 5, loaded: true, refreshing: false })
    expect(model.items).toEqual(rows(1, 2))
  })

  it('loadMore appends the next page and ends in nomore on the last one', async () => {
    const { fetcher, calls } = manualFetcher()
    const model = new ListModel<Row>(fetcher, 2)
    const first = model.refresh()
    calls[0].answer.resolve(pageOf(rows(1, 2), 1, true))
    await first
    const second = model.loadMore()
    expect(model.state).toBe('loading')
    expect(calls[1].page).toBe(2)
    calls[1].answer.resolve(pageOf(rows(3, 1), 2, false))
    await second
    expect(model.items.map((r) => r.id)).toEqual([1, 2, 3])
    expect(model).toMatchObject({ page: 2, state: 'nomore' })
    await model.loadMore()
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it('sends no second request while one is in flight', async () => {
    const { fetcher, calls } = manualFetcher()
    const model = new ListModel<Row>(fetcher, 2)
    const first = model.refresh()
    void model.loadMore()
    void model.loadMore()
    expect(fetcher).toHaveBeenCalledTimes(1)
    calls[0].answer.resolve(pageOf(rows(1, 2), 1, true))
    await first
    const second = model.loadMore()
    void model.loadMore()
    expect(fetcher).toHaveBeenCalledTimes(2)
    calls[1].answer.resolve(pageOf(rows(3, 2), 2, true))
    await second
  })

  it('loadMore before any load starts from page 1', async () => {
    const { fetcher, calls } = manualFetcher()
    const model = new ListModel<Row>(fetcher, 2)
    const done = model.loadMore()
    expect(calls[0].page).toBe(1)
    calls[0].answer.resolve(pageOf(rows(1, 2), 1, false))
    await done
    expect(model.page).toBe(1)
  })

  it('refresh goes back to page 1 and replaces the rows', async () => {
    const { fetcher, calls } = manualFetcher()
    const model = new ListModel<Row>(fetcher, 2)
    const a = model.refresh()
    calls[0].answer.resolve(pageOf(rows(1, 2), 1, true))
    await a
    const b = model.loadMore()
    calls[1].answer.resolve(pageOf(rows(3, 2), 2, true))
    await b
    const c = model.refresh()
    expect(calls[2].page).toBe(1)
    calls[2].answer.resolve(pageOf(rows(10, 2), 1, true))
    await c
    expect(model.items.map((r) => r.id)).toEqual([10, 11])
    expect(model.page).toBe(1)
  })

  it('two quick pulls send one request and both settle with it; the next pull asks again', async () => {
    const { fetcher, calls } = manualFetcher()
    const model = new ListModel<Row>(fetcher, 2)
    const first = model.refresh()
    const second = model.refresh()
    expect(second).toBe(first)
    expect(fetcher).toHaveBeenCalledTimes(1)
    calls[0].answer.resolve(pageOf(rows(1, 2), 1, true))
    await Promise.all([first, second])
    expect(model.items.map((r) => r.id)).toEqual([1, 2])
    const later = model.refresh()
    expect(fetcher).toHaveBeenCalledTimes(2)
    calls[1].answer.resolve(pageOf(rows(9, 1), 1, false))
    await later
    expect(model.items.map((r) => r.id)).toEqual([9])
  })

  it('drops a result that arrives after a newer reload (success or failure)', async () => {
    const { fetcher, calls } = manualFetcher()
    const model = new ListModel<Row>(fetcher, 2)
    const old = model.refresh()
    const fresh = model.reload()
    calls[1].answer.resolve(pageOf(rows(20, 2), 1, false))
    await fresh
    calls[0].answer.resolve(pageOf(rows(1, 2), 1, true))
    await old
    expect(model.items.map((r) => r.id)).toEqual([20, 21])
    expect(model.state).toBe('nomore')

    const again = model.refresh()
    const newest = model.reload()
    calls[2].answer.reject(new Error('旧的失败'))
    await again
    expect(model.error).toBeNull()
    expect(model.state).toBe('loading')
    calls[3].answer.resolve(pageOf(rows(30, 1), 1, false))
    await newest
    expect(model.items.map((r) => r.id)).toEqual([30])
  })

  it('drops a load-more page that arrives after a refresh', async () => {
    const { fetcher, calls } = manualFetcher()
    const model = new ListModel<Row>(fetcher, 2)
    const a = model.refresh()
    calls[0].answer.resolve(pageOf(rows(1, 2), 1, true))
    await a
    const more = model.loadMore()
    const refresh = model.refresh()
    // a pull during a load-more still asks for page 1; a second pull joins that one
    expect(model.refresh()).toBe(refresh)
    expect(calls.map((c) => c.page)).toEqual([1, 2, 1])
    calls[2].answer.resolve(pageOf(rows(50, 2), 1, true))
    await refresh
    calls[1].answer.resolve(pageOf(rows(3, 2), 2, true))
    await more
    expect(model.items.map((r) => r.id)).toEqual([50, 51])
    expect(model.page).toBe(1)
  })

  it('keeps the error with the rows and retries the same page', async () => {
    const { fetcher, calls } = manualFetcher()
    const model = new ListModel<Row>(fetcher, 2)
    const a = model.refresh()
    calls[0].answer.resolve(pageOf(rows(1, 2), 1, true))
    await a
    const failed = model.loadMore()
    calls[1].answer.reject(new Error('网络不给力'))
    await failed
    expect(model.error).toBe('网络不给力')
    expect(model.state).toBe('loadmore')
    expect(model.items).toHaveLength(2)
    const retry = model.loadMore()
    expect(calls[2].page).toBe(2)
    calls[2].answer.resolve(pageOf(rows(3, 1), 2, false))
    await retry
    expect(model.error).toBeNull()
    expect(model.items).toHaveLength(3)
  })

  it('a failed first page is loaded but not empty, says 加载失败 without a message, and retries page 1', async () => {
    const { fetcher, calls } = manualFetcher()
    const model = new ListModel<Row>(fetcher, 2)
    const a = model.refresh()
    calls[0].answer.reject({})
    await a
    expect(model).toMatchObject({ error: '加载失败', loaded: true, refreshing: false, state: 'loadmore' })
    expect(model.isEmpty).toBe(false)
    const retry = model.loadMore()
    expect(calls[1].page).toBe(1)
    calls[1].answer.resolve(pageOf([], 1, false, 0))
    await retry
    expect(model.isEmpty).toBe(true)
  })

  it('setFetcher clears the rows and reloads from page 1 with the new source', async () => {
    const first = manualFetcher()
    const second = manualFetcher()
    const model = new ListModel<Row>(first.fetcher, 2)
    const a = model.refresh()
    first.calls[0].answer.resolve(pageOf(rows(1, 2), 1, true))
    await a
    const b = model.setFetcher(second.fetcher)
    expect(model.items).toEqual([])
    expect(model.loaded).toBe(false)
    expect(second.calls[0].page).toBe(1)
    second.calls[0].answer.resolve(pageOf(rows(7, 1), 1, false))
    await b
    expect(model.items).toEqual([{ id: 7 }])
  })

  it('patch edits one row in place and remove drops matching rows', async () => {
    const model = new ListModel<Row & { score?: string }>(async () => pageOf(rows(1, 3), 1, false), 3)
    await model.refresh()
    model.patch((r) => r.id === 2, (r) => ({ ...r, score: '1:0' }))
    model.patch((r) => r.id === 99, (r) => ({ ...r, score: 'x' }))
    expect(model.items[1]).toEqual({ id: 2, score: '1:0' })
    model.remove((r) => r.id !== 3)
    expect(model.items).toEqual([{ id: 3 }])
  })

  it('a fresh first page keeps the rows it repeats (same data, same place) and takes the ones that changed', async () => {
    interface Expert {
      id: number
      name: string
      record: { hits: number; misses: number }
    }
    const first: Expert[] = [
      { id: 1, name: '甲', record: { hits: 3, misses: 1 } },
      { id: 2, name: '乙', record: { hits: 2, misses: 2 } },
      { id: 3, name: '丙', record: { hits: 1, misses: 0 } },
    ]
    const fresh: Expert[] = [
      { record: { misses: 1, hits: 3 }, name: '甲', id: 1 },
      { id: 2, name: '乙', record: { hits: 3, misses: 2 } },
      { id: 3, name: '丙', record: { hits: 1, misses: 0 } },
    ]
    const model = new ListModel<Expert>(jest.fn(async () => ({ list: fresh, page: 1, limit: 20, total: 3, has_more: false })))
    model.prefill({ list: first, page: 1, limit: 20, total: 3, has_more: false })
    const [held1, held2, held3] = model.items
    await model.refresh()
    expect(model.items).toEqual(fresh)
    expect(model.items[0]).toBe(held1)
    expect(model.items[2]).toBe(held3)
    // 乙 won one more: its row is the new one
    expect(model.items[1]).not.toBe(held2)
    expect(model.items[1].record.hits).toBe(3)
  })
})
