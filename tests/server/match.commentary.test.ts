import { minuteTextAt, periodBounds } from '../../mocks/features/match'
import { MatchStatus } from '../../types/match-status'
import type { MatchDetail } from '../../types/football'
import { ok, SEEDED_AT, useSeededServer } from './match.helpers'

/** "64'" → [64, 0], "45+2'" → [45, 2] */
function minuteKey(text: string): [number, number] {
  const m = /^(\d+)(?:\+(\d+))?'$/.exec(text)
  if (!m) throw new Error(`not a minute: ${text}`)
  return [Number(m[1]), Number(m[2] ?? 0)]
}
const before = (a: [number, number], b: [number, number]) => a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1])

describe('minuteTextAt: the minute a moment shows, breaks not counted', () => {
  const layout = { added1: 3, added2: 4, extraTime: true, shootoutKicks: 0 }
  const b = periodBounds(layout)
  it.each([
    [0, "1'"],
    [44 * 60 + 59, "45'"],
    [46 * 60 + 10, "45+2'"],
    [b.secondHalfStart, "46'"],
    [b.secondHalfStart + 90, "47'"],
    [b.secondHalfStart + 46 * 60, "90+2'"],
    [b.extraStart + 10, "91'"],
  ])('%i s after kickoff shows %s', (sec, text) => {
    expect(minuteTextAt(layout, sec)).toBe(text)
  })
})

describe('text commentary of the seeded matches', () => {
  const h = useSeededServer({ resetClock: false })

  it('lists every line by period and minute: nothing of the second half before its kickoff, minutes never go back', async () => {
    h.s.clock.t = SEEDED_AT + 24 * 60 * 60_000
    const page = await ok(h.s, 'api/Game/get', { status: 'finished', limit: 30 })
    expect(page.list.length).toBeGreaterThan(10)
    const wrong: string[] = []
    for (const m of page.list) {
      const d: MatchDetail = await ok(h.s, 'api/Game/get_xq', { event_id1: m.id, type_of_competition: 1 })
      expect(d.status_id).toBe(MatchStatus.FINISHED)
      let last: [number, number] = [0, 0]
      let secondHalf = false
      for (const line of d.basics_text_broadcast) {
        if (line.text === '下半场比赛开始') secondHalf = true
        if (!line.minute_text) continue
        const key = minuteKey(line.minute_text)
        if (!before(last, key)) wrong.push(`${m.id}: ${line.minute_text} after ${last.join('+')}' (${line.text})`)
        if (!secondHalf && key[0] > 45) wrong.push(`${m.id}: ${line.minute_text} before the second-half kickoff (${line.text})`)
        last = key
      }
    }
    expect(wrong).toEqual([])
  })
})
