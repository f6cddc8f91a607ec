/**
 * Writes the counts of a full `npm test` run into docs/testing.md, between the
 * `<!-- test-counts:start -->` and `<!-- test-counts:end -->` markers, so the documented counts
 * always come from a run (`node scripts/test-all.js --record`).
 */
const fs = require('node:fs')
const path = require('node:path')

const DOC = path.resolve(__dirname, '..', 'docs/testing.md')
const START = '<!-- test-counts:start -->'
const END = '<!-- test-counts:end -->'

/** the line for rows of { name, passed, failed, skipped } */
function countsLine(rows) {
  const sum = (k) => rows.reduce((t, r) => t + r[k], 0)
  const skipped = sum('skipped')
  const perSuite = rows.map((r) => `${r.name} ${r.passed}`).join(', ')
  return `${sum('passed')} passed, ${sum('failed')} failed${skipped ? `, ${skipped} skipped` : ''} (${perSuite}), ${new Date().toISOString().slice(0, 10)}`
}

function recordTestCounts(rows, file = DOC) {
  const text = fs.readFileSync(file, 'utf8')
  const from = text.indexOf(START)
  const to = text.indexOf(END)
  if (from < 0 || to < from) throw new Error(`${file} has no ${START} … ${END} block`)
  fs.writeFileSync(file, `${text.slice(0, from + START.length)}\n${countsLine(rows)}\n${text.slice(to)}`)
}

module.exports = { countsLine, recordTestCounts }
