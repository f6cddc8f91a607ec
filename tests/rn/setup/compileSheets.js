#!/usr/bin/env node
// Compiles the given Sass files (paths from the repository root) and prints {file: css} as JSON.
// A file given as `own:<path>` is given without the rules of the partials it `@use`s or `@import`s
// (`./_name.scss`, `../Folder/_name.scss`): only the rules it writes itself, with the partials' mixins
// and variables still at hand (the key stays `own:<path>`).
// Run as its own node process: Dart Sass does not find node's file system inside the RN jest
// environment.
const fs = require('node:fs')
const path = require('node:path')
const sass = require('sass')

const root = path.resolve(__dirname, '../../..')
const options = {
  loadPaths: [root, path.join(root, 'node_modules')],
  silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'slash-div'],
  logger: sass.Logger.silent,
}
/** `@use './_review.scss';`, `@use '../review/_review.scss' as *;`: a shared partial (the theme is no partial) */
const LOCAL_PARTIAL = /^@(?:use|import)\s+['"]((?:\.\.?\/)+(?:[^'"/]+\/)*_[^'"/]+)['"][^;]*;\s*$/gm

/** the file's CSS less what its partials write: a partial's CSS is written once, as it compiles alone */
function ownCss(file) {
  let css = sass.compile(file, options).css
  for (const [, partial] of fs.readFileSync(file, 'utf8').matchAll(LOCAL_PARTIAL)) {
    const partialCss = sass.compile(path.resolve(path.dirname(file), partial), options).css
    if (partialCss && !css.includes(partialCss)) throw new Error(`${file}: the CSS of ${partial} is not found whole in it`)
    css = css.replace(partialCss, '')
  }
  return css.trim()
}

const out = {}
for (const arg of process.argv.slice(2)) {
  out[arg] = arg.startsWith('own:') ? ownCss(path.join(root, arg.slice(4))) : sass.compile(path.join(root, arg), options).css
}
process.stdout.write(JSON.stringify(out))
