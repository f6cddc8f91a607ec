import type { SiteText } from '@contract/api/home'
import { request } from './request'

/** docs/product/overview.md: this build */
export const APP_VERSION = '1.3.5'
export const APP_VERSION_CODE = 251

export interface ServerVersion {
  /** '1.3.6' */
  version: string
  /** the build code when the server states one ('1.3.6 (252)' or '1.3.6+252'), else null */
  code: number | null
  /** what changed, one line each */
  notes: string[]
}

/** -1, 0 or 1 comparing dotted versions segment by segment ('1.10.0' > '1.9.9'; missing segments are 0) */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((x) => parseInt(x, 10) || 0)
  const pb = b.split('.').map((x) => parseInt(x, 10) || 0)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0)
    if (d !== 0) return d > 0 ? 1 : -1
  }
  return 0
}

/** reads '1.3.6', 'v1.3.6 (252)', '1.3.6+252' */
export function parseServerVersion(text: SiteText): ServerVersion {
  const m = /(\d+(?:\.\d+)*)\s*(?:\(\s*(\d+)\s*\)|\+(\d+))?/.exec(text.version)
  return {
    version: m ? m[1] : text.version,
    code: m && (m[2] ?? m[3]) ? Number(m[2] ?? m[3]) : null,
    notes: text.text.filter((line) => line.trim() !== ''),
  }
}

/** newer than this build: a higher version, or the same version with a higher build code */
export function isNewerThanApp(v: ServerVersion): boolean {
  const cmp = compareVersions(v.version, APP_VERSION)
  if (cmp !== 0) return cmp > 0
  return v.code !== null && v.code > APP_VERSION_CODE
}

/** the version text of docs/product/api.md (api/index/shuju, content VER) */
export async function fetchServerVersion(opts: { silent?: boolean } = {}): Promise<ServerVersion> {
  return parseServerVersion(await request('api/index/shuju', { content: 'VER' }, { silent: opts.silent }))
}
