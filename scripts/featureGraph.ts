/**
 * The two feature graphs as they are in the code (`npm run graph:features`): which feature imports
 * which, in the app (`src/features/`) and in the stand-in (`mocks/features/`), read off the import
 * lines, drawn as Mermaid, with each feature's layer from its order list. `--write` puts them into
 * docs/architecture.md between their markers; tests/unit/architecture/featureGraph.test.ts fails when
 * the drawing there is no longer the code's.
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '..')
const DOC = path.join(root, 'docs/architecture.md')

export interface FeatureGraph {
  /** 'app' or 'stand-in', also the marker's name in the doc */
  name: 'app' | 'stand-in'
  layers: string[][]
  /** `from → to`, sorted, each once */
  edges: Array<[string, string]>
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(full)
    return /\.(m?[jt]sx?)$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : []
  })
}

/** every module a file names: static and dynamic imports, re-exports, requires */
function specifiers(text: string): string[] {
  const found: string[] = []
  for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|require\s*\(\s*|^import\s+)'([^']+)'/gm)) found.push(m[1])
  return found
}

/** the feature a specifier of `file` lands in, if it is a feature of `featuresDir` */
function targetFeature(file: string, spec: string, featuresDir: string, alias?: [string, string]): string | undefined {
  let target: string
  if (alias && spec.startsWith(alias[0])) target = path.join(alias[1], spec.slice(alias[0].length))
  else if (spec.startsWith('.')) target = path.resolve(path.dirname(file), spec)
  else return undefined
  const rel = path.relative(featuresDir, target)
  if (rel.startsWith('..') || rel === '') return undefined
  const name = rel.split(path.sep)[0]
  return fs.existsSync(path.join(featuresDir, name)) && fs.statSync(path.join(featuresDir, name)).isDirectory() ? name : undefined
}

function graphOf(name: FeatureGraph['name'], featuresDir: string, layers: string[][], alias?: [string, string]): FeatureGraph {
  const edges = new Set<string>()
  for (const feature of layers.flat()) {
    for (const file of sourceFiles(path.join(featuresDir, feature))) {
      for (const spec of specifiers(fs.readFileSync(file, 'utf8'))) {
        const to = targetFeature(file, spec, featuresDir, alias)
        if (to && to !== feature) edges.add(`${feature}\t${to}`)
      }
    }
  }
  return { name, layers, edges: [...edges].sort().map((e) => e.split('\t') as [string, string]) }
}

export async function featureGraphs(): Promise<FeatureGraph[]> {
  const { APP_FEATURE_LAYERS } = (await import(path.join(root, 'src/features/order.mjs'))) as { APP_FEATURE_LAYERS: string[][] }
  const { FEATURE_LAYERS } = (await import(path.join(root, 'mocks/features/order.mjs'))) as { FEATURE_LAYERS: string[][] }
  return [
    graphOf('app', path.join(root, 'src/features'), APP_FEATURE_LAYERS, ['@/', path.join(root, 'src') + path.sep]),
    graphOf('stand-in', path.join(root, 'mocks/features'), FEATURE_LAYERS),
  ]
}

/** Mermaid, lowest layer at the bottom: an arrow is an import */
export function mermaid(graph: FeatureGraph): string {
  const lines = ['```mermaid', 'flowchart BT']
  graph.layers.forEach((layer, i) => {
    lines.push(`  subgraph L${i}["layer ${i + 1}"]`, ...layer.map((f) => `    ${f.replace(/-/g, '_')}[${f}]`), '  end')
  })
  for (const [from, to] of graph.edges) lines.push(`  ${from} --> ${to}`)
  lines.push('```')
  return lines.join('\n')
}

const marker = (name: string, end = false) => `<!-- ${end ? '/' : ''}feature-graph:${name} -->`

/** the doc with each graph's block replaced by the code's */
export function withGraphs(doc: string, graphs: readonly FeatureGraph[]): string {
  let out = doc
  for (const g of graphs) {
    const start = out.indexOf(marker(g.name))
    const end = out.indexOf(marker(g.name, true))
    if (start < 0 || end < start) throw new Error(`docs/architecture.md has no ${marker(g.name)} … ${marker(g.name, true)} block`)
    out = `${out.slice(0, start + marker(g.name).length)}\n${mermaid(g)}\n${out.slice(end)}`
  }
  return out
}

async function main(): Promise<void> {
  const graphs = await featureGraphs()
  if (process.argv.includes('--write')) {
    fs.writeFileSync(DOC, withGraphs(fs.readFileSync(DOC, 'utf8'), graphs))
    console.log('docs/architecture.md: feature graphs written')
  } else {
    for (const g of graphs) console.log(`${g.name}\n${mermaid(g)}\n`)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  main().catch((e: unknown) => {
    console.error(e)
    process.exit(1)
  })
}
