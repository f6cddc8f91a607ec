import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The documents stay true to the tree, and the tree stays self-contained:
 * 1. every repository path that README.md or a document under docs/ names (in backticks, in a
 *    code block, or as a link) exists;
 * 2. no file of the repository points at a document outside it (the product rules and design
 *    notes live in docs/; scripts/rewrite-doc-refs.mjs rewrites old pointers).
 */

const ROOT = path.resolve(__dirname, '../../..')

/** folders a named path may start with */
const ROOT_FOLDERS = ['src/', 'mocks/', 'types/', 'tests/', 'scripts/', 'docs/', 'config/', '.ci/']
/** files at the top of the repository a document may name */
const ROOT_FILES = new Set([
  'README.md', 'package.json', 'package-lock.json', 'tsconfig.json', 'jest.config.js', 'eslint.config.mjs', 'babel.config.js',
  'metro.config.js', 'project.config.json', 'index.js', '.env', '.npmrc', '.gitignore',
])
/** made at run time (git-ignored), so absent from a fresh clone: named, never checked */
const RUNTIME_PREFIXES = ['mocks/.data/', 'dist/', 'dist-h5/', 'dist-rn/', 'test-results/', 'node_modules/']

/** README.md and every docs/**\/*.md, repository-relative */
function documents(): string[] {
  const found: string[] = ['README.md']
  const walk = (dir: string) => {
    if (!fs.existsSync(path.join(ROOT, dir))) return
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`
      if (entry.isDirectory()) walk(rel)
      else if (entry.name.endsWith('.md')) found.push(rel)
    }
  }
  walk('docs')
  return found
}

/** a token as a repository path to check, or null when it is not one (a command, a pattern, a url) */
function asRepoPath(raw: string): string | null {
  const token = raw.trim().replace(/^["'(]+/, '').replace(/["'),.;:]+$/, '')
  if (token === '' || /[\s<>*{}$|…[\]]/.test(token) || token.includes('...')) return null
  if (/^[a-z]+:\/\//i.test(token)) return null
  const clean = token.replace(/^\.\//, '').split('#')[0].split('?')[0]
  if (RUNTIME_PREFIXES.some((p) => clean.startsWith(p))) return null
  if (ROOT_FILES.has(clean)) return clean
  return ROOT_FOLDERS.some((p) => clean.startsWith(p)) ? clean : null
}

/** the paths one document names: backticked, in fenced blocks (word by word) and link targets (relative to the document) */
function namedPaths(doc: string, text: string): string[] {
  const out: string[] = []
  const fences = /^```[^\n]*\n([\s\S]*?)^```/gm
  for (const m of text.matchAll(fences)) {
    for (const word of m[1].split(/[\s=]+/)) {
      const p = asRepoPath(word)
      if (p) out.push(p)
    }
  }
  const prose = text.replace(fences, '')
  for (const m of prose.matchAll(/`([^`\n]+)`/g)) {
    for (const word of m[1].split(/\s+/)) {
      const p = asRepoPath(word)
      if (p) out.push(p)
    }
  }
  for (const m of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1]
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(doc), target.split('#')[0]))
    if (resolved.startsWith('..')) out.push(`(outside the repository) ${target}`)
    else out.push(resolved)
  }
  return out
}

const exists = (rel: string) => !rel.startsWith('(outside') && fs.existsSync(path.join(ROOT, rel.replace(/\/$/, '')))

test('the documents exist: README.md and docs/', () => {
  const docs = documents()
  for (const required of ['docs/architecture.md', 'docs/operations.md', 'docs/benchmarks.md', 'docs/testing.md', 'docs/product/routes.md']) {
    expect(docs).toContain(required)
  }
})

test('every repository path a document names exists', () => {
  const missing: string[] = []
  for (const doc of documents()) {
    const text = fs.readFileSync(path.join(ROOT, doc), 'utf8')
    for (const p of new Set(namedPaths(doc, text))) {
      if (!exists(p)) missing.push(`${doc}: ${p}`)
    }
  }
  expect(missing).toEqual([])
})

test('the path finder reads backticks, code blocks and links, and leaves patterns alone', () => {
  const text = [
    'See `mocks/features/match/index.ts` and `src/features/<name>/stores`, `dist-h5/`, `npm test`.',
    '```bash',
    'npx jest -c tests/e2e/jest.config.js',
    '```',
    'Read [the routes](product/routes.md#tabs) and [a site](https://example.com/x.md).',
  ].join('\n')
  expect(namedPaths('docs/x.md', text).sort()).toEqual(['docs/product/routes.md', 'mocks/features/match/index.ts', 'tests/e2e/jest.config.js'])
})

