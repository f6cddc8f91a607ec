import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
// a CommonJS script of the test runner, typed here by what the test uses
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { recordTestCounts } = require('../../../scripts/recordTestCounts') as { recordTestCounts: (rows: object[], file: string) => void }

it('writes the counts of a run between the markers, keeping the rest of the document', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'counts-')), 'testing.md')
  fs.writeFileSync(file, 'intro\n<!-- test-counts:start -->\nold line\n<!-- test-counts:end -->\noutro\n')
  recordTestCounts([{ name: 'types', passed: 1, failed: 0, skipped: 0 }, { name: 'jest', passed: 10, failed: 2, skipped: 1 }], file)
  const text = fs.readFileSync(file, 'utf8')
  expect(text).toMatch(/^intro\n<!-- test-counts:start -->\n11 passed, 2 failed, 1 skipped \(types 1, jest 10\), \d{4}-\d\d-\d\d\n<!-- test-counts:end -->\noutro\n$/)
})
