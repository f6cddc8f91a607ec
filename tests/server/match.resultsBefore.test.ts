import { ResultsBefore } from '../../mocks/features/match/services/resultsBefore'

/** form and head-to-head read from memory: the same matches `recentResults` and `meetingsBefore` choose */
const HOUR = 3_600_000
const match = (id: number, home: number, away: number, hg: number, ag: number, startHour: number) =>
  ({ id, home, away, hg, ag, start_at: startHour * HOUR, end_at: startHour * HOUR + 2 * HOUR })

const rows = [
  match(1, 10, 20, 1, 0, 0),
  match(2, 30, 10, 2, 2, 24),
  match(3, 20, 10, 0, 3, 48),
  match(4, 10, 40, 1, 1, 72),
  // kicks off at 96 h, finished only at 98 h
  match(5, 10, 20, 4, 1, 96),
  match(6, 50, 60, 1, 0, 96),
]

describe('ResultsBefore', () => {
  const results = new ResultsBefore(rows)

  it("answers a team's last matches finished by the moment, home and away together, newest first", () => {
    expect(results.last(10, 98 * HOUR, 5).map((m) => [m.home, m.away, m.hg, m.ag])).toEqual([[10, 20, 4, 1], [10, 40, 1, 1], [20, 10, 0, 3], [30, 10, 2, 2], [10, 20, 1, 0]])
    // a match still being played (ends at 98 h) is not yet form
    expect(results.last(10, 97 * HOUR, 5).map((m) => m.start_at / HOUR)).toEqual([72, 48, 24, 0])
    expect(results.last(10, 98 * HOUR, 2).map((m) => m.start_at / HOUR)).toEqual([96, 72])
    expect(results.last(99, 98 * HOUR, 5)).toEqual([])
  })

  it('answers two teams’ meetings with either at home, and no other match of theirs', () => {
    expect(results.meetings(10, 20, 98 * HOUR, 6).map((m) => m.start_at / HOUR)).toEqual([96, 48, 0])
    expect(results.meetings(20, 10, 97 * HOUR, 6).map((m) => m.start_at / HOUR)).toEqual([48, 0])
    expect(results.meetings(10, 20, 98 * HOUR, 1).map((m) => m.start_at / HOUR)).toEqual([96])
    expect(results.meetings(10, 60, 98 * HOUR, 6)).toEqual([])
    expect(results.meetings(50, 60, 98 * HOUR, 6).map((m) => [m.home, m.away, m.hg, m.ag])).toEqual([[50, 60, 1, 0]])
  })
})
