import { spawnSync } from 'node:child_process'
import path from 'node:path'

/**
 * The one-way imports of docs/architecture.md are lint errors: each case lints one line of code as if it
 * stood in a file of that folder, with the project's own eslint.config.mjs, and expects the
 * boundary rule to refuse it (or, for the allowed ways, to accept it).
 */
const REFUSED: [string, string, string][] = [
  ['a page importing a service', 'src/pages/index/index.tsx', "import { request as x } from '@/services/request'"],
  ['a page importing a feature service', 'src/pages/index/index.tsx', "import { fetchExperts as x } from '@/features/experts/services/experts'"],
  ['a feature reaching into another feature', 'src/features/lottery/stores/probe.ts', "import x from '@/features/match/components/MatchRow'"],
  ['the same, spelled as a relative path', 'src/features/lottery/stores/probe.ts', "import x from '../../match/components/MatchRow'"],
  ['a feature importing a higher one, even through its index (a cycle)', 'src/features/match/stores/probe.ts', "import { followedExperts as x } from '@/features/experts'"],
  ['a feature importing one of its own layer', 'src/features/lottery/stores/probe.ts', "import { hitRateText as x } from '@/features/experts'"],
  ['platform code importing a store', 'src/platform/probe.ts', "import { rootStore as x } from '@/stores/RootStore'"],
  ['platform code importing a feature', 'src/platform/probe.ts', "import { payGateway as x } from '@/features/money/services/money'"],
  ['shared code importing a feature', 'src/components/layout/probe.ts', "import { MatchRow as x } from '@/features/match'"],
  ['a service importing a store', 'src/features/money/services/probe.ts', "import { rootStore as x } from '@/stores/RootStore'"],
  ['a service importing the UI', 'src/services/probe.ts', "import { toast as x } from '@/components/feedback/toast'"],
  ['a feature importing the app shell', 'src/features/account/stores/probe.ts', "import { installServiceEffects as x } from '@/shell/serviceEffects'"],
  ['a page reaching into a feature model', 'src/pages/index/probe.tsx', "import { HomeModel as x } from '@/features/match/stores/homeModel'"],
  ['a page reaching into a feature component, spelled as a relative path', 'src/pages/index/probe.tsx', "import x from '../../features/account/components/UserCard'"],
  ['the app shell reaching into a feature', 'src/shell/probe.ts', "import { MemberStore as x } from '@/features/account/stores/memberStore'"],
  ['the stand-in importing the app', 'mocks/services/probe.ts', "import { ROUTES as x } from '../../src/navigation/routes'"],
]

const ALLOWED: [string, string, string][] = [
  ['a feature using what another exports on purpose', 'src/features/lottery/stores/probe.ts', "import { MatchRow as x } from '@/features/match'"],
  ['a higher feature using a lower one through its index', 'src/features/money/stores/probe.ts', "import { hitRateText as x } from '@/features/experts'"],
  ['a page using a feature model through its index', 'src/pages/index/probe.tsx', "import { HomeModel as x } from '@/features/match'"],
  ['the first screen\'s stylesheet gathering a feature component\'s styles', 'src/probe.ts', "import './features/match/components/MatchRow/index.scss'"],
  ['RootStore building a feature store it takes by path', 'src/stores/RootStore.ts', "import { MemberStore as x } from '../features/account/stores/memberStore'"],
  ['a feature using the shared layer', 'src/features/money/stores/probe.ts', "import { ListModel as x } from '@/stores/models/ListModel'"],
]

/** the boundary rule's messages for each case, from one ESLint run over all of them */
function lintAll(): string[][] {
  const cases = [...REFUSED, ...ALLOWED].map(([, file, code]) => ({ file, code }))
  const res = spawnSync(process.execPath, [path.join(__dirname, 'lintProbe.mjs')], { input: JSON.stringify(cases), encoding: 'utf8', cwd: path.resolve(__dirname, '../../..') })
  if (res.status !== 0) throw new Error(`lint probe failed: ${res.stderr}`)
  return JSON.parse(res.stdout) as string[][]
}

let messages: string[][] = []
beforeAll(() => {
  messages = lintAll()
}, 120_000)

test.each(REFUSED.map((c, i) => [c[0], i] as const))('refused: %s', (_name, i) => {
  expect(messages[i].length).toBeGreaterThan(0)
})

test.each(ALLOWED.map((c, i) => [c[0], REFUSED.length + i] as const))('allowed: %s', (_name, i) => {
  expect(messages[i]).toEqual([])
})
