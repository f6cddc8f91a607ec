#!/usr/bin/env node
/**
 * The mini program's package budget (issue 25 item 8), from the build itself: the bytes of every
 * file of the weapp build, summed per package. A subpackage is everything under one of the roots
 * dist/app.json lists in subPackages (or subpackages); the main package is every other file.
 *
 *   npm run build:weapp && node scripts/weappSizeReport.js            (reads dist/)
 *   node scripts/weappSizeReport.js /tmp/some-build --json out.json   (another build; a JSON copy)
 *
 * Budgets: main package ≤ 816 KB, each subpackage ≤ 1 MB (KB = 1,024 bytes, as WeChat DevTools
 * counts). Prints one line per package and exits 1 when one is over. The weapp runtime suite runs
 * the same check on its own build (tests/weapp/packageBudget.test.ts), which also writes
 * test-results/weapp-size.json for docs/benchmarks.md (scripts/weappAuditTable.js).
 */
const fs = require('node:fs')
const path = require('node:path')

const KB = 1024
const BUDGETS = { main: 816 * KB, subpackage: 1024 * KB }

/** total bytes of the files under `dir` (relative path `rel`), skipping the folders named in `skip` */
function folderBytes(dir, skip = [], rel = '') {
  let total = 0
  for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name
    if (skip.includes(child)) continue
    total += entry.isDirectory() ? folderBytes(dir, skip, child) : fs.statSync(path.join(dir, child)).size
  }
  return total
}

/**
 * { packages: [{ name, root, bytes, budget, over }], total } for the build in `distDir`: the main
 * package first, then each subpackage in app.json's order
 */
function packageSizes(distDir) {
  const app = JSON.parse(fs.readFileSync(path.join(distDir, 'app.json'), 'utf8'))
  const roots = (app.subPackages ?? app.subpackages ?? []).map((p) => p.root.replace(/^\/+|\/+$/g, ''))
  const main = folderBytes(distDir, roots)
  const packages = [
    { name: 'main', root: '', bytes: main, budget: BUDGETS.main },
    ...roots.map((root) => ({ name: root, root, bytes: folderBytes(path.join(distDir, root)), budget: BUDGETS.subpackage })),
  ].map((p) => ({ ...p, over: p.bytes > p.budget }))
  return { packages, total: packages.reduce((n, p) => n + p.bytes, 0) }
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`

/** one line per package, e.g. "main package      804.4 KB of 816 KB   ok" */
function formatReport(report) {
  const lines = report.packages.map((p) => {
    const label = p.root ? `subpackage ${p.root}` : 'main package'
    return `${label.padEnd(28)} ${kb(p.bytes).padStart(10)} of ${(p.budget / KB).toFixed(0)} KB   ${p.over ? `OVER by ${kb(p.bytes - p.budget)}` : 'ok'}`
  })
  lines.push(`${'all packages'.padEnd(28)} ${kb(report.total).padStart(10)}`)
  return lines.join('\n')
}

if (require.main === module) {
  const args = process.argv.slice(2)
  const jsonAt = args.indexOf('--json')
  const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : null
  const positional = args.filter((a, i) => !a.startsWith('--') && (jsonAt < 0 || i !== jsonAt + 1))
  const distDir = path.resolve(positional[0] ?? path.join(__dirname, '..', 'dist'))
  if (!fs.existsSync(path.join(distDir, 'app.json'))) {
    console.error(`[weapp-size] ${distDir} has no app.json: run npm run build:weapp first`)
    process.exit(2)
  }
  const report = packageSizes(distDir)
  console.log(`[weapp-size] ${distDir}\n${formatReport(report)}`)
  if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify(report, null, 2) + '\n')
  process.exit(report.packages.some((p) => p.over) ? 1 : 0)
}

module.exports = { BUDGETS, KB, folderBytes, packageSizes, formatReport }
