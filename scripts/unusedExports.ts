/**
 * Finds the exports of the app, the contract, the stand-in and the scripts that no other file uses:
 * each is dead code (delete it) or a name used only in its own file (drop `export`).
 *
 *   npx tsx scripts/unusedExports.ts      # prints one line per unused export; exits 1 when any
 *
 * Read with the TypeScript checker over tsconfig.json's whole program (tests count as users): every
 * identifier of every file is resolved to the symbol it names, through imports and re-exports, so a
 * name used through `import * as`, `await import(...)` or a re-exporting index counts. A platform
 * variant (`x.weapp.ts`, `x.h5.ts`, `x.rn.tsx`) is used wherever its base file `x.ts` is: Taro picks
 * the file at build time. Default exports (pages, configs) are left alone: the build finds those.
 * tests/unit/architecture/unusedExports.test.ts fails on a new one.
 */
import path from 'node:path'
import ts from 'typescript'

export interface UnusedExport {
  /** repository-relative, forward slashes */
  file: string
  name: string
  /** `local`: used in its own file, so only `export` goes; `dead`: used nowhere */
  kind: 'local' | 'dead'
}

const ROOT = path.resolve(__dirname, '..')
const CHECKED = /^(src|types|mocks|scripts)\//
/** a file's name without its platform and extension: `src/platform/payment.rn.tsx` → `src/platform/payment` */
const baseOf = (file: string) => file.replace(/(\.(weapp|h5|rn))?\.tsx?$/, '')

function loadProgram(): ts.Program {
  const configPath = path.join(ROOT, 'tsconfig.json')
  const config = ts.readConfigFile(configPath, (p) => ts.sys.readFile(p))
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT)
  return ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options })
}

const relative = (fileName: string) => path.relative(ROOT, fileName).split(path.sep).join('/')

/** the symbol a name finally stands for, through import and export aliases */
function resolved(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
}

/**
 * every symbol named from a file other than the one declaring it (the alias and what it stands for).
 * Only identifiers spelt like some export are resolved: an export can only be used by its name (or by
 * an alias, whose own name is an export of the re-exporting file or is bound at an import that names
 * the original), and resolving is what costs.
 */
function usedElsewhere(program: ts.Program, checker: ts.TypeChecker, exportNames: ReadonlySet<string>): Set<ts.Symbol> {
  const used = new Set<ts.Symbol>()
  for (const source of program.getSourceFiles()) {
    if (source.isDeclarationFile || source.fileName.includes('/node_modules/')) continue
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && exportNames.has(node.text)) {
        const symbol = checker.getSymbolAtLocation(node)
        if (symbol) {
          for (const s of [symbol, resolved(checker, symbol)]) {
            if (s.declarations?.some((d) => d.getSourceFile() !== source)) used.add(s)
          }
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return used
}

/** whether its own file uses the exported symbol anywhere but in naming it where it is declared */
function usedInItsFile(checker: ts.TypeChecker, source: ts.SourceFile, symbol: ts.Symbol): boolean {
  const declarations = new Set(symbol.declarations ?? [])
  let found = false
  const visit = (node: ts.Node): void => {
    if (found) return
    if (ts.isIdentifier(node) && !(node.parent && declarations.has(node.parent as ts.Declaration))) {
      const named = ts.isShorthandPropertyAssignment(node.parent) ? checker.getShorthandAssignmentValueSymbol(node.parent) : checker.getSymbolAtLocation(node)
      const named2 = named && (checker.getExportSymbolOfSymbol(named) ?? named)
      if (named2 && (named2 === symbol || named2.declarations?.some((d) => declarations.has(d)))) found = true
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

export function findUnusedExports(): UnusedExport[] {
  const program = loadProgram()
  const checker = program.getTypeChecker()
  const exportsOf = (source: ts.SourceFile) => {
    const moduleSymbol = checker.getSymbolAtLocation(source)
    return moduleSymbol ? checker.getExportsOfModule(moduleSymbol).filter((s) => s.name !== 'default') : []
  }
  const checked = program.getSourceFiles().filter((s) => !s.isDeclarationFile && CHECKED.test(relative(s.fileName)))
  const used = usedElsewhere(program, checker, new Set(checked.flatMap((source) => exportsOf(source).map((s) => s.name))))
  const usedNames = new Map<string, Set<string>>() // base file → names used from it or a variant
  const isUsed = (s: ts.Symbol) => used.has(s) || used.has(resolved(checker, s))
  for (const source of checked) {
    const base = baseOf(relative(source.fileName))
    for (const s of exportsOf(source)) {
      if (isUsed(s)) usedNames.set(base, (usedNames.get(base) ?? new Set()).add(s.name))
    }
  }
  const found: UnusedExport[] = []
  for (const source of checked) {
    const file = relative(source.fileName)
    const base = baseOf(file)
    for (const s of exportsOf(source)) {
      if (isUsed(s) || usedNames.get(base)?.has(s.name)) continue
      // a re-export names its own file's copy only; what it re-exports is judged where it is declared
      const declaredHere = s.declarations?.some((d) => d.getSourceFile() === source) ?? false
      if (!declaredHere) continue
      found.push({ file, name: s.name, kind: usedInItsFile(checker, source, s) ? 'local' : 'dead' })
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name))
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const found = findUnusedExports()
  for (const u of found) console.log(`${u.file}: ${u.name} (${u.kind === 'local' ? 'used only in its file: drop export' : 'used nowhere'})`)
  console.log(`${found.length} unused exports`)
  process.exitCode = found.length > 0 ? 1 : 0
}
