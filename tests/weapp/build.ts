import fs from 'node:fs'
import path from 'node:path'
import { distDir } from './paths'

export interface AppJson {
  pages: string[]
  subPackages?: { root: string; pages: string[] }[]
  tabBar?: { custom?: boolean; list: { pagePath: string; text: string }[] }
}

export function readAppJson(): AppJson {
  return JSON.parse(fs.readFileSync(path.join(distDir, 'app.json'), 'utf8')) as AppJson
}

/** every page route of the build: main package, then each subpackage's pages under its root */
export function allRoutes(app: AppJson = readAppJson()): string[] {
  return [...app.pages, ...(app.subPackages ?? []).flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))]
}

/** a page's own JSON (its navigationBarTitleText, usingComponents...) */
export function pageJson(route: string): { navigationBarTitleText?: string } {
  return JSON.parse(fs.readFileSync(path.join(distDir, `${route}.json`), 'utf8')) as { navigationBarTitleText?: string }
}

/** total bytes of the files under `dir`, skipping folders whose relative path is in `skip` */
export function folderBytes(dir: string, skip: string[] = [], rel = ''): number {
  let total = 0
  for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name
    if (skip.includes(child)) continue
    total += entry.isDirectory() ? folderBytes(dir, skip, child) : fs.statSync(path.join(dir, child)).size
  }
  return total
}
