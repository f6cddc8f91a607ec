import type { z } from 'zod'

function kindOf(v: unknown): string {
  if (v === null) return 'null'
  if (Array.isArray(v)) return 'array'
  return typeof v
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = root
  for (const k of path) {
    if (cur === null || typeof cur !== 'object') return undefined
    cur = (cur as Record<PropertyKey, unknown>)[k]
  }
  return cur
}

function pathText(prefix: string, path: readonly PropertyKey[]): string {
  let out = prefix
  for (const k of path) out += typeof k === 'number' ? `[${k}]` : `.${String(k)}`
  return out
}

/**
 * One line per zod issue, naming the field path and what differed, e.g.
 * `data.list[0].home_team: expected string, got number` or `data.list[0].home_team: missing`.
 */
export function describeIssues(issues: readonly z.ZodIssue[], data: unknown, prefix = 'data'): string[] {
  return issues.map((issue) => {
    const where = pathText(prefix, issue.path)
    const got = valueAt(data, issue.path)
    if (issue.code === 'invalid_type') {
      if (got === undefined) return `${where}: missing (expected ${issue.expected})`
      return `${where}: expected ${issue.expected}, got ${kindOf(got)}`
    }
    if (issue.code === 'unrecognized_keys') return `${where}: unexpected field(s) ${issue.keys.join(', ')}`
    return `${where}: ${issue.message}`
  })
}
