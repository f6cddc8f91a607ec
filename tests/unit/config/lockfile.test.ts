// `npm ci` refuses a lock in which a package names a dependency that the lock does not hold.
// @tarojs/binding names platform packages for other systems that the registry does not publish
// (404), so the lock keeps only the ones it holds; this test catches a regenerated lock that
// brings the unpublished names back.
import { readFileSync } from 'fs'
import { join } from 'path'

interface LockEntry {
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  link?: boolean
}

const lock = JSON.parse(readFileSync(join(__dirname, '../../../package-lock.json'), 'utf8')) as {
  lockfileVersion: number
  packages: Record<string, LockEntry>
}

/** Node's lookup: the package's own node_modules, then each enclosing one up to the root. */
function resolvesFrom(location: string, name: string): boolean {
  let dir = location
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`
    if (lock.packages[candidate]) return true
    if (!dir) return false
    const cut = dir.lastIndexOf('/node_modules/')
    dir = cut < 0 ? '' : dir.slice(0, cut)
  }
}

describe('package-lock.json', () => {
  it('is a v3 lock', () => {
    expect(lock.lockfileVersion).toBe(3)
  })

  it('holds every dependency and optional dependency that its packages name (what npm ci checks)', () => {
    const missing: string[] = []
    for (const [location, entry] of Object.entries(lock.packages)) {
      if (entry.link) continue
      const named = { ...entry.dependencies, ...entry.optionalDependencies }
      for (const name of Object.keys(named)) {
        if (!resolvesFrom(location, name)) missing.push(`${location || '(root)'} → ${name}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('keeps @tarojs/binding to the platform package that is published and locked', () => {
    const binding = lock.packages['node_modules/@tarojs/binding']
    expect(Object.keys(binding.optionalDependencies ?? {})).toEqual(['@tarojs/binding-linux-x64-gnu'])
  })
})
