import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { buildOpenApi } from '../../../scripts/contract/openapi'
import { endpoints } from '../../../types/api'
import type { EndpointDef } from '../../../types/endpoint'

const committed = path.resolve(__dirname, '../../../docs/api/openapi.json')

describe('docs/api/openapi.json', () => {
  const built = buildOpenApi()

  it('equals what `npm run contract:openapi` writes now', () => {
    expect(JSON.parse(fs.readFileSync(committed, 'utf8'))).toEqual(JSON.parse(JSON.stringify(built)))
  })

  it('is a valid OpenAPI 3.1 document', () => {
    const run = spawnSync(process.execPath, [path.resolve(__dirname, '../../../scripts/contract/validateOpenApi.mjs'), committed], { encoding: 'utf8' })
    const result = JSON.parse(run.stdout) as { valid: boolean; version: string; errors: unknown[] }
    expect(result.errors).toEqual([])
    expect(result.valid).toBe(true)
    expect(result.version).toBe('3.1')
  }, 30_000)

  it('describes every endpoint with its part and methods, and the uploads as multipart', () => {
    const paths = built.paths as Record<string, Record<string, { 'x-contract-part': string; tags: string[] }>>
    for (const [p, def] of Object.entries(endpoints as Record<string, EndpointDef>)) {
      const item = paths[`/${p}`]
      const methods = Object.keys(item).sort()
      const want = def.method === 'GET' ? ['get'] : def.method === 'POST' ? ['post'] : ['get', 'post']
      expect(methods).toEqual(want)
      for (const m of methods) {
        expect(item[m]['x-contract-part']).toBe(def.part)
        expect(item[m].tags).toEqual([def.part])
      }
    }
    expect(JSON.stringify(paths['/api/user/upload'])).toContain('multipart/form-data')
    expect(JSON.stringify(built['x-surfaces'])).toContain('/ws')
  })
})
