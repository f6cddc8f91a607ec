import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import postcss from 'postcss'

/**
 * The stylesheets the React Native build uses (each `x.rn.scss`, else `x.scss`) keep to what RN
 * can take: Metro turns each into a StyleSheet of single classes, drops a descendant/child/element
 * selector with only a warning, and a `linear-gradient` fails the whole file. `position: fixed`,
 * `calc()` and `env()` mean nothing there either (vh/vw units Taro converts). Anything web-only goes in a
 * `.rn.scss` beside the sheet (docs/builds.md).
 */

const root = path.resolve(__dirname, '../..')

function sheetsOfRn(): string[] {
  const all = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src/**/*.scss'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    // a sheet deleted in the working tree but still in the index
    .filter((f) => fs.existsSync(path.join(root, f)))
  const set = new Set(all)
  return all.filter((f) => f.endsWith('.rn.scss') || !set.has(f.replace(/\.scss$/, '.rn.scss')))
}

/** one class, nothing else: what RN's transformer keeps */
const SINGLE_CLASS = /^\.[A-Za-z_][\w-]*$/
const WEB_ONLY_VALUE = /linear-gradient|radial-gradient|calc\(|env\(/

function problemsOf(css: string): string[] {
  const problems: string[] = []
  postcss.parse(css).walkRules((rule) => {
    // keyframes steps are not selectors
    if (rule.parent?.type === 'atrule') return
    for (const selector of rule.selectors) {
      if (!SINGLE_CLASS.test(selector.trim())) problems.push(`selector "${selector}" (RN takes single classes only)`)
    }
    rule.walkDecls((decl) => {
      if (decl.prop === 'position' && decl.value === 'fixed') problems.push(`${rule.selector} { position: fixed }`)
      if (WEB_ONLY_VALUE.test(decl.value)) problems.push(`${rule.selector} { ${decl.prop}: ${decl.value} }`)
    })
  })
  return problems
}

const sheets = sheetsOfRn()
/** the web sheets that a `.rn.scss` replaces on RN */
const replaced = sheets.filter((f) => f.endsWith('.rn.scss')).map((f) => f.replace(/\.rn\.scss$/, '.scss')).filter((f) => fs.existsSync(path.join(root, f)))
const rnCopies = sheets.filter((f) => f.endsWith('.rn.scss'))
const compiled = JSON.parse(
  execFileSync(
    process.execPath,
    [path.join(__dirname, 'setup/compileSheets.js'), ...sheets, ...replaced, ...rnCopies.map((f) => `own:${f}`)],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  ),
) as Record<string, string>

function classesOf(css: string): Set<string> {
  const classes = new Set<string>()
  postcss.parse(css).walkRules((rule) => {
    for (const selector of rule.selectors) for (const c of selector.match(/\.[\w-]+/g) ?? []) classes.add(c.slice(1))
  })
  return classes
}

/** classes a `.rn.scss` leaves out on purpose: RN does the same another way */
const LEFT_OUT_ON_RN: Record<string, string[]> = {
  // TabBarSlot.rn.tsx keeps the room for the tab bar at the end of a tab page
  'src/components/layout/PageShell/index.scss': ['page-shell--tab'],
}

test('the RN build has stylesheets to check', () => {
  expect(sheets.length).toBeGreaterThan(50)
})

test.each(sheets)('%s keeps to what React Native takes', (file) => {
  expect(problemsOf(compiled[file])).toEqual([])
})

// a `.rn.scss` replaces its web sheet whole: a class added to the web sheet only is unstyled on RN
test.each(replaced)('the RN copy of %s styles every class it does', (web) => {
  const rnClasses = classesOf(compiled[web.replace(/\.scss$/, '.rn.scss')])
  const missing = [...classesOf(compiled[web])].filter((c) => !rnClasses.has(c) && !(LEFT_OUT_ON_RN[web] ?? []).includes(c))
  expect(missing).toEqual([])
})

/**
 * A `.rn.scss` holds what differs on React Native; the rules both share sit in a partial beside the
 * two sheets (`_name.scss`, docs/builds.md), so a style fix is made once. A rule of the RN sheet's
 * own text whose every declaration the web sheet already gives that class is a copy.
 */
const MAX_REPEATED_RULES = 3

function declarationsOf(css: string): Map<string, Set<string>> {
  const bySelector = new Map<string, Set<string>>()
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule') return
    for (const selector of rule.selectors) {
      const set = bySelector.get(selector) ?? new Set<string>()
      rule.walkDecls((decl) => {
        set.add(`${decl.prop}: ${decl.value}`)
      })
      bySelector.set(selector, set)
    }
  })
  return bySelector
}

function repeatedRules(rnOwnCss: string, webCss: string): string[] {
  const web = declarationsOf(webCss)
  const repeated: string[] = []
  declarationsOf(rnOwnCss).forEach((decls, selector) => {
    const webDecls = web.get(selector)
    if (decls.size > 0 && webDecls && [...decls].every((d) => webDecls.has(d))) repeated.push(selector)
  })
  return repeated
}

test.each(replaced)('the RN sheet beside %s repeats at most a few of its rules (the shared ones sit in a partial)', (web) => {
  const rn = web.replace(/\.scss$/, '.rn.scss')
  const repeated = repeatedRules(compiled[`own:${rn}`], compiled[web])
  expect(repeated.length <= MAX_REPEATED_RULES ? [] : repeated).toEqual([])
})

test('a copied rule counts as repeated; a rule that differs from the web one does not', () => {
  const web = '.a { color: red; font-size: 14px } .b { position: fixed; bottom: 0 }'
  expect(repeatedRules('.a { color: red } .b { bottom: 0; flex-grow: 1 }', web)).toEqual(['.a'])
})
