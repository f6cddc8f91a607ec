import { Text } from '@tarojs/components'
import { act, fireEvent, render, screen } from '@testing-library/react'
import ResourceView from '@/components/states/ResourceView'
import { ResourceModel } from '@/stores/models/ResourceModel'

/** a fetcher answering from a queue of results (a value, or an Error to fail with) */
function queued(...answers: Array<string[] | Error>) {
  const fetcher = jest.fn(async () => {
    const next = answers.shift()
    if (next instanceof Error) throw next
    return next ?? []
  })
  return fetcher
}

function renderModel(model: ResourceModel<string[]>) {
  return render(
    <ResourceView model={model} isEmpty={(l) => l.length === 0} emptyText='暂无积分'>
      {(list) => <Text data-testid='content'>{list.join(',')}</Text>}
    </ResourceView>,
  )
}

test('loading, then the content', async () => {
  const model = new ResourceModel(queued(['曼城', '阿森纳']))
  renderModel(model)
  expect(screen.getByTestId('state-loading')).toBeTruthy()
  await act(() => model.load())
  expect(screen.getByTestId('content').textContent).toBe('曼城,阿森纳')
})

test('a first load that fails shows the reason with 重试, which loads again', async () => {
  const model = new ResourceModel(queued(new Error('请求失败'), ['曼城']))
  renderModel(model)
  await act(() => model.load())
  expect(screen.getByTestId('state-error').textContent).toContain('请求失败')
  await act(async () => void fireEvent.click(screen.getByText('重试')))
  expect(screen.getByTestId('content').textContent).toBe('曼城')
})

test('a refresh that fails keeps what was shown and says so; a tap retries', async () => {
  const fetcher = queued(['曼城'], new Error('请求失败'), ['曼城', '利物浦'])
  const model = new ResourceModel(fetcher)
  renderModel(model)
  await act(() => model.load())
  await act(() => model.load())
  expect(screen.getByTestId('content').textContent).toBe('曼城')
  expect(screen.getByTestId('refresh-failed').textContent).toBe('刷新失败：请求失败，点击重试')
  await act(async () => void fireEvent.click(screen.getByTestId('refresh-failed')))
  expect(screen.queryByTestId('refresh-failed')).toBeNull()
  expect(screen.getByTestId('content').textContent).toBe('曼城,利物浦')
  expect(fetcher).toHaveBeenCalledTimes(3)
})

test('nothing to show: the empty text', async () => {
  const model = new ResourceModel(queued([]))
  renderModel(model)
  await act(() => model.load())
  expect(screen.getByTestId('state-empty').textContent).toContain('暂无积分')
})

test('a new fetcher drops the old value at once, and a slower old answer is ignored', async () => {
  let answerOld: (v: string[]) => void = () => undefined
  const model = new ResourceModel<string[]>(() => new Promise((r) => (answerOld = r)))
  renderModel(model)
  const old = model.load()
  const fresh = model.setFetcher(async () => ['第 2 轮'])
  expect(model.data).toBeNull()
  await act(() => fresh)
  answerOld(['第 1 轮'])
  await act(() => old)
  expect(screen.getByTestId('content').textContent).toBe('第 2 轮')
})

test('a placeholder stands in for the spinner during the first load, then the content replaces it', async () => {
  const model = new ResourceModel(queued(['曼城']))
  render(
    <ResourceView model={model} placeholder={<Text data-testid='rows-placeholder'>…</Text>}>
      {(list) => <Text data-testid='content'>{list.join(',')}</Text>}
    </ResourceView>,
  )
  expect(screen.getByTestId('rows-placeholder')).toBeTruthy()
  expect(screen.queryByTestId('state-loading')).toBeNull()
  await act(() => model.load())
  expect(screen.queryByTestId('rows-placeholder')).toBeNull()
  expect(screen.getByTestId('content').textContent).toBe('曼城')
})
