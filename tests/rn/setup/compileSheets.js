#!/usr/bin/env node
// Compiles the given Sass files (paths from the repository root) and prints {file: css} as JSON.
// A file given as `own:<path>` is compiled without the partials it `@use`s or `@import`s
// (`./_name.scss`, `../Folder/_name.scss`): only the rules it writes itself (the key stays `own:<path>`).
// Run as its own node process: Dart Sass does not find node's file system inside the RN jest
// environment.
const fs = require('node:fs')
const path = require('node:path')
const { pathToFileURL } = require('node:url')
const sass = require('sass')

const root = path.resolve(__dirname, '../../..')
const options = {
  loadPaths: [root, path.join(root, 'node_modules')],
  silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'slash-div'],
  logger: sass.Logger.silent,
}
/** `@use './_review.scss';`, `@use '../review/_review.scss';`: a shared partial (the theme is no partial) */
const LOCAL_PARTIAL = /^@(use|import)\s+['"](\.\.?\/)+([^'"/]+\/)*_[^'"/]+['"][^;]*;\s*$/gm

const out = {}
for (const arg of process.argv.slice(2)) {
  if (arg.startsWith('own:')) {
    const file = path.join(root, arg.slice(4))
    const source = fs.readFileSync(file, 'utf8').replace(LOCAL_PARTIAL, '')
    out[arg] = sass.compileString(source, { ...options, url: pathToFileURL(file) }).css
  } else {
    out[arg] = sass.compile(path.join(root, arg), options).css
  }
}
process.stdout.write(JSON.stringify(out))
