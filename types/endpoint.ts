import type { z } from 'zod'

/** who may call an endpoint */
export type Access = 'public' | 'optional' | 'user'

/**
 * Which part of the contract an endpoint belongs to: `spec` is named by the product specification and
 * any backend built from it keeps it; `extension` is this project's own addition, which a backend may
 * lack (the app then hides or replaces what rides on it: docs/product/api.md, Two parts).
 */
export type ContractPart = 'spec' | 'extension'

export interface EndpointDef {
  /** named by the product specification, or an extension of this project */
  part: ContractPart
  /** request schema; form-encoded fields arrive as strings, so schemas coerce */
  req: z.ZodType
  /** schema of the response envelope's `data` */
  res: z.ZodType
  /** 'ANY' (default) accepts GET and POST, as docs/product/api.md allows */
  method?: 'GET' | 'POST' | 'ANY'
  /** default 'optional': the token is read when present */
  access?: Access
  /** one-line description, Chinese or English */
  doc?: string
}

/** keeps the literal keys of a table while checking each entry's shape */
export function defineEndpoints<T extends Record<string, EndpointDef>>(table: T): T {
  return table
}
