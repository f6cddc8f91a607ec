import { render, screen, within } from '@testing-library/react'
import type { MatchPredictionRow } from '@contract/prediction'
import PredictionRow, { LOCKED_PICK_TEXT } from '@/features/experts/components/PredictionRow'
import { expertFixture, predictionFixture } from './predictionFixtures'

const row = () => screen.getByTestId('prediction-row-11')
const part = (testId: string) => within(row()).queryByTestId(testId)

function renderRow(over: Partial<MatchPredictionRow> = {}) {
  return render(<PredictionRow prediction={predictionFixture(over)} />)
}

test('a free prediction shows the expert, the play, the headline, its pick and odds, and 免费', () => {
  renderRow()
  expect(row().textContent).toContain('老刘看球')
  expect(row().textContent).toContain('英超资深分析师')
  // the record counts every settled result (pushes named when there are any)
  expect(part('prediction-hit-rate')?.textContent).toBe('近20场 13中 7黑')
  expect(part('prediction-streak')?.textContent).toBe('5连红')
  expect(part('prediction-play')?.textContent).toBe('胜平负')
  expect(row().textContent).toContain('主队近况火热，看好主胜')
  expect(part('prediction-pick')?.textContent).toContain('主胜')
  expect(part('prediction-odds')?.textContent).toBe('@1.85')
  expect(part('prediction-locked')).toBeNull()
  expect(part('prediction-time')?.textContent).toBe('2小时前')
  expect(part('prediction-price')?.textContent).toBe('免费')
  // not settled yet: no badge
  expect(part('prediction-result')).toBeNull()
})

test('a paid prediction whose pick is hidden shows its price and the lock hint, and offers nothing to buy', () => {
  renderRow({ price: 18, pick_text: null, odds: null, play: 'handicap', analysis_teaser: '近况方面，主队近5场4胜1平0负，正处4连胜；客队…' })
  expect(part('prediction-price')?.textContent).toBe('18金币')
  expect(part('prediction-teaser')?.textContent).toBe('近况方面，主队近5场4胜1平0负，正处4连胜；客队…')
  expect(part('prediction-locked')?.textContent).toBe(LOCKED_PICK_TEXT)
  expect(part('prediction-pick')).toBeNull()
  expect(part('prediction-odds')).toBeNull()
  expect(part('prediction-play')?.textContent).toBe('让球')
  // buying comes with the purchase flow: no button pretends to sell
  expect(row().textContent).not.toMatch(/购买|支付|解锁|立即查看/)
})

test.each([
  [1, '红', 'hit'],
  [2, '黑', 'miss'],
  [3, '走', 'push'],
] as const)('a settled prediction (win_or_not %i) shows %s', (winOrNot, text, modifier) => {
  renderRow({ win_or_not: winOrNot, play: 'overUnder', pick_text: '大 2.5' })
  expect(part('prediction-result')?.textContent).toBe(text)
  expect(part('prediction-result')?.className).toContain(`prediction-row__result--${modifier}`)
  expect(part('prediction-play')?.textContent).toBe('大小球')
})

test('a streak shows from 2 in a row, not below', () => {
  const { rerender } = renderRow({ expert: expertFixture({ streak: 2 }) })
  expect(part('prediction-streak')?.textContent).toBe('2连红')
  rerender(<PredictionRow prediction={predictionFixture({ expert: expertFixture({ streak: 1 }) })} />)
  expect(part('prediction-streak')).toBeNull()
  rerender(<PredictionRow prediction={predictionFixture({ expert: expertFixture({ streak: 0 }) })} />)
  expect(part('prediction-streak')).toBeNull()
})

test('the record names how few predictions it covers and its pushes, and says so when none settled', () => {
  const { rerender } = renderRow({ expert: expertFixture({ settled: 5, hit_rate: 75, record: { window: 20, settled: 5, hits: 3, pushes: 1, misses: 1, hit_rate: 75 } }) })
  expect(part('prediction-hit-rate')?.textContent).toBe('近5场 3中 1走 1黑')
  rerender(<PredictionRow prediction={predictionFixture({ expert: expertFixture({ settled: 0, hit_rate: 0, streak: 0, record: { window: 20, settled: 0, hits: 0, pushes: 0, misses: 0, hit_rate: 0 } }) })} />)
  expect(part('prediction-hit-rate')?.textContent).toBe('暂无战绩')
})

test('no avatar shows the default one with the first character; an avatar URL shows the picture', () => {
  const { rerender } = renderRow()
  expect(part('avatar-default')?.textContent).toBe('老')
  rerender(<PredictionRow prediction={predictionFixture({ expert: expertFixture({ avatar: 'https://img.example.com/a.png' }) })} />)
  expect(part('avatar-default')).toBeNull()
  expect(part('avatar-image')).not.toBeNull()
})
