import fs from 'node:fs'
import path from 'node:path'

/**
 * WeChat DevTools reads the app id from the root project.config.json (the tourist id, committed)
 * and lets project.private.config.json override it. A weapp build puts TARO_APP_ID there, so a real
 * app id never needs a commit; without it, an app id written by an earlier build is taken out again.
 */
export function applyWeappAppId(root: string, appId = process.env.TARO_APP_ID): void {
  const file = path.join(root, 'project.private.config.json')
  let current: Record<string, unknown> = {}
  try {
    current = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>
  } catch {
    // none yet (or unreadable: DevTools rewrites it anyway)
  }
  const next = { ...current }
  if (appId) next.appid = appId
  else delete next.appid
  if (JSON.stringify(next) === JSON.stringify(current)) return
  if (Object.keys(next).length === 0) fs.rmSync(file, { force: true })
  else fs.writeFileSync(file, JSON.stringify(next, null, 2) + '\n')
}
