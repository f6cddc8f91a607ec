import Taro from '@tarojs/taro'

/**
 * Calls back with the distance from the top of the page to the element with this id
 * (mini program: a selector query on the shown page, answered asynchronously).
 */
export function measurePageTop(id: string, done: (top: number) => void): void {
  Taro.createSelectorQuery()
    .select(`#${id}`)
    .boundingClientRect()
    .selectViewport()
    .scrollOffset()
    .exec((res: Array<{ top?: number; scrollTop?: number } | null>) => {
      const rect = res[0]
      if (rect && typeof rect.top === 'number') done(rect.top + (res[1]?.scrollTop ?? 0))
    })
}
