import { render, screen } from '@testing-library/react'
import MomentumChart, { barHeight, markLeft, MOMENTUM_FULL_BAR } from '@/features/match/components/MomentumChart'
import type { MomentumRes } from '@contract/api/match.centre'
import { applyToMomentum } from '@/features/match/utils/momentumPatch'

function graph(bins: Array<[number, number]>, marks: MomentumRes['marks'] = []): MomentumRes {
  return { event_id: 7, bin_minutes: 3, last_minute: 90, minutes_shown: bins.length * 3, bins: bins.map(([home, away], i) => ({ from: 1 + 3 * i, home, away })), marks }
}

const push = (data: Record<string, unknown>, type = 'momentum') => ({ topic: 'match:7', type, data: { match_id: 7, ...data }, at: 0 })

test('home bars stand above the line and away bars hang below it, on one fixed scale', () => {
  render(<MomentumChart graph={graph([[6, 3], [18, 30], [0, 12]])} homeName='主队' awayName='客队' />)
  const home = screen.getAllByTestId('momentum-bar-home')
  const away = screen.getAllByTestId('momentum-bar-away')
  expect(home).toHaveLength(3)
  expect(away).toHaveLength(3)
  // a full bar is 24: a stronger one (30) is drawn full
  expect(MOMENTUM_FULL_BAR).toBe(24)
  expect(home.map((b) => b.style.height)).toEqual(['25%', '75%', '0%'])
  expect(away.map((b) => b.style.height)).toEqual(['13%', '100%', '50%'])
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

test('a taller bar never rescales the others: a tick redraws only the bar it changes', () => {
  const before = graph([[6, 3], [12, 6]]).bins.map((b) => barHeight(b.home))
  const after = graph([[6, 3], [12, 6], [40, 1]]).bins.map((b) => barHeight(b.home))
  expect(after.slice(0, 2)).toEqual(before)
  expect(after[2]).toBe(100)
})
