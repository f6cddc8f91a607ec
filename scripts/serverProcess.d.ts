import type { ChildProcess, SpawnOptions } from 'node:child_process'

/** the environment the server runs with (scripts/serverProcess.js) */
export function serverEnv(extra?: Record<string, string>): NodeJS.ProcessEnv
/** the project's root */
export const root: string
/** node's arguments that run the server, from the root */
export const SERVER_ARGS: readonly string[]
/** spawns the stand-in's server process (scripts/serverProcess.js) */
export function spawnServer(extra?: Record<string, string>, options?: Omit<SpawnOptions, 'cwd' | 'env'>, args?: readonly string[]): ChildProcess
