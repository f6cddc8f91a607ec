#!/usr/bin/env node
// Compiles the given Sass files (paths from the repository root) and prints {file: css} as JSON.
// Run as its own node process: Dart Sass does not find node's file system inside the RN jest
// environment.
const path = require('node:path')
const sass = require('sass')

const root = path.resolve(__dirname, '../../..')
const out = {}
for (const file of process.argv.slice(2)) {
  out[file] = sass.compile(path.join(root, file), {
    loadPaths: [root, path.join(root, 'node_modules')],
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'slash-div'],
    logger: sass.Logger.silent,
  }).css
}
process.stdout.write(JSON.stringify(out))
