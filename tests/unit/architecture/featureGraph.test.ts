import fs from 'node:fs'
import path from 'node:path'
import { featureGraphs, withGraphs, type FeatureGraph } from '../../../scripts/featureGraph'

/**
 * The feature graphs drawn in docs/architecture.md are the code's (read off the import lines), and
 * every import between features goes down the declared layers: a cycle or an upward import shows
 * here by name, beside lint's refusal.
 */
const DOC = path.resolve(__dirname, '../../../docs/architecture.md')

let graphs: FeatureGraph[]
beforeAll(async () => {
  graphs = await featureGraphs()
})

it('draws both graphs in docs/architecture.md as the code has them (npm run graph:features -- --write)', () => {
  const doc = fs.readFileSync(DOC, 'utf8')
  expect(withGraphs(doc, graphs)).toBe(doc)
})

it('finds the imports between features, every one to a lower layer', () => {
  for (const g of graphs) {
    const layerOf = (f: string) => g.layers.findIndex((l) => l.includes(f))
    // the graphs are not empty: the stand-in's money calls account, the app's experts shows matches
    expect(g.edges.length).toBeGreaterThan(0)
    const upward = g.edges.filter(([from, to]) => layerOf(to) >= layerOf(from)).map(([from, to]) => `${g.name}: ${from} → ${to}`)
    expect(upward).toEqual([])
  }
  expect(graphs.find((g) => g.name === 'stand-in')?.edges).toContainEqual(['money', 'account'])
  expect(graphs.find((g) => g.name === 'app')?.edges).toContainEqual(['experts', 'match'])
})
