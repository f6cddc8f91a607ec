import fs from 'node:fs'
import path from 'node:path'

/**
 * Paths named in code comments exist: a comment that sends a reader to `mocks/…/x.ts` is a promise
 * the tree keeps. Checked in every source file and stylesheet of the app, the contract, the
 * stand-in, the scripts, the tests and the build configuration (the top-level config files too);
 * only comments (`//`, `/* … *\/`, JSDoc lines), never strings, which may name files a script writes.
 * README.md and docs/ are checked whole, prose included: docPaths.test.ts reads only their
 * backticks, code blocks and links.
 */
const ROOT = path.resolve(__dirname, '../../..')
const FOLDERS = ['src', 'mocks', 'types', 'scripts', 'tests', 'config']
const SOURCE = /\.(tsx?|jsx?|mjs|cjs|scss)$/
/** the configuration files at the top of the repository */
const TOP_FILES = ['eslint.config.mjs', 'jest.config.js', 'babel.config.js', 'metro.config.js', 'index.js']
/** a repository path: a top folder, then path characters, ending in a file extension */
const NAMED = /(?<![\w./@-])((?:src|mocks|types|config|scripts|tests|docs|\.ci)\/[\w./-]+\.(?:tsx?|jsx?|mjs|cjs|md|json|scss|css|html))\b/g
/** made at run time or named as an example, never checked */
const NOT_CHECKED = [/^mocks\/\.data\//, /^dist/, /^test-results\//]

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) sourceFiles(rel, out)
    } else if (SOURCE.test(entry.name)) out.push(rel)
  }
  return out
}

/** the comment part of each line: after `//`, or the line inside a block comment */
function commentText(source: string): string[] {
  const out: string[] = []
  let inBlock = false
  for (const line of source.split('\n')) {
    const trimmed = line.trim()
    if (inBlock) {
      out.push(line)
      if (trimmed.includes('*/')) inBlock = false
      continue
    }
    const block = line.indexOf('/*')
    const slashes = line.search(/(^|[^:'"`])\/\/ /)
    if (block >= 0 && (slashes < 0 || block < slashes)) {
      out.push(line.slice(block))
      inBlock = !line.slice(block).includes('*/')
    } else if (slashes >= 0) out.push(line.slice(slashes))
  }
  return out
}

function namedIn(lines: string[]): string[] {
  return lines.flatMap((line) => [...line.matchAll(NAMED)].map((m) => m[1].replace(/\.$/, '')))
}

const namedInComments = (source: string) => namedIn(commentText(source))

/** README.md and every document under docs/, generated API pages included */
function documents(dir = 'docs', out: string[] = ['README.md']): string[] {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`
    if (entry.isDirectory()) documents(rel, out)
    else if (entry.name.endsWith('.md')) out.push(rel)
  }
  return out
}

function missingIn(files: string[], named: (text: string) => string[]): string[] {
  const missing: string[] = []
  for (const file of files) {
    for (const p of named(fs.readFileSync(path.join(ROOT, file), 'utf8'))) {
      if (NOT_CHECKED.some((re) => re.test(p))) continue
      if (!fs.existsSync(path.join(ROOT, p))) missing.push(`${file}: ${p}`)
    }
  }
  return missing
}

it('reads paths out of comments only', () => {
  const source = [
    '// see mocks/features/match/index.ts for the seed',
    "const out = 'src/app.ts' // written by the bench, see scripts/bench-h5.ts",
    '/**',
    ' * Rules: docs/product/validation.md (api-docs/start.js is not a path)',
    ' */',
    "fetch('/api-docs/start.js')",
  ].join('\n')
  expect(namedInComments(source)).toEqual(['mocks/features/match/index.ts', 'scripts/bench-h5.ts', 'docs/product/validation.md'])
})

it('reads the comments of a stylesheet and the prose of a document', () => {
  const scss = ['// H5: config/h5-patches/componentsReact.js sets the count', '.a { content: "src/x.ts" }', '/* see src/app.scss */'].join('\n')
  expect(namedInComments(scss)).toEqual(['config/h5-patches/componentsReact.js', 'src/app.scss'])
  expect(namedIn(['The odds come from mocks/engine/odds.ts, drawn by `src/a.tsx`.'])).toEqual(['mocks/engine/odds.ts', 'src/a.tsx'])
})

it('names only files that exist, in comments', () => {
  const files = [...FOLDERS.flatMap((d) => sourceFiles(d)), ...TOP_FILES.filter((f) => fs.existsSync(path.join(ROOT, f)))]
  expect(missingIn(files, namedInComments)).toEqual([])
})

it('names only files that exist, in README.md and docs/', () => {
  expect(missingIn(documents(), (text) => namedIn(text.split('\n')))).toEqual([])
})
