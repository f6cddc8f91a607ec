import fs from 'node:fs'
import path from 'node:path'
import taroFixes, { FIXES } from '../../../config/h5-patches/taroFixes'

/**
 * Every change this project makes to Taro's H5 output is accounted for (docs/builds.md, Taro patches):
 * each still applies to the installed Taro (else the build would fail or the change would silently do
 * nothing) and is still needed (Taro has not shipped the same change itself). A Taro upgrade that
 * breaks or obsoletes one fails here, naming it, before anyone builds.
 */
const MODULES = path.resolve(__dirname, '../../../node_modules')
const read = (rel: string): string => fs.readFileSync(path.join(MODULES, rel), 'utf8')

/** the installed files each loader fix is for */
const FIX_TARGETS = [
  '@tarojs/router/dist/router/spa.js',
  '@tarojs/plugin-framework-react/dist/runtime.js',
  '@tarojs/components-react/dist/components/pull-down-refresh/index.js',
  '@tarojs/components-react/dist/components/text/index.js',
]

describe('the loader fixes (config/h5-patches/taroFixes.js)', () => {
  it.each(FIXES.map((fix) => [fix.why.slice(0, 60), fix] as const))('%s… still applies once and is still needed', (_name, fix) => {
    const targets = FIX_TARGETS.filter((rel) => fix.file.test(path.join(MODULES, rel)))
    expect(targets).toHaveLength(1)
    const source = read(targets[0])
    // applies: the text it replaces is there, exactly once
    expect(source.split(fix.from)).toHaveLength(2)
    // needed: Taro does not already do it
    expect(source.includes(fix.to)).toBe(false)
  })

  it('changes each target file only where a fix says, and fails the build on a file that changed', () => {
    for (const rel of FIX_TARGETS) {
      const file = path.join(MODULES, rel)
      const out = taroFixes.call({ resourcePath: file }, read(rel))
      for (const fix of FIXES.filter((f) => f.file.test(file))) expect(out).toContain(fix.to)
    }
    const runtime = path.join(MODULES, FIX_TARGETS[1])
    expect(() => taroFixes.call({ resourcePath: runtime }, 'a Taro release with other code')).toThrow(/no longer applies/)
  })

  it('touches no other file: the regexes name one file each', () => {
    const others = ['taro-ui/dist/components/text/index.js', '@tarojs/components/dist/components/text/index.js', 'some-lib/pull-down-refresh/index.js']
    for (const rel of others) expect(FIXES.filter((f) => f.file.test(path.join(MODULES, rel)))).toEqual([])
  })
})

describe('the stubs (config/h5-stubs/)', () => {
  const request = read('@tarojs/taro-h5/dist/api/network/request/index.js')

  it('Taro’s request still imports the fetch and AbortController polyfills and jsonp-retry, which the stubs replace', () => {
    expect(request).toContain("import 'whatwg-fetch';")
    expect(request).toContain("import 'abortcontroller-polyfill/dist/abortcontroller-polyfill-only';")
    expect(request).toMatch(/import jsonpRetry from 'jsonp-retry';/)
  })

  it('Taro’s components still export <taro-tabbar> under the names the stub gives', () => {
    const index = read('@tarojs/components/dist/components/index.js')
    const line = index.split('\n').find((l) => l.includes("from './taro-tabbar.js'"))
    expect(line).toBeDefined()
    const imported = [...(line ?? '').matchAll(/(\w+)(?: as \w+)?\s*[,}]/g)].map((m) => m[1])
    const stub = fs.readFileSync(path.resolve(__dirname, '../../../config/h5-stubs/taro-tabbar.js'), 'utf8')
    const exported = [...stub.matchAll(/export const (\w+)/g)].map((m) => m[1])
    expect(imported.sort()).toEqual(exported.sort())
  })
})

describe('the build hooks (config/index.ts)', () => {
  it('Taro’s H5 entry still takes code to run before the app starts (the pause between loading and starting)', () => {
    expect(read('@tarojs/taro-loader/lib/h5.js')).toContain('options.loaderMeta.execBeforeCreateWebApp')
  })

  it('Taro still injects its own component styles by a separate rule (taroStyle), which the build removes', () => {
    expect(read('@tarojs/webpack5-runner/dist/webpack/H5WebpackModule.js')).toContain('taroStyle: this.getTaroStyleRule(')
  })
})
