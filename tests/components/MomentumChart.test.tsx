import { render, screen } from '@testing-library/react'
import MomentumChart, { barHeight, markLeft, momentumScale } from '@/features/match/components/MomentumChart'
import type { MomentumRes } from '@contract/api/matchCentre'
import { applyToMomentum } from '@/features/match/utils/momentumPatch'

function graph(bins: Array<[number, number]>, marks: MomentumRes['marks'] = []): MomentumRes {
  return { event_id: 7, bin_minutes: 3, last_minute: 90, minutes_shown: bins.length * 3, bins: bins.map(([home, away], i) => ({ from: 1 + 3 * i, home, away })), marks }
}

const push = (data: Record<string, unknown>, type = 'momentum') => ({ topic: 'match:7', type, data: { match_id: 7, ...data }, at: 0 })

test('home bars stand above the line and away bars hang below it, scaled to the tallest bar so far', () => {
  render(<MomentumChart graph={graph([[5, 2], [17, 4], [0, 9]])} homeName='主队' awayName='客队' />)
  const home = screen.getAllByTestId('momentum-bar-home')
  const away = screen.getAllByTestId('momentum-bar-away')
  expect(home).toHaveLength(3)
  expect(away).toHaveLength(3)
  // the tallest is 17: the scale rounds up to 20
  expect(home.map((b) => b.style.height)).toEqual(['25%', '85%', '0%'])
  expect(away.map((b) => b.style.height)).toEqual(['10%', '20%', '45%'])
  // three minutes of ninety: each bar is a thirtieth of the width, however many have been played
  expect(home[0].style.width).toBe(`${100 / 30}%`)
  expect(screen.getByText('主队')).toBeTruthy()
})

test('goals and cards are marked on their side at their minute', () => {
  const marks: MomentumRes['marks'] = [
    { minute: 12, minute_text: "12'", side: 'home', kind: 'goal', player_name: '张三' },
    { minute: 40, minute_text: "40'", side: 'away', kind: 'red', player_name: '李四' },
  ]
  render(<MomentumChart graph={graph([[5, 2]], marks)} homeName='主' awayName='客' />)
  const [goal] = screen.getAllByTestId('momentum-mark-home')
  const [red] = screen.getAllByTestId('momentum-mark-away')
  expect(goal.textContent).toBe('⚽')
  expect(parseFloat(goal.style.left)).toBeCloseTo(markLeft(12, 90))
  expect(parseFloat(red.style.left)).toBeGreaterThan(parseFloat(goal.style.left))
  expect(red.className).toContain('momentum__mark--red')
})

test('before kickoff it says what it will show instead of an empty frame', () => {
  render(<MomentumChart graph={graph([])} homeName='主' awayName='客' />)
  expect(screen.queryAllByTestId('momentum-bar-home')).toHaveLength(0)
  expect(screen.getByText('开赛后显示双方每3分钟的进攻压力')).toBeTruthy()
})

test('a push replaces the newest bar or adds the next one, and a goal event adds its mark; anything else changes nothing', () => {
  const g = graph([[5, 2], [6, 1]])
  const grown = applyToMomentum(g, push({ from: 4, home: 9, away: 1, minutes_shown: 5 }))!
  expect(grown.bins.map((b) => [b.from, b.home])).toEqual([[1, 5], [4, 9]])
  expect(grown.minutes_shown).toBe(6)
  const next = applyToMomentum(grown, push({ from: 7, home: 1, away: 3, minutes_shown: 7 }))!
  expect(next.bins.map((b) => b.from)).toEqual([1, 4, 7])
  expect(applyToMomentum(next, push({ from: 7, home: 1, away: 3 }))).toBeNull()
  expect(applyToMomentum(next, push({ from: 'x', home: -1, away: 3 }))).toBeNull()
  const event = { event: { id: 9, type: 'goal', side: 'away', minute: 8, minute_text: "8'", player_name: '王五' } }
  const marked = applyToMomentum(next, push(event, 'event'))!
  expect(marked.marks).toEqual([{ minute: 8, minute_text: "8'", side: 'away', kind: 'goal', player_name: '王五' }])
  expect(applyToMomentum(marked, push(event, 'event'))).toBeNull()
  expect(applyToMomentum(next, push({ event: { ...event.event, type: 'sub' } }, 'event'))).toBeNull()
  expect(applyToMomentum(next, push({ home: {} }, 'stats'))).toBeNull()
})

test('the scale only moves in steps, so most ticks redraw one bar', () => {
  expect(momentumScale(graph([[3, 4]]))).toBe(10)
  expect(momentumScale(graph([[11, 4]]))).toBe(20)
  expect(momentumScale(graph([[20, 4]]))).toBe(20)
  expect(barHeight(25, 20)).toBe(100)
})
