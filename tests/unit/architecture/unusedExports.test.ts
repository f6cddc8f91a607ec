import { findUnusedExports } from '../../../scripts/unusedExports'

/**
 * No export of the app, the contract, the stand-in or the scripts is used nowhere: a name nobody
 * imports is dead code (delete it) or belongs to its own file (drop `export`). `npx tsx
 * scripts/unusedExports.ts` lists them. Reading the whole program with the type checker takes about 11 s
 * of one core on a quiet machine, several times that on a busy one.
 */

/** deliberate exports nothing imports, each with why */
const ALLOWED = new Set([
  // a compile-time equality check: the type checker evaluates it, and exporting it keeps noUnusedLocals quiet
  'types/contract-parts.ts: ExtensionPathsAreTheTable',
  // the messages a client may send on the live channel: the wire protocol written down for another backend
  'types/live.ts: LiveClientMessage',
  // the H5 first screens' renderer: the stand-in bundles this file with esbuild and reads the export off the bundle (mocks/http/h5FirstScreenRenderer.ts)
  'src/firstScreen/index.tsx: firstScreenRenderer',
])

it('finds no export that nothing uses', () => {
  const dead = findUnusedExports()
    .filter((u) => u.kind === 'dead')
    .map((u) => `${u.file}: ${u.name}`)
  expect(dead.filter((d) => !ALLOWED.has(d))).toEqual([])
}, 600_000)
