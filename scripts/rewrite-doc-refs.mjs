#!/usr/bin/env node
/**
 * Rewrites the comments that point at documents outside the repository (the numbered sections
 * of the product and design documents, the style and toolchain notes) and at README sections that
 * moved, so they point at the repository's own documents under docs/.
 *
 *   node scripts/rewrite-doc-refs.mjs            # dry run: prints every line it would change
 *   node scripts/rewrite-doc-refs.mjs --write    # rewrites the files in place
 *
 * It works on git's list of files (README.md, docs/, this script and the docs test excluded), text
 * files only. Exits 1 when a pointer is left that the tables below do not cover (printed), so a new
 * section cited after this script was written is noticed, not silently kept.
 * tests/unit/docs/docPaths.test.ts fails while such a pointer remains anywhere.
 *
 * The names of the outside documents are written as patterns (e.g. `SP` + `EC`), so that this file
 * itself holds no pointer.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PRODUCT = 'SP' + 'EC'
const NOTES = 'DES' + 'IGN'

/** each numbered section of the two outside documents, and the document of the repository that now holds it */
export const SECTION_MAP = {
  [PRODUCT]: {
    1: 'docs/product/overview.md', // what the product is, for whom, the app version
    2: 'docs/product/routes.md', // screens and routes, reach-bottom distances
    3: 'docs/product/entities.md', // entities and their fields
    4: 'docs/product/states.md', // states and transitions: login, logout, lists, countdown
    5: 'docs/product/validation.md', // validation rules, login-required actions
    6: 'docs/product/roles.md', // roles and permissions
    7: 'docs/product/api.md', // the calls, the base URL, identity, throttle, GET paths
    8: 'docs/product/error-codes.md', // the error catalogue: transport and envelope codes
    9: 'docs/product/constants.md', // business constants and limits
  },
  [NOTES]: {
    1: 'docs/architecture.md', // the system: app, contract, stand-in; the base URL
    2: 'docs/product/routes.md', // the route list and the decisions on open points
    3: 'docs/product/pay-module.md', // the tab bar and the pay module
    4: 'docs/product/stand-in-data.md', // the stand-in server's data and simulated services
    5: 'docs/product/overview.md', // what goes beyond the first version
  },
}

/** whole documents named without a section */
export const DOCUMENT_MAP = {
  [`${PRODUCT}.md`]: 'docs/product/overview.md',
  [`${NOTES}.md`]: 'docs/architecture.md',
  ['STY' + 'LE.md']: 'docs/architecture.md', // how the code should read: layers, errors as data, optimistic toggles
  ['TOOL' + 'CHAIN.md']: 'docs/builds.md', // toolchain facts: versions, install, Chromium in a container
  ['shared-' + 'contracts.md']: 'docs/product/roles.md', // who may see a paid prediction
}

/** README sections whose content moved into docs/ */
export const README_SECTION_MAP = {
  'H5 performance': 'docs/benchmarks.md',
  'Matches performance': 'docs/benchmarks.md',
  'Stand-in server data': 'docs/product/stand-in-data.md',
  'Live push': 'docs/architecture.md',
  'Accounts on the stand-in server': 'docs/operations.md',
  Layout: 'docs/architecture.md',
  'React Native': 'docs/builds.md',
  Styles: 'docs/builds.md',
}

/** where a README section is better served by another document for one file */
const README_OVERRIDES = [
  { file: /^scripts\/bench-/, to: 'docs/benchmarks.md' },
  { file: /(oddsTools\.ts|live\.formulas\.test\.ts)$/, section: 'Live push', to: 'docs/product/odds-tools.md' },
]

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const OUTSIDE_PREFIX = '(?:\\.\\./shared/)?'

/** `<doc>[.md] §7`, `§5/§9`, `§4, §5`, `§7 "Auth and user"` */
const SECTION_RE = new RegExp(
  `${OUTSIDE_PREFIX}\\b(${PRODUCT}|${NOTES})(?:\\.md)?\\s?§\\s?(\\d+)((?:\\s*(?:/|,|and|&)\\s*§\\s?\\d+)*)(\\s+"[^"\\n]+")?`,
  'g',
)
const DOCUMENT_RE = new RegExp(`${OUTSIDE_PREFIX}\\b(${Object.keys(DOCUMENT_MAP).map(escape).join('|')})`, 'g')
/** `README "H5 performance"`, `README › Layout`, `the README, "Live push"`, a name broken over a comment line */
const README_RE = new RegExp(
  `(?:the\\s+)?README,?\\s*(?:›\\s*|")(${Object.keys(README_SECTION_MAP)
    .map((name) => name.split(' ').map(escape).join('[\\s*]+'))
    .join('|')})"?`,
  'g',
)

