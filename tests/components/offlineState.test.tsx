import { Text } from '@tarojs/components'
import { act, fireEvent, render, screen } from '@testing-library/react'
import PageShell from '@/components/layout/PageShell'
import ResourceView from '@/components/states/ResourceView'
import ListView from '@/components/states/ListView'
import { ResourceModel } from '@/stores/models/ResourceModel'
import { ListModel } from '@/stores/models/ListModel'
import { ApiError } from '@/services/apiError'
import { network } from '@/stores/networkStatus'

const offline = () => new ApiError('network', '请求失败')
let online = false

/** a page with two resources and a list, all from a server that is out of reach until `online` */
function makeModels() {
  const standings = new ResourceModel(jest.fn(async () => (online ? ['曼城'] : Promise.reject(offline()))))
  const scorers = new ResourceModel(jest.fn(async () => (online ? ['哈兰德'] : Promise.reject(offline()))))
  const news = new ListModel<string>(jest.fn(async () => (online ? { list: ['快讯'], page: 1, limit: 20, total: 1, has_more: false } : Promise.reject(offline()))))
  return { standings, scorers, news }
}

function Page({ m }: { m: ReturnType<typeof makeModels> }) {
  return (
    <PageShell title='联赛'>
      <ResourceView model={m.standings}>{(l) => <Text data-testid='standings'>{l.join(',')}</Text>}</ResourceView>
      <ResourceView model={m.scorers}>{(l) => <Text data-testid='scorers'>{l.join(',')}</Text>}</ResourceView>
      <ListView model={m.news} keyOf={(s) => s} renderItem={(s) => <Text>{s}</Text>} />
    </PageShell>
  )
}

beforeEach(() => {
  online = false
  act(() => network.setDeviceOnline(true))
})

test('offline, a page shows one 网络不可用 with 重试 instead of an error in each view; 重试 loads them all', async () => {
  const m = makeModels()
  render(<Page m={m} />)
  await act(async () => void (await Promise.all([m.standings.load(), m.scorers.load(), m.news.refresh()])))
  expect(screen.getAllByTestId('state-offline')).toHaveLength(1)
  expect(screen.getByTestId('state-offline').textContent).toContain('网络不可用')
  expect(screen.queryByTestId('state-error')).toBeNull()
  expect(screen.queryByText('请求失败')).toBeNull()

  online = true
  await act(async () => void fireEvent.click(screen.getByText('重试')))
  await act(async () => undefined)
  expect(screen.queryByTestId('state-offline')).toBeNull()
  expect(screen.getByTestId('standings').textContent).toBe('曼城')
  expect(screen.getByTestId('scorers').textContent).toBe('哈兰德')
  expect(screen.getByText('快讯')).toBeTruthy()
})

test('the device losing its network shows the same one state over what is on screen; its return reloads what failed', async () => {
  online = true
  const m = makeModels()
  render(<Page m={m} />)
  await act(async () => void (await m.standings.load()))
  act(() => network.setDeviceOnline(false))
  expect(screen.getAllByTestId('state-offline')).toHaveLength(1)
  expect(screen.getByTestId('standings').textContent).toBe('曼城')
  act(() => network.setDeviceOnline(true))
  expect(screen.queryByTestId('state-offline')).toBeNull()
})

test('a server error that is not the network keeps its own message in its view', async () => {
  const model = new ResourceModel(jest.fn(async () => Promise.reject(new ApiError('business', '赛季不存在'))))
  render(
    <PageShell title='联赛'>
      <ResourceView model={model}>{() => null}</ResourceView>
    </PageShell>,
  )
  await act(() => model.load())
  expect(screen.getByTestId('state-error').textContent).toContain('赛季不存在')
  expect(screen.queryByTestId('state-offline')).toBeNull()
})
