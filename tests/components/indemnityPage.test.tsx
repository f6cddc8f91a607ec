import { act, render, screen } from '@testing-library/react'
import IndemnityPage from '@/pages/winnow/Indemnity'
import * as footballData from '@/features/match/services/footballData'
import { spyOnTaro } from '../setup/taroSpies'
import { leavePage } from '../setup/pageEvents'
import { matchRowFixture } from './matchFixtures'

jest.mock('@/features/match/services/footballData')
const mocked = jest.mocked(footballData)

beforeEach(() => {
  spyOnTaro()
  mocked.fetchOddsCompanies.mockResolvedValue([{ id: 2, name: '威廉希尔' }] as never)
  mocked.fetchIndemnityList.mockResolvedValue({
    list: [
      {
        match: matchRowFixture(),
        europe_open: { at: 0, home: 1.8, draw: 3.4, away: 4.2 },
        summary: { samples: 41, home_win: 25, draw: 9, away_win: 7, home_win_rate: 61, draw_rate: 21.9, away_win_rate: 17.1 },
      },
    ],
    page: 1,
    limit: 20,
    total: 1,
    has_more: false,
  } as never)
})
afterEach(() => {
  leavePage()
  jest.restoreAllMocks()
})

test('等赔样本 calls its samples 等赔样本 and shows every percentage with one decimal', async () => {
  render(<IndemnityPage />)
  await act(async () => undefined)
  await act(async () => undefined)
  const box = screen.getByTestId('outcome-distribution').textContent ?? ''
  expect(box).toContain('等赔样本 41 场')
  expect(box).not.toContain('同赔样本')
  expect(screen.getByTestId('rate-home').textContent).toBe('主胜 25场 61.0%')
  expect(screen.getByTestId('rate-draw').textContent).toBe('平局 9场 21.9%')
  expect(screen.getByTestId('rate-away').textContent).toBe('客胜 7场 17.1%')
})
