#!/usr/bin/env node
/**
 * Turns the weapp runtime suite's figures into the tables of docs/benchmarks.md, so no figure there
 * is typed by hand:
 *
 *   test-results/weapp-audit-1.json, -2.json  (tests/weapp/experienceAudit.ts, in two parts)  → "Mini program experience audit"
 *   test-results/weapp-size.json   (tests/weapp/packageBudget.test.ts)    → "Mini program package budget"
 *
 *   node scripts/weappAuditTable.js           prints both tables (markdown)
 *   node scripts/weappAuditTable.js --write   replaces them in docs/benchmarks.md, between the
 *                                             <!-- weapp-audit:begin/end --> and <!-- weapp-size:begin/end --> markers
 *
 * Run the suite first: npx jest -c tests/weapp/jest.config.js --runTestsByPath
 * tests/weapp/experienceAudit.part1.test.ts tests/weapp/experienceAudit.part2.test.ts tests/weapp/packageBudget.test.ts
 */
const fs = require('node:fs')
const path = require('node:path')

const root = path.resolve(__dirname, '..')
const results = path.join(root, 'test-results')
const docs = path.join(root, 'docs/benchmarks.md')

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const day = (iso) => (iso ? iso.slice(0, 10) : 'unknown date')

function readJson(name) {
  const file = path.join(results, name)
  if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run the weapp suite's ${name === 'weapp-size.json' ? 'packageBudget' : 'experienceAudit'} test first`)
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

/** the audit's table: one row per route, in the build's order */
function auditTable(audit) {
  const l = audit.limits
  // strict: the limit itself fails (nodes, depth); 'below': smaller fails (the image scale)
  const over = (v, limit, how) => (how === 'below' ? v < limit : how ? v >= limit : v > limit)
  const mark = (v, limit, how, text = String(v)) => (over(v, limit, how) ? `**${text}** ✗` : text)
  const rows = audit.routes.map((r) => {
    const smallest = r.images.length ? Math.min(...r.images.map((i) => i.scale)) : null
    const notMeasured = r.imagesNotMeasured ? ` (+${r.imagesNotMeasured} not measured)` : ''
    const images = r.images.length || r.imagesNotMeasured
      ? `${r.images.length}${notMeasured}${smallest === null ? '' : `, min ${mark(smallest, l.imageScale, 'below', `${smallest}×`)}`}`
      : '–'
    const live = r.live ? `${r.live.maxPerSecond} (${r.live.pushes} pushes)` : '–'
    return `| \`${r.route}\` | ${r.as} | ${mark(r.nodes, l.nodes, true)} | ${mark(r.depth, l.depth, true)} | ${mark(r.maxChildren, l.children, false)} | ${mark(r.largestSetData, l.setDataBytes, false, kb(r.largestSetData))} | ${mark(r.maxSetDataPerSecond, l.setDataPerSecond, false)} | ${live} | ${images} |`
  })
  const failing = audit.routes.filter((r) =>
    r.nodes >= l.nodes || r.depth >= l.depth || r.maxChildren > l.children || r.largestSetData > l.setDataBytes ||
    r.maxSetDataPerSecond > l.setDataPerSecond || r.images.some((i) => i.scale < l.imageScale))
  const max = (k) => Math.max(...audit.routes.map((r) => r[k]))
  return [
    `Measured ${day(audit.measuredAt)} on the weapp runtime suite's build: ${audit.routes.length} pages (the routes and the custom tab bar), ${failing.length} over a budget` +
      ` (largest: ${max('nodes')} nodes, depth ${max('depth')}, ${max('maxChildren')} children, a setData of ${kb(max('largestSetData'))}, ${max('maxSetDataPerSecond')} setData in a second).`,
    '',
    '| route | as | nodes | depth | max children | largest setData | max setData / s | live phase: max / s | images (min drawn / natural) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}

function sizeTable(size) {
  const rows = size.packages.map((p) => `| ${p.root ? `subpackage \`${p.root}\`` : 'main package'} | ${(p.budget / 1024).toFixed(0)} KB | ${p.over ? `**${kb(p.bytes)}** ✗` : kb(p.bytes)} | ${p.bytes.toLocaleString('en-US')} B |`)
  return [
    `Measured ${day(size.measuredAt)} on the weapp runtime suite's build (production).`,
    '',
    '| package | budget | size | bytes |',
    '|---|---|---|---|',
    ...rows,
    `| all packages | | ${kb(size.total)} | ${size.total.toLocaleString('en-US')} B |`,
  ].join('\n')
}

function replaceBetween(text, name, body) {
  const begin = `<!-- ${name}:begin -->`
  const end = `<!-- ${name}:end -->`
  const from = text.indexOf(begin)
  const to = text.indexOf(end)
  if (from < 0 || to < from) throw new Error(`docs/benchmarks.md has no ${begin} … ${end} block`)
  return `${text.slice(0, from + begin.length)}\n${body}\n${text.slice(to)}`
}

if (require.main === module) {
  // the audit runs in two parts (two test files): their routes together, in the build's order
  const parts = [readJson('weapp-audit-1.json'), readJson('weapp-audit-2.json')]
  // part 1 holds the build's routes 0, 2, 4… and then the tab bar, part 2 routes 1, 3, 5…: interleaved back
  const [even, odd] = parts.map((p) => p.routes.filter((r) => r.route !== 'custom-tab-bar/index'))
  const routes = even.flatMap((r, i) => (odd[i] ? [r, odd[i]] : [r]))
  const audit = { ...parts[0], routes: [...routes, ...parts[0].routes.filter((r) => r.route === 'custom-tab-bar/index')] }
  const size = readJson('weapp-size.json')
  const a = auditTable(audit)
  const s = sizeTable(size)
  if (process.argv.includes('--write')) {
    const text = replaceBetween(replaceBetween(fs.readFileSync(docs, 'utf8'), 'weapp-audit', a), 'weapp-size', s)
    fs.writeFileSync(docs, text)
    console.log(`[weapp-audit] wrote ${audit.routes.length} routes and ${size.packages.length} packages into docs/benchmarks.md`)
  } else {
    console.log(`${a}\n\n${s}`)
  }
}

module.exports = { auditTable, sizeTable, replaceBetween }
