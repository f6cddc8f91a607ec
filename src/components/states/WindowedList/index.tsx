import { usePageScroll } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { measurePageTop } from '@/platform/pageOffset'
import { windowSize } from '@/platform/windowSize'
import { designLength, pxPerDesignPx } from '@/platform/designLength'
import './index.scss'

interface Props<T> {
  items: readonly T[]
  keyOf: (item: T) => string | number
  renderRow: (item: T, index: number) => ReactNode
  /** every row's height in design px (750 wide); rows are laid out at exactly this height */
  rowHeight: number
  /** distinct id of the list on its page, to measure where it starts */
  listId: string
  /** rows rendered beyond each edge of the screen */
  overscan?: number
}

/** the window moves in steps of this many rows, so small scrolls re-render nothing */
const STEP = 8

function screenSize(): { width: number; height: number } {
  const { width, height } = windowSize()
  return { width: width || 375, height: height || 667 }
}

/**
 * A long list of equal-height rows in the page's own scroll (pull-to-refresh and reach-bottom
 * keep working): only the rows near the screen are rendered, spacers stand in for the rest.
 * This keeps a day of 1,000 matches well under the mini program's 1,000-node budget and makes
 * the H5 first screen independent of the list length.
 */
export default function WindowedList<T>({ items, keyOf, renderRow, rowHeight, listId, overscan = 8 }: Props<T>) {
  const screen = useMemo(screenSize, [])
  const rowPx = useMemo(() => rowHeight * pxPerDesignPx(screen.width), [rowHeight, screen])
  // heights as the stylesheets size the rows (rem on H5), so the server-drawn first screen has the same boxes
  const length = (rows: number) => designLength(rows * rowHeight, screen.width)
  const listTop = useRef(0)
  const [first, setFirst] = useState(0)
  const visibleRows = Math.ceil(screen.height / rowPx) + 2 * overscan + STEP

  const moveTo = (scrollTop: number) => {
    const raw = Math.floor((scrollTop - listTop.current) / rowPx) - overscan
    const stepped = Math.max(0, Math.floor(raw / STEP) * STEP)
    setFirst((cur) => (cur === stepped ? cur : stepped))
  }

  // where the list starts on the page (filters and headers above it change it)
  useLayoutEffect(() => {
    measurePageTop(listId, (top) => (listTop.current = top))
  }, [listId, items.length])

  // a new list (another day or filter) starts at its top
  useEffect(() => setFirst(0), [items])

  usePageScroll(({ scrollTop }) => moveTo(scrollTop))

  const start = Math.min(first, Math.max(0, items.length - visibleRows))
  const end = Math.min(items.length, start + visibleRows)
  const shown = items.slice(start, end)
  return (
    <View id={listId} className='windowed-list' style={{ height: length(items.length) }}>
      <View style={{ height: length(start) }} />
      {shown.map((item, i) => (
        <View key={keyOf(item)} className='windowed-list__row' style={{ height: length(1) }}>
          {renderRow(item, start + i)}
        </View>
      ))}
    </View>
  )
}
