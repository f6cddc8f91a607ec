import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../../mocks/app'
import { readConfig } from '../../mocks/config'
import type { Db } from '../../mocks/db'
import type { SettableClock } from '../../mocks/http/context'
import type { Leadership } from '../../mocks/services/leadership'

/** the scale-out suites' pieces: server instances sharing one database and Redis, and stand-in processes to kill */

export interface Instance {
  app: FastifyInstance
  url: string
  adminToken: string
}

/**
 * One process's server on the shared database and clock, listening on loopback; its own ticker never
 * fires by itself (the clock moves through /admin/clock). Its leadership is its own (SQLite: it leads)
 * unless given.
 */
export async function startInstance(db: Db, clock: SettableClock, redisUrl: string, leadership?: Leadership): Promise<Instance> {
  const { app, config } = await buildServer({
    config: { ...readConfig({}), dbFile: ':memory:', logRequests: false, port: 0, redisUrl },
    clock, db, validateResponses: true, leadership,
    livePush: { tickMs: 3_600_000 },
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { app, url: `ws://127.0.0.1:${port}/ws`, adminToken: config.adminToken }
}

/**
 * Runs `script` (beside this file) as a process of its own and resolves once it prints `held`; the
 * caller kills it with SIGKILL, as a crashed server. Node itself with tsx's loader: the tsx command
 * would start a second process that kill -9 of the first leaves running.
 */
export async function startHolder(script: string, args: string[]): Promise<ChildProcess> {
  const holder = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, script), ...args], { stdio: ['ignore', 'pipe', 'pipe'], cwd: path.join(__dirname, '../..') })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    holder.stdout?.on('data', (d: Buffer) => {
      output += d.toString()
      if (output.includes('held')) resolve()
    })
    holder.stderr?.on('data', (d: Buffer) => (output += d.toString()))
    holder.once('exit', (code) => reject(new Error(`${script} exited with ${code}: ${output}`)))
  })
  return holder
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * polls `done` until it holds or `ms` passed (then the caller's expect says what was seen); on a busy
 * core a process's Redis link has been seen to take over 5 s to become ready, its SUBSCRIBE waiting
 */
export async function until(done: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await done()) && Date.now() < deadline) await sleep(20)
}