/** what is still a pointer outside the repository after rewriting */
const LEFT_RE = [
  new RegExp(`\\b(?:${PRODUCT}|${NOTES})(?:\\.md)?\\s?§`),
  new RegExp(`\\b(?:${Object.keys(DOCUMENT_MAP).map(escape).join('|')})`),
  /\.\.\/shared\//,
]

const unique = (xs) => xs.filter((x, i) => xs.indexOf(x) === i)

/** rewrites one file's text; `unmapped` collects sections no table covers */
export function rewrite(text, file, unmapped = []) {
  let out = text.replace(SECTION_RE, (whole, doc, first, more, quoted) => {
    const numbers = [first, ...(more.match(/\d+/g) ?? [])]
    const targets = numbers.map((n) => SECTION_MAP[doc][n])
    if (targets.some((t) => !t)) {
      unmapped.push(`${file}: ${whole}`)
      return whole
    }
    // a quoted group name of the API section is a heading of docs/product/api.md; other quotes were the product's words
    const keep = quoted && doc === PRODUCT && numbers.length === 1 && first === '7' ? quoted : ''
    return unique(targets).join(', ') + keep
  })
  out = out.replace(DOCUMENT_RE, (_whole, name) => DOCUMENT_MAP[name])
  out = out.replace(README_RE, (_whole, rawName) => {
    const name = rawName.replace(/[\s*]+/g, ' ')
    const override = README_OVERRIDES.find((o) => o.file.test(file) && (!o.section || o.section === name))
    return override ? override.to : README_SECTION_MAP[name]
  })
  // "(docs/<a>.md, docs/<a>.md)" after two sections that now share one document
  out = out.replace(/(docs\/[\w./-]+\.md)((?:\s*(?:,|\/|and)\s*\1\b)+)/g, '$1')
  return out
}

function trackedFiles() {
  const git = spawnSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  if (git.status !== 0) throw new Error('git ls-files failed: run this inside the repository')
  return git.stdout.split('\0').filter(Boolean)
}

const SKIP = [/^README\.md$/, /^docs\//, /^scripts\/rewrite-doc-refs\.mjs$/, /^tests\/unit\/docs\//, /^package-lock\.json$/, /(^|\/)node_modules\//]

function main() {
  const write = process.argv.includes('--write')
  const unmapped = []
  const left = []
  let changedFiles = 0
  for (const file of trackedFiles()) {
    if (SKIP.some((re) => re.test(file))) continue
    const full = path.join(ROOT, file)
    if (!fs.existsSync(full) || !fs.statSync(full).isFile()) continue
    const bytes = fs.readFileSync(full)
    if (bytes.subarray(0, 8000).includes(0)) continue
    const before = bytes.toString('utf8')
    const after = rewrite(before, file, unmapped)
    after.split('\n').forEach((line, i) => {
      if (LEFT_RE.some((re) => re.test(line))) left.push(`${file}:${i + 1}: ${line.trim()}`)
    })
    if (after === before) continue
    changedFiles++
    const a = before.split('\n')
    const b = after.split('\n')
    if (a.length === b.length) {
      a.forEach((line, i) => {
        if (line !== b[i]) console.log(`${file}:${i + 1}\n  - ${line.trim()}\n  + ${b[i].trim()}`)
      })
    } else {
      console.log(`${file}: ${a.length - b.length} line(s) joined`)
    }
    if (write) fs.writeFileSync(full, after)
  }
  console.log(`\n${changedFiles} file(s) ${write ? 'rewritten' : 'would be rewritten (dry run; --write to apply)'}`)
  if (unmapped.length || left.length) {
    console.error(`\npointers left outside the repository (add them to the tables of ${path.relative(ROOT, fileURLToPath(import.meta.url))}):`)
    for (const x of unique([...unmapped, ...left])) console.error(`  ${x}`)
    process.exit(1)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main()
