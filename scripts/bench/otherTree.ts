/**
 * Another commit beside this tree, for the before/after scripts (bench:compare, shots:tabs), and the
 * production H5 build of a tree (bench:h5, shots:tabs).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { root } from '../serverProcess'

/** `rev` checked out in a temporary worktree sharing this tree's node_modules; `removeTree` ends it */
export function treeAt(rev: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tree-at-'))
  execFileSync('git', ['worktree', 'add', '--detach', '-f', dir, rev], { cwd: root, stdio: 'ignore' })
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  return dir
}

export function removeTree(dir: string): void {
  execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' })
}

/** the production H5 app of the tree at `projectDir`, built into `out` (served from `/`) */
export function buildH5(projectDir: string, out: string, label: string): void {
  console.log(`[${label}] building H5 of ${projectDir} into ${out} ...`)
  fs.rmSync(out, { recursive: true, force: true })
  const res = spawnSync(path.join(root, 'node_modules/.bin/taro'), ['build', '--type', 'h5'], {
    cwd: projectDir,
    env: { ...process.env, TARO_OUTPUT: out, TARO_APP_API_BASE: '/', NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (res.status !== 0) throw new Error(`H5 build of ${projectDir} failed:\n${(res.stdout + res.stderr).slice(-3000)}`)
}
