import { render, screen, within } from '@testing-library/react'
import LiveEvents from '@/features/match/components/LiveEvents'
import type { MatchEvent } from '@contract/football'

const event = (id: number, over: Partial<MatchEvent>): MatchEvent => ({
  id,
  type: 'goal',
  side: 'home',
  minute: 10,
  minute_text: "10'",
  player_id: 1,
  player_name: '张三',
  related_player_id: null,
  related_player_name: '',
  score: '1:0',
  ...over,
})

test('events are grouped by period, goals show the score with a dash, substitutions who came on', () => {
  render(
    <LiveEvents
      groups={[
        { period: 1, period_name: '上半场', events: [event(1, { related_player_name: '李四' }), event(2, { type: 'yellow', side: 'away', minute_text: "33'", player_name: '王五' })] },
        { period: 2, period_name: '下半场', events: [event(3, { type: 'sub', side: 'away', minute_text: "60'", player_name: '赵六', related_player_name: '钱七' })] },
        { period: 3, period_name: '加时', events: [] },
      ]}
    />,
  )
  const periods = screen.getAllByTestId('event-period')
  expect(periods).toHaveLength(2)
  expect(periods[0].textContent).toContain('上半场')
  const [goal, card] = within(periods[0]).getAllByTestId('match-event')
  expect(goal.textContent).toContain('进球')
  expect(goal.textContent).toContain('张三（助攻 李四）')
  expect(goal.textContent).toContain('1-0')
  expect(card.textContent).toContain('黄牌')
  expect(within(periods[1]).getByTestId('match-event').textContent).toContain('钱七 换下 赵六')
})

test('a match without events says so', () => {
  render(<LiveEvents groups={[{ period: 1, period_name: '上半场', events: [] }]} />)
  expect(screen.getByText('暂无比赛事件')).toBeTruthy()
})
