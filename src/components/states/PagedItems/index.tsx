import { Text, View } from '@tarojs/components'
import { Fragment, useEffect, useState, type ReactNode } from 'react'
import { scrollToElement } from '@/platform/pageScroll'
import './index.scss'

interface Props<T> {
  items: readonly T[]
  keyOf: (item: T) => string | number
  renderItem: (item: T, index: number) => ReactNode
  /** items per page */
  pageSize: number
  /** distinct id of the list on its page: a new page scrolls back to its top */
  listId: string
}

/**
 * A list whose items have no fixed height (WindowedList needs one) shown a page at a time, with
 * 上一页 / 下一页 under it: a day of 80 calculator cards stays far below the mini program's 1,000
 * WXML nodes and 60 children a parent (tests/weapp/experienceAudit.ts). Fewer items than a
 * page: the items alone, no pager.
 */
export default function PagedItems<T>({ items, keyOf, renderItem, pageSize, listId }: Props<T>) {
  const pages = Math.max(1, Math.ceil(items.length / pageSize))
  const [page, setPage] = useState(0)
  // a new list (another day or lottery) starts on its first page
  useEffect(() => setPage(0), [items])
  const current = Math.min(page, pages - 1)
  const go = (to: number) => {
    setPage(to)
    scrollToElement(`#${listId}`)
  }
  const from = current * pageSize
  return (
    <View id={listId} className='paged-items'>
      {items.slice(from, from + pageSize).map((item, i) => (
        <Fragment key={keyOf(item)}>{renderItem(item, from + i)}</Fragment>
      ))}
      {pages > 1 ? (
        <View className='paged-items__pager' data-testid={`${listId}-pager`}>
          <Text className={`paged-items__button ${current === 0 ? 'paged-items__button--off' : ''}`} onClick={() => current > 0 && go(current - 1)}>
            上一页
          </Text>
          <Text className='paged-items__where'>{`${from + 1}–${Math.min(items.length, from + pageSize)} / 共 ${items.length}`}</Text>
          <Text className={`paged-items__button ${current === pages - 1 ? 'paged-items__button--off' : ''}`} onClick={() => current < pages - 1 && go(current + 1)}>
            下一页
          </Text>
        </View>
      ) : null}
    </View>
  )
}
