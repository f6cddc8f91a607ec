import { endpoints } from '../../types/api'
import { EXTENSION_PATHS } from '../../types/contract-parts'
import { startTestServer, type TestServer } from './helpers'

/** EXTENSIONS=off: the stand-in as a backend built from the product specification alone would answer */
describe('EXTENSIONS=off', () => {
  let off: TestServer
  let on: TestServer
  beforeAll(async () => {
    off = await startTestServer({ env: { EXTENSIONS: 'off' } })
    on = await startTestServer()
  })
  afterAll(async () => {
    await off.close()
    await on.close()
  })

  it('answers every extension endpoint as an unknown path (404 with the envelope), the probe included', async () => {
    for (const path of EXTENSION_PATHS) {
      const res = await off.call(path, {})
      expect({ path, status: res.status, code: res.code }).toEqual({ path, status: 404, code: 404 })
    }
    const probe = await on.call<{ endpoints: string[] }>('api/index/extensions')
    expect(probe.data.endpoints).toEqual([...EXTENSION_PATHS])
  })

  it('still serves the specification endpoints', async () => {
    const specPaths = Object.entries(endpoints).filter(([, def]) => def.part === 'spec').map(([p]) => p)
    expect(specPaths).toHaveLength(126)
    for (const path of ['api/User/w', 'api/index/shuju', 'api/game/basics_list_of_continents']) {
      const res = await off.call(path, path === 'api/index/shuju' ? { content: 'VER' } : {})
      expect({ path, status: res.status }).toEqual({ path, status: 200 })
    }
  })

  it('refuses the extension surfaces (push channel, upload, thumbnails, share pictures, posters, virtual payment) and keeps the pictures and the cashier', async () => {
    const status = async (server: TestServer, method: 'GET' | 'POST', url: string) => (await server.app.inject({ method, url })).statusCode
    const refused = async (server: TestServer, method: 'GET' | 'POST', url: string) => {
      const res = await server.app.inject({ method, url })
      return res.statusCode === 404 && String((res.json() as { msg?: string }).msg).startsWith('接口不存在')
    }
    const upgrade = { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' }
    expect((await off.app.inject({ method: 'GET', url: '/ws', headers: upgrade })).statusCode).toBe(404)
    for (const [method, url] of [['POST', '/api/user/upload'], ['GET', '/uploads/a.png?w=80'], ['GET', '/share/card/match/1.png'], ['GET', '/share/poster/match/1.png'], ['POST', '/xpay/notify']] as const) {
      expect({ url, refused: await refused(off, method, url) }).toEqual({ url, refused: true })
      // the whole stand-in has a route there (its answer may be a refusal of the empty request, never "unknown path")
      expect({ url, refused: await refused(on, method, url) }).toEqual({ url, refused: false })
    }
    // an original picture is asked for as on any backend (missing here: 404 from its own route, not refused up front)
    expect((await off.app.inject({ method: 'GET', url: '/uploads/missing.png' })).json()).not.toMatchObject({ msg: expect.stringContaining('接口不存在') })
    expect(await status(off, 'GET', '/cashier/result')).not.toBe(404)
  })
})
