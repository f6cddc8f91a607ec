import { OddsQuery, oddsError } from '@/features/match/stores/sameOddsModel'
import * as footballData from '@/features/match/services/footballData'

jest.mock('@/features/match/services/footballData')
const mocked = jest.mocked(footballData)

test('odds must be 1.01 to 100 with at most two decimals', () => {
  expect(oddsError('')).toBe('请填写赔率')
  expect(oddsError('2.10')).toBeNull()
  expect(oddsError('1.01')).toBeNull()
  expect(oddsError('1')).toMatch(/1.01 到 100/)
  expect(oddsError('2.105')).toMatch(/最多两位小数/)
  expect(oddsError('abc')).toMatch(/赔率应在/)
})

test('a search is sent only with a company and three valid odds, and carries them as numbers', async () => {
  mocked.fetchOddsCompanies.mockResolvedValue([{ id: 3, name: '立博' }])
  const summary = { samples: 0, home_win: 0, draw: 0, away_win: 0, home_win_rate: 0, draw_rate: 0, away_win_rate: 0 }
  mocked.fetchOddsSamples.mockResolvedValue({ company: { id: 3, name: '立博' }, summary, recent: [] })
  const q = new OddsQuery('2026-11-22')
  await q.load()
  expect(q.companyId).toBe(3)

  q.setOdds('home', '2.10')
  q.setOdds('draw', '3.2')
  q.submit()
  expect(q.formError).toBe('请填写赔率')
  expect(q.searched).toBe(false)
  expect(mocked.fetchOddsSamples).not.toHaveBeenCalled()

  q.setOdds('away', '3.60')
  q.submit()
  expect(q.formError).toBeNull()
  expect(q.searched).toBe(true)
  expect(mocked.fetchOddsSamples).toHaveBeenCalledWith(3, { home: 2.1, draw: 3.2, away: 3.6 })
})
