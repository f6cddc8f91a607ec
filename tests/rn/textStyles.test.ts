import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import postcss from 'postcss'

/**
 * React Native's Text inherits nothing from the View around it: a font size or colour set on a
 * row's View is lost there, and its texts show at RN's default size and in black (issue 18: odds
 * tables, stat bars). So text styles sit on each Text: no View's class sets them, and no Text is
 * left without a class or style of its own.
 */
const root = path.resolve(__dirname, '../..')
const TEXT_PROPS = new Set(['font-size', 'color'])

function filesOf(pattern: string): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', pattern], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .filter((f) => fs.existsSync(path.join(root, f)))
}

/** the sheets RN uses: each `x.rn.scss`, else `x.scss` */
const allSheets = filesOf('src/**/*.scss')
const sheetSet = new Set(allSheets)
const rnSheets = allSheets.filter((f) => f.endsWith('.rn.scss') || !sheetSet.has(f.replace(/\.scss$/, '.rn.scss')))
const compiled = JSON.parse(
  execFileSync(process.execPath, [path.join(__dirname, 'setup/compileSheets.js'), ...rnSheets], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }),
) as Record<string, string>

/** class -> the text properties (size, colour) a rule of that class sets */
const textPropsOfClass = new Map<string, Set<string>>()
for (const css of Object.values(compiled)) {
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule') return
    rule.walkDecls((decl) => {
      if (!TEXT_PROPS.has(decl.prop)) return
      for (const selector of rule.selectors) {
        const m = /^\.([\w-]+)$/.exec(selector.trim())
        if (!m) continue
        const set = textPropsOfClass.get(m[1]) ?? new Set<string>()
        set.add(decl.prop)
        textPropsOfClass.set(m[1], set)
      }
    })
  })
}

/** the class names written in a className attribute ('a b', {`a ${x ? 'b' : ''}`}); interpolated parts left out */
function classesIn(attribute: string): string[] {
  const literal = attribute.replace(/\$\{[^}]*\}/g, ' ')
  const quoted = [...literal.matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3])
  return quoted.join(' ').split(/\s+/).filter((c) => /^[a-z][\w-]*$/.test(c))
}

/** the components RN renders: `x.rn.tsx` where it exists, else `x.tsx` (never `x.weapp.tsx`) */
const allComponents = filesOf('src/**/*.tsx')
const componentSet = new Set(allComponents)
const components = allComponents.filter((f) => !f.endsWith('.weapp.tsx') && (f.endsWith('.rn.tsx') || !componentSet.has(f.replace(/\.tsx$/, '.rn.tsx'))))

function viewsWithTextStyles(file: string): string[] {
  const source = fs.readFileSync(path.join(root, file), 'utf8')
  const found: string[] = []
  for (const m of source.matchAll(/<View\b[^>]*?className=(\{`[^`]*`\}|\{'[^']*'\}|'[^']*'|"[^"]*")/gs)) {
    for (const c of classesIn(m[1])) {
      const props = textPropsOfClass.get(c)
      if (props) found.push(`${file}:${source.slice(0, m.index).split('\n').length} <View className="${c}"> sets ${[...props].join(', ')}`)
    }
  }
  return found
}

test('the check reads the app’s components and sheets', () => {
  expect(components.length).toBeGreaterThan(100)
  expect(textPropsOfClass.get('odds-table__cell')).toEqual(new Set(['font-size', 'color']))
})

test('no View’s class sets a font size or colour (RN would drop them: its Text inherits nothing)', () => {
  expect(components.flatMap(viewsWithTextStyles)).toEqual([])
})

test('no Text is left without a class or style of its own', () => {
  const bare = components.flatMap((file) => {
    const source = fs.readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    return [...source.matchAll(/<Text>/g)].map((m) => `${file}:${source.slice(0, m.index).split('\n').length}`)
  })
  expect(bare).toEqual([])
})

test('a Text with a fixed class gets its size and colour from it (classes built at run time are not read)', () => {
  const lacking = components.flatMap((file) => {
    const source = fs.readFileSync(path.join(root, file), 'utf8')
    const found: string[] = []
    for (const m of source.matchAll(/<Text\b([^>]*?)>/gs)) {
      const attributes = m[1]
      const fixed = /className=(?:'([^']*)'|"([^"]*)"|\{'([^']*)'\})/.exec(attributes)
      if (!fixed || /\bstyle=/.test(attributes)) continue
      const classes = (fixed[1] ?? fixed[2] ?? fixed[3]).split(/\s+/).filter(Boolean)
      const props = new Set(classes.flatMap((c) => [...(textPropsOfClass.get(c) ?? [])]))
      const missing = [...TEXT_PROPS].filter((p) => !props.has(p))
      if (missing.length > 0) found.push(`${file}:${source.slice(0, m.index).split('\n').length} <Text className="${classes.join(' ')}"> has no ${missing.join(', ')}`)
    }
    return found
  })
  expect(lacking).toEqual([])
})
