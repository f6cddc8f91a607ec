import fs from 'node:fs'
import path from 'node:path'
import { distDir, root } from './paths'

/**
 * Issue 25 item 8, on the suite's own build: the main package stays ≤ 816 KB and each subpackage
 * ≤ 1 MB, counted by the build's size report (scripts/weappSizeReport.js: every file of the build,
 * per package, by app.json's subpackage roots). The figures go to test-results/weapp-size.json,
 * from which scripts/weappAuditTable.js writes them into docs/benchmarks.md.
 */

// plain CommonJS shared with the command line (npm run size:weapp)
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sizes = require('../../scripts/weappSizeReport.js') as {
  packageSizes(dir: string): { packages: { name: string; root: string; bytes: number; budget: number; over: boolean }[]; total: number }
  formatReport(report: unknown): string
}

test('the main package stays within 816 KB and every subpackage within 1 MB', () => {
  const report = sizes.packageSizes(distDir)
  console.log(`[weapp] package sizes\n${sizes.formatReport(report)}`)
  const results = path.join(root, 'test-results')
  fs.mkdirSync(results, { recursive: true })
  fs.writeFileSync(path.join(results, 'weapp-size.json'), JSON.stringify({ measuredAt: new Date(performance.timeOrigin + performance.now()).toISOString(), ...report }, null, 2) + '\n')
  expect(report.packages[0].name).toBe('main')
  expect(report.packages.length).toBeGreaterThan(1)
  for (const p of report.packages) expect({ name: p.name, bytes: p.bytes, over: p.over }).toEqual({ name: p.name, bytes: p.bytes, over: false })
})