/** pointers at documents kept outside the repository (written as patterns so this file holds none) */
const OUTSIDE_POINTERS: [string, RegExp][] = [
  ['a product-spec section', /\b(?:SPEC|DESIGN)(?:\.md)?\s?§/],
  // the same pointers written without the section sign: a number or a colon after the name, or the short word with an apostrophe
  ['a product-spec reference without §', /\b(?:SPEC|DESIGN)(?: ?[0-9:]| 的)|\b[Ss]pec §|\bthe spec's\b/],
  ['a document beside the repository', /\b(?:SPEC|DESIGN|STYLE|TOOLCHAIN)\.md\b/],
  ['a shared notes file', /\bshared-contracts\.md\b/],
  ['the folder beside the repository', /\.\.\/shared\//],
  // the specification cited as an authority without its file name or a section sign
  ['the spec cited', /\b(?:the|per|by|of|see) (?:product )?spec\b(?![-'’])|(?<![\w$])\(spec\)|\bspec(?:'s|’s)|\bproduct spec\b|\bspec (?:says|said|asks|names|only|also|leaves|gives|requires|wants|accepts|lists|describes)\b/i],
  ['a section of the specification', /\bspec(?:ification)?\.?\s*(?:§|sections?\b|sec\.|chapter\b|\d+(?:\.\d+)*\b)/i],
  ['the specification as an authority', /\b(?:specification|spec) (?:says|said|asks|asked|requires|required|wants|demands|mandates|calls for|leaves|allows|forbids|insists)\b|\b(?:according to|per|as per|as in) the (?:product )?specification\b|\bspec\.md\b/i],
  // 规格 only in 规格书接口 (the endpoints of the specification part, a product concept)
  ['the specification cited in Chinese', /规格(?!书接口)|(?:按|依|依据|根据|据)(?:产品)?(?:规范|需求文档)/],
]

test('the outside specification is caught cited in any form, and the contract part named spec is left alone', () => {
  const offends = (line: string) => OUTSIDE_POINTERS.some(([, re]) => re.test(line))
  const cited = [
    '// spec 4.2: the list holds 20', '/** spec section 3 */', 'as SPEC.md puts it', '// per the spec', 'a poll of 10 s (spec)',
    'the spec asks for 10 s or less', 'the product spec names it', 'the specification says so', 'according to the specification',
    'specification §4', '（规格中的 GET askforAdd）', '按规范', '见规格书第 4 节',
  ]
  const concepts = [
    "'api/x': { part: 'spec', req }", 'tagged with its part (`spec` or `extension`)', '| `/uploads/:name` | GET | spec |',
    'a specification-only backend', "on a backend with the specification's endpoints only", '（仅规格书接口的后端回答 404）',
    "named by the product specification, kept by any backend", 'const spec = opened.get(route)', "if ('last' in spec) return rows", 'expect(isFailure(spec)).toBe(true)',
    '三、用户行为规范', 'each line tagged [spec] or [extension]',
  ]
  expect(cited.filter((l) => !offends(l))).toEqual([])
  expect(concepts.filter(offends)).toEqual([])
})

const SELF = path.relative(ROOT, __filename).split(path.sep).join('/')

/** every file of the repository (git's list; a walk of the tree when git is not there) */
function repositoryFiles(): string[] {
  const git = spawnSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  if (git.status === 0 && git.stdout) return git.stdout.split('\0').filter(Boolean)
  const skip = new Set(['node_modules', '.git', 'dist', 'dist-h5', 'dist-rn', 'test-results', '.data', '.cache', '.swc', '.taro-cache'])
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      if (skip.has(entry.name)) continue
      const rel = dir ? `${dir}/${entry.name}` : entry.name
      if (entry.isDirectory()) walk(rel)
      else found.push(rel)
    }
  }
  walk('')
  return found
}

test('no file of the repository refers to a document outside it', () => {
  const offences: string[] = []
  for (const file of repositoryFiles()) {
    // this test's own samples of citations are the one place they are meant
    if (file.startsWith('node_modules/') || file === SELF) continue
    const full = path.join(ROOT, file)
    if (!fs.existsSync(full) || !fs.statSync(full).isFile()) continue
    const bytes = fs.readFileSync(full)
    if (bytes.subarray(0, 8000).includes(0)) continue // binary
    const lines = bytes.toString('utf8').split('\n')
    lines.forEach((line, i) => {
      for (const [what, re] of OUTSIDE_POINTERS) {
        if (re.test(line)) offences.push(`${file}:${i + 1} (${what}): ${line.trim().slice(0, 120)}`)
      }
    })
  }
  expect(offences).toEqual([])
})
