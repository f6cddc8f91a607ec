import { act, fireEvent, render, screen } from '@testing-library/react'
import { Text } from '@tarojs/components'
import type { Paged } from '@contract/common'
import ListView from '@/components/states/ListView'
import { ListModel } from '@/stores/models/ListModel'
import { deferred, type Deferred } from '../setup/deferred'

interface Match {
  id: number
  name: string
}

const page = (list: Match[], hasMore: boolean): Paged<Match> => ({ list, page: 1, limit: 2, total: 9, has_more: hasMore })

/** a list whose requests the test answers one by one */
function setup(emptyText?: string) {
  const answers: Deferred<Paged<Match>>[] = []
  const model = new ListModel<Match>(() => {
    const answer = deferred<Paged<Match>>()
    answers.push(answer)
    return answer.promise
  }, 2)
  render(
    <ListView
      model={model}
      keyOf={(m) => m.id}
      renderItem={(m) => <Text>{m.name}</Text>}
      emptyText={emptyText}
      header={<Text>筛选栏</Text>}
    />,
  )
  /** answers request `i` and lets the list re-render */
  const settle = async (i: number, outcome: Paged<Match> | Error) => {
    await act(async () => {
      if (outcome instanceof Error) answers[i].reject(outcome)
      else answers[i].resolve(outcome)
    })
  }
  return { model, answers, settle }
}

const footer = () => screen.getByTestId('load-state').textContent

describe('ListView', () => {
  it('shows loading under the header until the first page answers', () => {
    const { model } = setup()
    act(() => void model.refresh())
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    expect(screen.getByText('筛选栏')).toBeTruthy()
  })

  it('shows the rows and 上拉加载更多 while there are more', async () => {
    const { model, settle } = setup()
    act(() => void model.refresh())
    await settle(0, page([{ id: 1, name: '皇马 vs 巴萨' }, { id: 2, name: '国米 vs 米兰' }], true))
    expect(screen.getByText('皇马 vs 巴萨')).toBeTruthy()
    expect(screen.getByText('国米 vs 米兰')).toBeTruthy()
    expect(screen.queryByTestId('state-loading')).toBeNull()
    expect(footer()).toBe('上拉加载更多')
  })

  it('tapping the footer loads the next page: 加载中… then the new rows, 没有更多了 at the end', async () => {
    const { model, answers, settle } = setup()
    act(() => void model.refresh())
    await settle(0, page([{ id: 1, name: 'A' }], true))
    fireEvent.click(screen.getByTestId('load-state'))
    expect(footer()).toBe('加载中…')
    expect(answers).toHaveLength(2)
    await settle(1, page([{ id: 2, name: 'B' }], false))
    expect(screen.getByText('A')).toBeTruthy()
    expect(screen.getByText('B')).toBeTruthy()
    expect(footer()).toBe('没有更多了')
  })

  it('shows the empty state with its text, and 刷新 reloads', async () => {
    const { model, answers, settle } = setup('暂无关注的比赛')
    act(() => void model.refresh())
    await settle(0, page([], false))
    expect(screen.getByTestId('state-empty')).toBeTruthy()
    expect(screen.getByText('暂无关注的比赛')).toBeTruthy()
    fireEvent.click(screen.getByText('刷新'))
    expect(answers).toHaveLength(2)
    expect(screen.getByTestId('state-loading')).toBeTruthy()
  })

  it('shows a first-page error with 重试, which loads again', async () => {
    const { model, answers, settle } = setup()
    act(() => void model.refresh())
    await settle(0, new Error('网络不给力'))
    expect(screen.getByTestId('state-error')).toBeTruthy()
    expect(screen.getByText('网络不给力')).toBeTruthy()
    fireEvent.click(screen.getByText('重试'))
    expect(answers).toHaveLength(2)
    expect(screen.getByTestId('state-loading')).toBeTruthy()
    await settle(1, page([{ id: 1, name: 'A' }], false))
    expect(screen.getByText('A')).toBeTruthy()
  })

  it('keeps the rows when a later page fails, and the footer offers the retry', async () => {
    const { model, answers, settle } = setup()
    act(() => void model.refresh())
    await settle(0, page([{ id: 1, name: 'A' }], true))
    act(() => void model.loadMore())
    await settle(1, new Error('请求失败'))
    expect(screen.getByText('A')).toBeTruthy()
    expect(footer()).toBe('请求失败，点击重试')
    fireEvent.click(screen.getByTestId('load-state'))
    expect(answers).toHaveLength(3)
  })
})
