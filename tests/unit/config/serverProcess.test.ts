import fs from 'node:fs'
import path from 'node:path'
import { serverEnv } from '../../../scripts/serverProcess'

const root = path.resolve(__dirname, '../../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

/** every text file under `dir` (recursively), as paths from the root */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name)
    if (e.isDirectory()) return filesUnder(rel)
    return /\.(ts|tsx|js|mjs|cjs)$/.test(e.name) ? [rel] : []
  })
}

/** issue 35 item 4: memory freed by a burst of pictures goes back, because the server always starts with few malloc arenas */
describe('how the server process starts (scripts/serverProcess.js)', () => {
  it('gives the server two malloc arenas unless the operator set another number', () => {
    const saved = process.env.MALLOC_ARENA_MAX
    try {
      delete process.env.MALLOC_ARENA_MAX
      expect(serverEnv().MALLOC_ARENA_MAX).toBe('2')
      expect(serverEnv({ PORT: '1' }).PORT).toBe('1')
      process.env.MALLOC_ARENA_MAX = '4'
      expect(serverEnv().MALLOC_ARENA_MAX).toBe('4')
    } finally {
      if (saved === undefined) delete process.env.MALLOC_ARENA_MAX
      else process.env.MALLOC_ARENA_MAX = saved
    }
  })

  it('is the one way `npm run server`, `npm start`, the browser suites and the benches start it', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts
    expect(scripts.server).toBe('node scripts/serverProcess.js')
    // any other file that names the entry point as a command starts the server past the launcher
    const starters = [...filesUnder('scripts'), ...filesUnder('tests')].filter((f) => /'mocks\/server\.ts'\]/.test(read(f)))
    expect(starters).toEqual(['scripts/serverProcess.js'])
    for (const f of ['scripts/start.js', 'tests/e2e/serverProcess.js', 'scripts/bench/standInProcess.ts', 'scripts/bench-abuse.ts', 'scripts/bench-live.ts', 'scripts/bench-server.ts', 'tests/server/security.test.ts', 'tests/server/db.integrity.test.ts', 'tests/server/db.storageSetting.test.ts']) {
      expect(`${f}: ${/spawnServer\(|SERVER_ARGS/.test(read(f))}`).toBe(`${f}: true`)
    }
  })
})
