import { request, sendExtensionsProbe } from '@/services/request'
import { ApiError } from '@/services/apiError'
import { extensionServed, resetBackendExtensions, setExtensionsProbe, whenExtensionsKnown } from '@/services/backendExtensions'
import { BackendStore } from '@/stores/backendStore'
import { httpAnswer, spyOnTaro, toastTitles, type TaroSpies } from '../../setup/taroSpies'

let taro: TaroSpies
beforeEach(() => {
  resetBackendExtensions()
  taro = spyOnTaro()
})
afterEach(() => {
  resetBackendExtensions()
  jest.restoreAllMocks()
})

const pathOf = (call: unknown[]) => String((call[0] as { url: string }).url).replace(/^.*?\/(api\/)/, '$1')
const askedPaths = () => taro.request.mock.calls.map(pathOf)
/** a backend: the probe's answer, then every other path answers as `others` says */
function backend(probe: { status: number; body?: unknown }, others: (path: string) => { status: number; body: unknown }) {
  taro.request.mockImplementation(((opts: { url: string }) => {
    const path = pathOf([opts])
    if (path === 'api/index/extensions') return Promise.resolve(httpAnswer(probe.body ?? { code: 404, msg: 'not found' }, probe.status))
    const a = others(path)
    return Promise.resolve(httpAnswer(a.body, a.status))
  }) as never)
}
const ok = (data: unknown) => ({ status: 200, body: { code: 1, msg: '', data } })

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p
  } catch (e) {
    return e as ApiError
  }
  throw new Error('expected a rejection')
}

describe('a backend with the specification part only', () => {
  beforeEach(() => {
    backend({ status: 404 }, (path) => (path.startsWith('api/Game/team_') ? { status: 404, body: 'Not Found' } : ok({ pay: true })))
    setExtensionsProbe(sendExtensionsProbe)
  })

  it('is asked once; an extension call is then never sent, rejects as unavailable, and toasts nothing', async () => {
    const [a, b] = await Promise.all([
      rejection(request('api/Game/team_home', { team_id: 1 })),
      rejection(request('api/Game/team_squad', { team_id: 1 })),
    ])
    expect([a.kind, b.kind]).toEqual(['unavailable', 'unavailable'])
    expect(askedPaths()).toEqual(['api/index/extensions'])
    expect(toastTitles(taro)).toEqual([])
  })

  it('still serves every specification endpoint as before', async () => {
    await expect(request('api/User/w', {})).resolves.toEqual({ pay: true })
    expect(askedPaths()).toEqual(['api/User/w'])
  })
})

describe('a backend that serves the extensions', () => {
  it('calls them once the probe has answered, and marks one missing for the session when it answers 404', async () => {
    backend(ok({ endpoints: ['api/Game/team_home', 'api/Game/team_squad'], surfaces: ['ws'] }), (path) =>
      path === 'api/Game/team_squad' ? { status: 404, body: 'Not Found' } : ok({ team: 1 }))
    setExtensionsProbe(sendExtensionsProbe)
    const store = new BackendStore()
    await expect(request('api/Game/team_home', { team_id: 1 })).resolves.toEqual({ team: 1 })
    expect(store.has('ws')).toBe(true)
    expect(store.has('posters')).toBe(false)
    expect((await rejection(request('api/Game/team_squad', { team_id: 1 }))).kind).toBe('unavailable')
    expect(store.lacks('api/Game/team_squad')).toBe(true)
    // not asked again this session
    await rejection(request('api/Game/team_squad', { team_id: 2 }))
    expect(askedPaths().filter((p) => p === 'api/Game/team_squad')).toHaveLength(1)
    expect(toastTitles(taro)).toEqual([])
  })
})

describe('a launch without network', () => {
  it('leaves the extensions unknown and asks again on the next extension call', async () => {
    taro.request.mockRejectedValueOnce(new Error('request:fail'))
    setExtensionsProbe(sendExtensionsProbe)
    await whenExtensionsKnown()
    expect(extensionServed('api/Game/team_home')).toBeUndefined()
    backend(ok({ endpoints: ['api/Game/team_home'], surfaces: [] }), () => ok({ team: 1 }))
    await expect(request('api/Game/team_home', { team_id: 1 }, { silent: true })).resolves.toEqual({ team: 1 })
    expect(extensionServed('api/Game/team_home')).toBe(true)
  })
})
