// Lints snippets as if they stood in given files, with the project's eslint.config.mjs, and prints
// one rule's messages per case as JSON (the boundary rule unless the case names another). Run by boundaries.test.ts in a child process
// (ESLint loads its flat config with a dynamic import, which jest's module sandbox cannot do).
import path from 'node:path'
import { ESLint } from 'eslint'

const root = path.resolve(import.meta.dirname, '../../..')
const cases = JSON.parse(await new Promise((resolve) => {
  let text = ''
  process.stdin.on('data', (c) => (text += c)).on('end', () => resolve(text))
}))
const eslint = new ESLint({ cwd: root })
const out = []
for (const { file, code, rule = 'import-x/no-restricted-paths' } of cases) {
  const [result] = await eslint.lintText(`${code}\nexport const used = x\n`, { filePath: path.join(root, file) })
  out.push(result.messages.filter((m) => m.ruleId === rule).map((m) => m.message))
}
process.stdout.write(JSON.stringify(out))
