import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { windowSize } from '@/platform/windowSize'
import { useAfterFirstRender } from '@/hooks/useAfterFirstRender'
import type { ListModel } from '@/stores/models/ListModel'
import { stripScrollLeft } from '@/utils/stripScroll'
import './index.scss'

export interface IssueChip {
  key: string
  /** 第26108期 */
  label: string
  /** 已开奖, 未开奖, a date */
  note: string
}

interface Props<I> {
  /** the paged issue list; its next page loads from the chip at the end */
  model: ListModel<I>
  chipOf: (issue: I) => IssueChip
  value: string | null
  onChange: (key: string) => void
}

/** a chip's width in design px (750 wide), as in index.scss */
const CHIP_WIDTH = 170
/** chips left of the chosen one, so it sits near the middle */
const CHIPS_BEFORE_CHOSEN = 1

/** a horizontal strip of issues, newest first, with 更早 at the end while older ones remain */
function IssueStrip<I>({ model, chipOf, value, onChange }: Props<I>) {
  const chips = model.items.map(chipOf)
  const scrollLeft = stripScrollLeft(chips.findIndex((c) => c.key === value), CHIP_WIDTH, CHIPS_BEFORE_CHOSEN, windowSize().width)
  // older issues remain, or the list failed (a tap retries it)
  const more = model.error !== null || (model.state !== 'nomore' && model.items.length > 0)
  const animate = useAfterFirstRender()
  return (
    <ScrollView className='issue-strip' scrollX scrollLeft={scrollLeft} scrollWithAnimation={animate}>
      <View className='issue-strip__row'>
        {chips.map((c) => (
          <View
            key={c.key}
            className={`issue-strip__chip ${c.key === value ? 'issue-strip__chip--active' : ''}`}
            data-testid={`issue-${c.key}`}
            aria-selected={c.key === value}
            onClick={() => c.key !== value && onChange(c.key)}
          >
            <Text className={`issue-strip__label ${c.key === value ? 'issue-strip__text--active' : ''}`}>{c.label}</Text>
            <Text className={`issue-strip__note ${c.key === value ? 'issue-strip__text--active' : ''}`}>{c.note}</Text>
          </View>
        ))}
        {more && (
          <View className='issue-strip__chip' data-testid='issue-more' onClick={() => void model.loadMore()}>
            <Text className='issue-strip__label'>{model.busy ? '加载中…' : model.error ? '重试' : '更早'}</Text>
            <Text className='issue-strip__note'>{model.error ? '加载失败' : '期号 ›'}</Text>
          </View>
        )}
      </View>
    </ScrollView>
  )
}

export default observer(IssueStrip) as typeof IssueStrip
