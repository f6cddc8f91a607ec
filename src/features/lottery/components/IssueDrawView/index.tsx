import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import IssueStrip, { type IssueChip } from '@/features/lottery/components/IssueStrip'
import { ResultBalls } from '@/features/lottery/components/LotteryCard'
import ResourceView from '@/components/states/ResourceView'
import StateView from '@/components/states/StateView'
import type { IssueDraw } from '@/features/lottery/stores/lotteryDrawsStore'
import './index.scss'

interface Props<I, D> {
  draws: IssueDraw<I, D>
  chipOf: (issue: I) => IssueChip
  children: (draw: D) => ReactNode
  isEmpty?: (draw: D) => boolean
  emptyText?: string
}

/**
 * An issue page's body: the issue strip, then the chosen issue's draw with its load states.
 * With no issue chosen yet, the issue list's own states (loading, none, error with 重试).
 */
function IssueDrawView<I, D>({ draws, chipOf, children, isEmpty, emptyText }: Props<I, D>) {
  const { issues, selected } = draws
  if (selected === null) {
    if (draws.noIssues) return <StateView kind='empty' text='暂无期号' onRetry={() => void draws.load()} />
    if (issues.error) return <StateView kind='error' text={issues.error} onRetry={() => void draws.load()} />
    return <StateView kind='loading' />
  }
  return (
    <>
      <IssueStrip model={issues} chipOf={chipOf} value={selected} onChange={(key) => void draws.select(key)} />
      <ResourceView model={draws.draw} isEmpty={isEmpty} emptyText={emptyText}>
        {children}
      </ResourceView>
    </>
  )
}

export default observer(IssueDrawView) as typeof IssueDrawView

interface SummaryProps {
  /** 胜负彩 第26108期 */
  title: string
  /** the draw time, sales and jackpot, match counts */
  lines: readonly string[]
  balls?: readonly string[]
}

/** the head of a draw: which issue, when it was drawn, the result digits and the money */
export function DrawSummary({ title, lines, balls }: SummaryProps) {
  return (
    <View className='draw-summary' data-testid='draw-summary'>
      <Text className='draw-summary__title'>{title}</Text>
      {lines.map((line) => (
        <Text key={line} className='draw-summary__line'>
          {line}
        </Text>
      ))}
      {balls && <ResultBalls balls={balls} />}
    </View>
  )
}
