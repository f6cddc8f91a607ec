import { IndemnityStore } from '@/features/match/stores/indemnityStore'
import * as footballData from '@/features/match/services/footballData'

jest.mock('@/features/match/services/footballData')
const mocked = jest.mocked(footballData)

const flush = () => new Promise((r) => setTimeout(r, 0))

beforeEach(() => {
  jest.clearAllMocks()
  mocked.fetchIndemnityList.mockResolvedValue({ list: [], page: 1, limit: 20, total: 0, has_more: false })
})

test('the first company is chosen and its list for the day loads', async () => {
  mocked.fetchOddsCompanies.mockResolvedValue([{ id: 2, name: '威廉希尔' }, { id: 3, name: '立博' }])
  const store = new IndemnityStore('2026-11-22')
  await store.load()
  await flush()
  expect(store.companyId).toBe(2)
  expect(mocked.fetchIndemnityList).toHaveBeenLastCalledWith(2, '2026-11-22', 1, 20)

  store.setDate('2026-11-21')
  store.setCompany(3)
  await flush()
  expect(mocked.fetchIndemnityList).toHaveBeenLastCalledWith(3, '2026-11-21', 1, 20)
})

test('after the companies failed to load, a retry still opens the list', async () => {
  mocked.fetchOddsCompanies.mockRejectedValueOnce(new Error('请求失败')).mockResolvedValue([{ id: 5, name: '易胜博' }])
  const store = new IndemnityStore('2026-11-22')
  await store.load()
  expect(store.companies.error).toBe('请求失败')
  expect(mocked.fetchIndemnityList).not.toHaveBeenCalled()

  await store.companies.load() // the 重试 button of the error state
  await flush()
  expect(store.companyId).toBe(5)
  expect(store.list.loaded).toBe(true)
})
