import Taro from '@tarojs/taro'
import { act, renderHook } from '@testing-library/react'
import type { Paged } from '@contract/common'
import { useListPage } from '@/hooks/useListPage'
import { ListModel } from '@/stores/models/ListModel'
import { firePageEvent } from '../../setup/pageEvents'

const answer = (page: number, hasMore: boolean): Paged<number> => ({ list: [page * 10 + 1, page * 10 + 2], page, limit: 2, total: 6, has_more: hasMore })

function modelWithPages() {
  const fetcher = jest.fn(async (page: number) => answer(page, page < 3))
  return { fetcher, model: new ListModel<number>(fetcher, 2) }
}

let stopPullDownRefresh: jest.SpyInstance
beforeEach(() => {
  stopPullDownRefresh = jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
})
afterEach(() => jest.restoreAllMocks())

describe('useListPage', () => {
  it('loads the first page on mount', async () => {
    const { fetcher, model } = modelWithPages()
    renderHook(() => useListPage(model))
    await act(async () => {})
    expect(fetcher).toHaveBeenCalledWith(1, 2)
    expect(model.items).toEqual([11, 12])
  })

  it('does not load on mount when autoLoad is off or the model is already loaded', async () => {
    const { fetcher, model } = modelWithPages()
    const { unmount } = renderHook(() => useListPage(model, { autoLoad: false }))
    await act(async () => {})
    expect(fetcher).not.toHaveBeenCalled()
    unmount()
    await model.refresh()
    renderHook(() => useListPage(model))
    await act(async () => {})
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it('reaching the bottom loads the next page', async () => {
    const { model } = modelWithPages()
    renderHook(() => useListPage(model))
    await act(async () => {})
    await act(() => firePageEvent('onReachBottom'))
    expect(model.items).toEqual([11, 12, 21, 22])
    expect(model.page).toBe(2)
  })

  it('pull-down refresh goes back to page 1, then stops the pull-down animation', async () => {
    const { fetcher, model } = modelWithPages()
    renderHook(() => useListPage(model))
    await act(async () => {})
    await act(() => firePageEvent('onReachBottom'))
    await act(() => firePageEvent('onPullDownRefresh'))
    expect(fetcher).toHaveBeenLastCalledWith(1, 2)
    expect(model.items).toEqual([11, 12])
    expect(stopPullDownRefresh).toHaveBeenCalledTimes(1)
  })

  it('stops listening to the page once unmounted', async () => {
    const { fetcher, model } = modelWithPages()
    const { unmount } = renderHook(() => useListPage(model))
    await act(async () => {})
    unmount()
    await act(() => firePageEvent('onReachBottom'))
    expect(fetcher).toHaveBeenCalledTimes(1)
  })
})
