import fs from 'node:fs'
import path from 'node:path'

/**
 * The build inlines only the TARO_APP_* names `.env` defines; one it does not is left as
 * `process.env.X`, and H5 has no `process`: the whole app stops with a ReferenceError on load.
 */
const root = path.resolve(__dirname, '../../..')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(p)
    return /\.(ts|tsx)$/.test(e.name) ? [p] : []
  })
}

test('every TARO_APP_* the app reads is defined in .env', () => {
  const defined = new Set(fs.readFileSync(path.join(root, '.env'), 'utf8').split('\n').map((l) => /^(TARO_APP_\w+)=/.exec(l)?.[1]).filter(Boolean))
  const used = new Map<string, string>()
  for (const file of sourceFiles(path.join(root, 'src'))) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/process\.env\.(TARO_APP_\w+)/g)) used.set(m[1], path.relative(root, file))
  }
  expect(used.size).toBeGreaterThan(5)
  const missing = [...used].filter(([name]) => !defined.has(name)).map(([name, file]) => `${name} (${file})`)
  expect(missing).toEqual([])
})
