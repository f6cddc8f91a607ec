import fs from 'node:fs'
import path from 'node:path'

export type DistRequire = (file: string) => unknown

/**
 * Evaluates the built mini program's CommonJS files the way WeChat does: once per app instance,
 * in this test's global scope (wx, App, Page, Component), outside jest's module registry — jest
 * would cache a component file and never run its Component() call again for the next page.
 */
export function createDistLoader(): { require: DistRequire; run: DistRequire } {
  const cache = new Map<string, unknown>()
  const evaluate = (abs: string): unknown => {
    const code = fs.readFileSync(abs, 'utf8')
    const mod = { exports: {} as unknown }
    cache.set(abs, mod.exports)
    // running the build's own code is the point: new Function evaluates it in this test's globals
    const fn = new Function('require', 'module', 'exports', code) as (r: DistRequire, m: typeof mod, e: unknown) => void
    fn((rel) => load(path.resolve(path.dirname(abs), rel)), mod, mod.exports)
    cache.set(abs, mod.exports)
    return mod.exports
  }
  const file = (f: string) => (f.endsWith('.js') ? f : `${f}.js`)
  const load: DistRequire = (f) => {
    const abs = file(f)
    return cache.has(abs) ? cache.get(abs) : evaluate(abs)
  }
  /** runs a file again even if it ran before (a page or component file registers itself on every load) */
  const run: DistRequire = (f) => evaluate(file(f))
  return { require: load, run }
}
