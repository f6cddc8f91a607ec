import { render, screen } from '@testing-library/react'
import TextBroadcast from '@/features/match/components/TextBroadcast'
import type { BroadcastLine } from '@contract/football'

const line = (id: number, minute: string, text: string, kind: BroadcastLine['kind'] = 'play'): BroadcastLine => ({ id, minute_text: minute, text, kind, side: 'none' })

test('the commentary reads newest first', () => {
  render(<TextBroadcast lines={[line(1, '', '比赛开始', 'status'), line(2, "12'", '主队角球'), line(3, "30'", '进球！主队 1-0', 'goal')]} />)
  expect(screen.getAllByTestId('broadcast-line').map((l) => l.textContent)).toEqual(["30'进球！主队 1-0", "12'主队角球", '比赛开始'])
})

test('no commentary yet says so', () => {
  render(<TextBroadcast lines={[]} />)
  expect(screen.getByText('暂无文字直播')).toBeTruthy()
})
