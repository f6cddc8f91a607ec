import fs from 'node:fs'
import path from 'node:path'
// the official WXML compiler (wcc) that miniprogram-simulate bundles; no typings
// eslint-disable-next-line @typescript-eslint/no-require-imports
const compiler = require('miniprogram-compiler') as { wxmlToJs(root: string, opts: { wxmlList: string[]; wxsList: string[] }): string }

const IMPORT = /<(?:import|include|wxs)\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/g

/** the .wxml and .wxs files `entry` pulls in, itself first, relative to root */
function closure(root: string, entry: string): { wxml: string[]; wxs: string[] } {
  const wxml: string[] = []
  const wxs: string[] = []
  const visit = (rel: string) => {
    const list = rel.endsWith('.wxs') ? wxs : wxml
    if (list.includes(rel)) return
    list.push(rel)
    if (rel.endsWith('.wxs')) return
    const source = fs.readFileSync(path.join(root, rel), 'utf8')
    for (const m of source.matchAll(IMPORT)) {
      const target = m[1].startsWith('/') ? m[1].slice(1) : path.posix.join(path.posix.dirname(rel), m[1])
      visit(/\.(wxml|wxs)$/.test(target) ? target : `${target}.wxml`)
    }
  }
  visit(`${entry}.wxml`)
  return { wxml, wxs }
}

/**
 * Compiles one page (or component) with everything it imports, as WeChat DevTools would.
 * Throws the compiler's own message (file:line:column: reason) for broken WXML.
 */
export function compileWxml(root: string, entry: string): void {
  const { wxml, wxs } = closure(root, entry)
  let code: string
  try {
    code = compiler.wxmlToJs(root, { wxmlList: wxml, wxsList: wxs })
  } catch (e) {
    throw new Error(`${entry}.wxml does not compile: ${(e as Error).message.trim()}`)
  }
  // the compiler's output is the body of a function returning $gwx
  const gwx = new Function(code)() as (file: string) => unknown
  if (typeof gwx(`${entry}.wxml`) !== 'function') throw new Error(`${entry}.wxml compiled to nothing renderable`)
}
