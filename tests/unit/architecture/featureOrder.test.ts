import fs from 'node:fs'
import path from 'node:path'

/**
 * The app's feature order (src/features/order.mjs) names every feature folder once: a new feature
 * must take its place in the layers before lint can keep its imports one-way.
 */
const FEATURES_DIR = path.resolve(__dirname, '../../../src/features')

it('lists every folder of src/features exactly once, in layers', async () => {
  const { APP_FEATURE_LAYERS } = await import('../../../src/features/order.mjs')
  const listed = APP_FEATURE_LAYERS.flat()
  const folders = fs.readdirSync(FEATURES_DIR, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)
  expect([...listed].sort()).toEqual([...folders].sort())
  expect(new Set(listed).size).toBe(listed.length)
})
