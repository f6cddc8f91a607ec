import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { features } from '../../mocks/features'

/**
 * The stand-in's one-way feature graph (mocks/features/order.mjs) is a lint error when crossed: each
 * case lints a few lines as if they stood in a file of that folder, with the project's own
 * eslint.config.mjs, and expects the rule to refuse it (or, for the allowed ways, to accept it).
 */
type Case = [name: string, file: string, code: string, rule?: string]

const REFUSED: Case[] = [
  ['a feature reaching into a lower feature’s folders', 'mocks/features/experts/services/probe.ts', "import * as x from '../../match/services/matchView'"],
  ['a feature importing a higher feature', 'mocks/features/match/services/probe.ts', "import * as x from '../../experts'"],
  ['a feature importing one of its own layer', 'mocks/features/lottery/probe.ts', "import * as x from '../community'"],
  ['a feature importing the feature list', 'mocks/features/home/probe.ts', "import * as x from '../index'"],
  ['platform code importing a feature', 'mocks/http/probe.ts', "import * as x from '../features/account'"],
  ['platform code importing the feature list', 'mocks/services/probe.ts', "import * as x from '../features'"],
  ['the wiring reaching into a feature’s folders', 'mocks/server.ts', "import * as x from './features/account/services/accounts'"],
  ['a function over 60 lines', 'mocks/http/probe.ts', `export function x(): number {\n  let n = 0\n${'  n += 1\n'.repeat(60)}  return n\n}`, 'max-lines-per-function'],
]

const ALLOWED: Case[] = [
  ['a feature using a lower feature’s index', 'mocks/features/experts/services/probe.ts', "import * as x from '../../match'"],
  ['home using any feature’s index', 'mocks/features/home/probe.ts', "import * as x from '../lottery'"],
  ['a feature using its own folders', 'mocks/features/match/services/probe.ts', "import * as x from './matchView'"],
  ['a feature using the platform', 'mocks/features/money/services/probe.ts', "import * as x from '../../../http/errors'"],
  ['the wiring using a feature’s index', 'mocks/app.ts', "import * as x from './features/account'"],
  ['a function of 60 lines', 'mocks/http/probe.ts', `export function x(): number {\n  let n = 0\n${'  n += 1\n'.repeat(56)}  return n\n}`, 'max-lines-per-function'],
]

const root = path.resolve(__dirname, '../..')

/** each case's messages of its rule, from one ESLint run over all of them */
function lintAll(): string[][] {
  const cases = [...REFUSED, ...ALLOWED].map(([, file, code, rule]) => ({ file, code, rule }))
  const res = spawnSync(process.execPath, [path.join(root, 'tests/unit/architecture/lintProbe.mjs')], { input: JSON.stringify(cases), encoding: 'utf8', cwd: root })
  if (res.status !== 0) throw new Error(`lint probe failed: ${res.stderr}`)
  return JSON.parse(res.stdout) as string[][]
}

/** the layers the lint rule reads (an ES module: read in a child, as ESLint reads it) */
function featureLayers(): string[][] {
  const script = 'const m = await import(process.argv[1]); process.stdout.write(JSON.stringify(m.FEATURE_LAYERS))'
  const res = spawnSync(process.execPath, ['--input-type=module', '-e', script, pathToFileURL(path.join(root, 'mocks/features/order.mjs')).href], { encoding: 'utf8' })
  if (res.status !== 0) throw new Error(`cannot read mocks/features/order.mjs: ${res.stderr}`)
  return JSON.parse(res.stdout) as string[][]
}

let messages: string[][] = []
beforeAll(() => {
  messages = lintAll()
}, 120_000)

test('the lint rule’s order is the order of the features list', () => {
  expect(featureLayers().flat()).toEqual(features.map((f) => f.name))
})

test.each(REFUSED.map((c, i) => [c[0], i] as const))('refused: %s', (_name, i) => {
  expect(messages[i].length).toBeGreaterThan(0)
})

test.each(ALLOWED.map((c, i) => [c[0], REFUSED.length + i] as const))('allowed: %s', (_name, i) => {
  expect(messages[i]).toEqual([])
})
