import fs from 'node:fs/promises'
import path from 'node:path'
import { createRequire } from 'node:module'
import type { Plugin } from 'esbuild'
import { FIXES as TARO_FIXES } from '../../config/h5-patches/taroFixes'
import type { FirstScreenRenderer } from '../../types/tab-first-screen'

/**
 * The renderer of the H5 first screens (src/firstScreen/index.tsx), bundled once per process with
 * esbuild and kept: the stand-in draws each tab's first screen with the app's own components, so a
 * change to a component changes its first screen. This is the one place the stand-in uses code of
 * the app (docs/architecture.md): as a bundle built from a path, not an import, so the rest of
 * mocks/ stays free of src/.
 *
 * The bundle resolves as the H5 build does: `@/` and `@contract/`, the platform edges' H5 files
 * (the default ones), @tarojs/components as the plain-HTML components of h5.useHtmlComponents with
 * the build's own fixes to them (config/h5-patches/taroFixes.js), and no styles (index.html links
 * the app's stylesheet). @tarojs/taro is a stub: a render calls no API.
 */

const root = path.resolve(__dirname, '../..')
const entry = path.join(root, 'src/firstScreen/index.tsx')

/** stylesheets are the page's (the first stylesheet of the H5 build): nothing to bundle */
const noStyles: Plugin = {
  name: 'no-styles',
  setup(b) {
    b.onResolve({ filter: /\.(s?css)(\.js)?$/ }, (args) => ({ path: args.path, namespace: 'no-style' }))
    b.onLoad({ filter: /.*/, namespace: 'no-style' }, () => ({ contents: '', loader: 'js' }))
  },
}

/** the H5 build's fixes to Taro's files (Text's numberOfLines), so the markup is the page's */
const taroFixes: Plugin = {
  name: 'taro-fixes',
  setup(b) {
    b.onLoad({ filter: /@tarojs[\\/]components-react[\\/].*\.js$/ }, async (args) => {
      let contents = await fs.readFile(args.path, 'utf8')
      for (const fix of TARO_FIXES.filter((f) => f.file.test(args.path))) {
        if (!contents.includes(fix.from)) throw new Error(`${args.path}: the fix "${fix.why}" no longer applies`)
        contents = contents.replace(fix.from, fix.to)
      }
      return { contents, loader: 'js' }
    })
  },
}

/** a change to the app's source as it is bundled (tests: a component's text changed, nothing else) */
export type SourceEdit = (file: string, source: string) => string

/** hands every file of src/ through `edit` */
const editedSources = (edit: SourceEdit): Plugin => ({
  name: 'edited-sources',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
      return { contents: edit(args.path, await fs.readFile(args.path, 'utf8')), loader: args.path.endsWith('x') ? 'tsx' : 'ts' }
    })
  },
})

/** builds the renderer's bundle (with `edit`, from the sources it changes) and evaluates it */
export async function loadFirstScreenRenderer(edit?: SourceEdit): Promise<FirstScreenRenderer> {
  // loaded here, not with the module: the stand-in also runs in test environments where esbuild refuses to load (the mini-program suites), and they never draw an H5 first screen
  const { build } = await import('esbuild')
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: 'node18',
    jsx: 'automatic',
    logLevel: 'silent',
    // the platform edges' H5 files are the default ones; a `.h5` file wins where there is one
    resolveExtensions: ['.h5.tsx', '.h5.ts', '.tsx', '.ts', '.mjs', '.js', '.cjs', '.json'],
    alias: {
      '@': path.join(root, 'src'),
      '@contract': path.join(root, 'types'),
      '@tarojs/components': path.join(root, 'src/firstScreen/taroComponents.mjs'),
      '@tarojs/taro': path.join(root, 'src/firstScreen/taroStub.mjs'),
    },
    define: { 'process.env.TARO_ENV': '"h5"', 'process.env.NODE_ENV': '"production"' },
    // a feature's index (one feature reaches another only through it) names modules that import pictures
    // the first screens never draw (the tab bar's icons): they resolve to nothing
    loader: { '.png': 'empty', '.jpg': 'empty', '.gif': 'empty', '.svg': 'empty', '.webp': 'empty' },
    plugins: [noStyles, taroFixes, ...(edit ? [editedSources(edit)] : [])],
  })
  const code = out.outputFiles[0].text
  const module = { exports: {} as { firstScreenRenderer?: FirstScreenRenderer } }
  // the bundle is CommonJS (our own, built just above): evaluated with a require that finds node's own modules
  new Function('module', 'exports', 'require', code)(module, module.exports, createRequire(entry))
  const renderer = module.exports.firstScreenRenderer
  if (!renderer) throw new Error(`${entry} exports no firstScreenRenderer`)
  return renderer
}

let loading: Promise<FirstScreenRenderer> | null = null

/** the renderer, built on the first call (about a second) and shared by every later one */
export async function firstScreenRenderer(): Promise<FirstScreenRenderer> {
  loading ??= loadFirstScreenRenderer()
  return loading
}
