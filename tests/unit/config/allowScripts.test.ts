// npm 11 lists dependencies whose install scripts package.json#allowScripts does not name, and npm 12
// skips those scripts: a fresh install would leave better-sqlite3 unbuilt. The field names every
// package of the lock that has install scripts, allowing exactly the ones the project needs.
import { readFileSync } from 'fs'
import { join } from 'path'

const root = join(__dirname, '../../..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> }
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { hasInstallScript?: boolean }>
}

/** the scripts the project runs on: the database driver's native build, and the build tools' binaries */
const NEEDED = ['@swc/core', 'better-sqlite3', 'esbuild']

const withInstallScripts = [...new Set(Object.entries(lock.packages)
  .filter(([, entry]) => entry.hasInstallScript)
  .map(([location]) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length)))].sort()

describe('package.json#allowScripts', () => {
  it('names every package of the lock with install scripts, and no other', () => {
    expect(Object.keys(pkg.allowScripts ?? {}).sort()).toEqual(withInstallScripts)
  })

  it('allows exactly the scripts the project needs (the rest, such as a banner or a call home, stay off)', () => {
    const allowed = Object.entries(pkg.allowScripts ?? {}).filter(([, on]) => on === true).map(([name]) => name).sort()
    expect(allowed).toEqual(NEEDED)
    expect(Object.values(pkg.allowScripts ?? {}).every((v) => typeof v === 'boolean')).toBe(true)
  })
})
