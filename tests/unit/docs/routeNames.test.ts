import fs from 'node:fs'
import path from 'node:path'
import { ROUTES } from '@/navigation/routes'

// docs/product/routes.md maps every page path to the name the code opens it by: the two stay equal
it('names every page in docs/product/routes.md as src/navigation/routes.ts does', () => {
  const doc = fs.readFileSync(path.resolve(__dirname, '../../../docs/product/routes.md'), 'utf8')
  const documented = Object.fromEntries([...doc.matchAll(/^\| `(pages\/[^`]+)` \| `(\w+)` \|/gm)].map((m) => [m[2], m[1]]))
  expect(documented).toEqual({ ...ROUTES })
})
