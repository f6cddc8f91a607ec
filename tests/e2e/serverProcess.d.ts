import type { ChildProcess } from 'node:child_process'

export interface ServerProcess {
  proc: ChildProcess
  /** everything the server printed (SMS codes are logged there) */
  log(): string
  stop(): Promise<void>
}

export function startServerProcess(opts: {
  port: number
  dbFile: string
  h5Dir?: string
  payModule?: boolean
  adminToken?: string
  timeoutMs?: number
}): Promise<ServerProcess>
