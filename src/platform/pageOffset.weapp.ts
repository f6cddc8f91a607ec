import Taro from '@tarojs/taro'

/**
 * Calls back with the distance from the top of the page to the element with this id
 * (mini program: a selector query on the shown page, answered asynchronously). Where the
 * query cannot run (a runtime without layout, such as the simulator) the list keeps
 * assuming it starts at the top, which only shifts its overscan.
 */
export function measurePageTop(id: string, done: (top: number) => void): void {
  const nodes = Taro.createSelectorQuery().select(`#${id}`)
  if (!nodes) return
  nodes
    .boundingClientRect()
    .selectViewport()
    .scrollOffset()
    .exec((res: Array<{ top?: number; scrollTop?: number } | null>) => {
      const rect = res[0]
      if (rect && typeof rect.top === 'number') done(rect.top + (res[1]?.scrollTop ?? 0))
    })
}
