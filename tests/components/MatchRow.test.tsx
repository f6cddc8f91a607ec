import { act, fireEvent, render, screen, within } from '@testing-library/react'
import MatchRow from '@/features/match/components/MatchRow'
import { spyOnTaro } from '../setup/taroSpies'
import { matchRowFixture } from './matchFixtures'

const row = (id = 1) => screen.getByTestId(`match-row-${id}`)

test('a live match shows its score with a dash, the minute and the teams', () => {
  render(<MatchRow match={matchRowFixture({ current_score: '2:1', elapsed_text: "38'" })} />)
  expect(within(row()).getByTestId('score').textContent).toBe('2-1')
  expect(within(row()).getByTestId('minute').textContent).toBe("38'")
  expect(row().textContent).toContain('主队1')
  expect(row().textContent).toContain('客队1')
  expect(row().textContent).toContain('英超')
})

test('the half-time score shows once there is one, red cards only when shown', () => {
  const { rerender } = render(<MatchRow match={matchRowFixture()} />)
  expect(within(row()).queryByTestId('half-score')).toBeNull()
  expect(within(row()).queryByTestId('red-home')).toBeNull()
  rerender(<MatchRow match={matchRowFixture({ status_id: 3, half_score: '1:0', away_red: 2, elapsed_text: "67'" })} />)
  expect(within(row()).getByTestId('half-score').textContent).toBe('半场 1-0')
  expect(within(row()).getByTestId('red-away').textContent).toBe('2')
  expect(within(row()).queryByTestId('red-home')).toBeNull()
  expect(within(row()).getByTestId('minute').textContent).toBe("67'")
})

test('a finished match shows its final score and 完场, no minute', () => {
  render(<MatchRow match={matchRowFixture({ status_id: 8, status_text: '完场', elapsed_text: '完场', current_score: '0:0' })} />)
  expect(within(row()).getByTestId('score').textContent).toBe('0-0')
  expect(within(row()).queryByTestId('minute')).toBeNull()
  expect(row().textContent).toContain('完场')
})

describe('before kickoff', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-11-22T11:00:00Z') }))
  afterEach(() => jest.useRealTimers())

  test('a match starting within the hour counts down HH:mm:ss, every second', () => {
    const startAt = Date.parse('2026-11-22T11:30:05Z')
    render(<MatchRow match={matchRowFixture({ status_id: 0, status_text: '未开始', current_score: '', elapsed_text: '', start_at: startAt })} />)
    expect(within(row()).getByTestId('countdown').textContent).toBe('00:30:05')
    act(() => void jest.advanceTimersByTime(2000))
    expect(within(row()).getByTestId('countdown').textContent).toBe('00:30:03')
    expect(within(row()).queryByTestId('score')).toBeNull()
    expect(row().textContent).toContain('VS')
  })

  test('a match later in the day shows its kickoff time and no countdown', () => {
    const startAt = Date.parse('2026-11-22T14:00:00Z')
    render(<MatchRow match={matchRowFixture({ status_id: 0, current_score: '', start_at: startAt, start_at_time: '2026-11-22 22:00' })} />)
    expect(within(row()).queryByTestId('countdown')).toBeNull()
    expect(within(row()).getByTestId('kickoff').textContent).toBe('22:00')
  })

  test('a list spanning days (search, records, the publish match list) shows the date with the kickoff time', () => {
    render(<MatchRow match={matchRowFixture({ status_id: 8, start_at_time: '2026-10-03 22:00' })} showDate />)
    expect(within(row()).getByTestId('kickoff').textContent).toBe('10-03 22:00')
  })
})

test('the star reports a tap without opening the match; no handler, no star', () => {
  const onToggle = jest.fn()
  const onPick = jest.fn()
  const { rerender } = render(<MatchRow match={matchRowFixture({ followed: true })} onToggleFollow={onToggle} onPick={onPick} />)
  fireEvent.click(within(row()).getByTestId('follow'))
  expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }))
  expect(onPick).not.toHaveBeenCalled()
  expect(within(row()).getByTestId('follow').textContent).toBe('★')
  fireEvent.click(row())
  expect(onPick).toHaveBeenCalledTimes(1)
  rerender(<MatchRow match={matchRowFixture()} onPick={onPick} />)
  expect(within(row()).queryByTestId('follow')).toBeNull()
})

describe('picker mode (publishing a prediction: pick a match)', () => {
  afterEach(() => jest.restoreAllMocks())

  test("a picker row's team-name tap picks the match and opens nothing", () => {
    const spies = spyOnTaro()
    const onPick = jest.fn()
    render(<MatchRow match={matchRowFixture({ id: 3 })} onPick={onPick} />)
    fireEvent.click(within(row(3)).getByText('主队3'))
    fireEvent.click(within(row(3)).getByText('客队3'))
    expect(onPick).toHaveBeenCalledTimes(2)
    expect(onPick).toHaveBeenLastCalledWith(expect.objectContaining({ id: 3 }))
    expect(spies.navigateTo).not.toHaveBeenCalled()
    expect(within(row(3)).queryByTestId(/^team-link-/)).toBeNull()
  })

  test("a normal row's team-name tap opens the team's home, not the match", () => {
    const spies = spyOnTaro()
    const match = matchRowFixture({ id: 3 })
    render(<MatchRow match={match} />)
    fireEvent.click(within(row(3)).getByText('主队3'))
    expect(spies.navigateTo).toHaveBeenCalledTimes(1)
    expect(spies.navigateTo).toHaveBeenCalledWith({ url: expect.stringMatching(new RegExp(`RecentGames\\?team_id=${match.home_team.id}$`)) })
  })
})
