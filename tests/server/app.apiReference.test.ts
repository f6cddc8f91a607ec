import fs from 'node:fs'
import path from 'node:path'
import { startTestServer, type TestServer } from './helpers'

/** the stand-in publishes the contract: the OpenAPI document and a reference page drawn from local files */
describe('the contract reference', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(async () => {
    await server.close()
  })

  it('serves the committed OpenAPI document at /openapi.json', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/openapi.json' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/json')
    const committed = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../docs/api/openapi.json'), 'utf8')) as unknown
    expect(res.json()).toEqual(committed)
  })

  it('serves the reference page and every file it loads from this server, within the page CSP', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api-docs/' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1])
    expect(sources.length).toBeGreaterThanOrEqual(4)
    for (const src of sources) {
      expect(src.startsWith('/api-docs/')).toBe(true)
      const file = await server.app.inject({ method: 'GET', url: src })
      expect({ src, status: file.statusCode }).toEqual({ src, status: 200 })
    }
    expect(page.body).not.toMatch(/<script>(?!<)/)
    const start = await server.app.inject({ method: 'GET', url: '/api-docs/start.js' })
    expect(start.body).toContain("'/openapi.json'")
    expect((await server.app.inject({ method: 'GET', url: '/api-docs/package.json' })).statusCode).toBe(404)
  })
})
