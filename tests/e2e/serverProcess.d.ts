import type { ChildProcess } from 'node:child_process'

export interface ServerProcess {
  proc: ChildProcess
  /** everything the server printed (SMS codes are logged there) */
  log(): string
  stop(): Promise<void>
}

/** the operator token the servers get when the caller names none */
export const DEFAULT_ADMIN_TOKEN: string

export function startServerProcess(opts: {
  port: number
  dbFile: string
  h5Dir?: string
  payModule?: boolean
  /** false: EXTENSIONS=off, the specification's endpoints only; default served */
  extensions?: boolean
  adminToken?: string
  /** Unix ms the server's clock starts at (CLOCK_START); null/undefined: real time */
  clockStart?: number | null
  /** the clock stands still at clockStart until POST /admin/clock moves it (CLOCK_FROZEN=1) */
  clockFrozen?: boolean
  timeoutMs?: number
}): Promise<ServerProcess>
