import fs from 'node:fs'
import path from 'node:path'
import { features } from '../../mocks/features'
import { Router } from '../../mocks/http/router'

/**
 * One name per thing: every endpoint of the contract sits in `types/api/<feature>.ts` or
 * `types/api/<feature>.<topic>.ts`, named for the stand-in feature that serves it, so a path is found
 * under the same name in the contract, the stand-in and the app. Wire paths never change for this:
 * only which file holds the entry.
 */
const API_DIR = path.resolve(__dirname, '../../types/api')

/** the stand-in feature that registers each path */
function servingFeature(): Map<string, string> {
  const served = new Map<string, string>()
  for (const f of features) {
    const r = new Router()
    f.routes(r)
    for (const p of r.routes.keys()) served.set(p, f.name)
  }
  return served
}

/** each contract file's endpoint paths (its table is the export named `…Endpoints`) */
async function pathsByFile(): Promise<Map<string, string[]>> {
  const byFile = new Map<string, string[]>()
  for (const file of fs.readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
    const mod = (await import(path.join(API_DIR, file))) as Record<string, unknown>
    const tables = Object.entries(mod).filter(([name]) => name.endsWith('Endpoints'))
    byFile.set(file, tables.flatMap(([, table]) => Object.keys(table as object)))
  }
  return byFile
}

it('puts every endpoint in a contract file named for the feature that serves it', async () => {
  const served = servingFeature()
  const misplaced: string[] = []
  let count = 0
  for (const [file, paths] of await pathsByFile()) {
    for (const p of paths) {
      count += 1
      const feature = served.get(p)
      if (file.split('.')[0] !== feature) misplaced.push(`${p}: in ${file}, served by ${feature ?? 'no feature'}`)
    }
  }
  expect(misplaced).toEqual([])
  expect(count).toBe(served.size)
})
