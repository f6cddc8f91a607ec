// node's own timers: the mini-program suites host the server in a jsdom environment, whose timers are numbers
import { clearTimeout, setTimeout } from 'node:timers'
import { fork, type ChildProcess } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import type { PictureReply, PictureRequest } from './pictureWorkerEntry'

/**
 * The picture worker, seen from the server: one child process that runs the heavy picture work
 * (decode, resize, encode) at a lower CPU priority, so the kernel gives logins' password hashing and
 * the API the cores first. It is started by the first picture, and asked to leave once picture work
 * has been quiet for PICTURE_WORKER_QUIET_MS (default 5 s): its process ends, and with it every byte
 * of pixels it held. Bytes cross as Buffers (advanced IPC serialization), never larger than the
 * upload limits and the pixel budget let them be. If it dies, only the pictures in it fail
 * (PictureWorkerGone); the next picture starts a new one.
 */

/** the worker died or was killed while a picture was in it */
export class PictureWorkerGone extends Error {
  constructor(reason: string) {
    super(`picture worker ended (${reason})`)
  }
}

/** how much nicer than the server the worker runs (nice +10: the server's threads get the cores first) */
export const WORKER_NICENESS = 10
const WORKER_QUIET_MS_DEFAULT = 5000

/** the quiet period, read when it starts so an operator's or a test's value applies (PICTURE_WORKER_QUIET_MS) */
function quietMs(): number {
  const ms = Number(process.env.PICTURE_WORKER_QUIET_MS)
  return Number.isFinite(ms) && ms >= 0 && process.env.PICTURE_WORKER_QUIET_MS !== '' ? ms : WORKER_QUIET_MS_DEFAULT
}

const ENTRY = path.join(__dirname, 'pictureWorkerEntry.ts')
const ROOT = path.resolve(__dirname, '../..')

interface Worker {
  child: ChildProcess
  waiting: Map<number, { resolve: (output: unknown) => void; reject: (e: Error) => void }>
}

let current: Worker | undefined
let nextId = 1
let quietTimer: NodeJS.Timeout | undefined

/** the worker's pid while one runs (for the tests and an operator's look) */
export const pictureWorkerPid = (): number | undefined => current?.child.pid

/** the worker is gone, however it went: its pictures fail, the next picture starts another */
function gone(worker: Worker, reason: string): void {
  if (current === worker) current = undefined
  for (const { reject } of worker.waiting.values()) reject(new PictureWorkerGone(reason))
  worker.waiting.clear()
}

function start(): Worker {
  // the same loader as the server (scripts/serverProcess.js); its environment, MALLOC_ARENA_MAX included
  const child = fork(ENTRY, [], { cwd: ROOT, execArgv: ['--import', 'tsx'], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const worker: Worker = { child, waiting: new Map() }
  if (child.pid !== undefined) {
    try {
      os.setPriority(child.pid, Math.min(19, os.getPriority() + WORKER_NICENESS))
    } catch (e) {
      // never expected (a process may always lower its child's priority); pictures still work, only sooner
      console.warn(`[pictures] the worker's priority could not be lowered: ${(e as Error).message}`)
    }
  }
  child.on('message', (reply: PictureReply) => {
    const waiter = worker.waiting.get(reply.id)
    if (!waiter) return
    worker.waiting.delete(reply.id)
    if (worker.waiting.size === 0) child.channel?.unref()
    if (reply.ok) waiter.resolve(reply.output)
    else waiter.reject(new Error(reply.message))
  })
  child.on('error', (e) => gone(worker, e.message))
  child.on('disconnect', () => gone(worker, 'disconnected'))
  child.on('exit', (code, signal) => gone(worker, signal ?? `exit ${code}`))
  // an idle worker never keeps the server (or a test run) alive; one with pictures in it does
  child.unref()
  child.channel?.unref()
  return worker
}

/** once nothing has been asked for a quiet period, the worker leaves (it exits when its channel closes) */
function leaveWhenQuiet(): void {
  clearTimeout(quietTimer)
  quietTimer = setTimeout(() => {
    const worker = current
    if (!worker || worker.waiting.size > 0) return
    current = undefined
    worker.child.disconnect()
  }, quietMs())
  quietTimer.unref()
}

/** runs `job` of the table exported as `pictureJobs` by `jobsFile`, with `input`, in the worker */
export function inPictureWorker(jobsFile: string, job: string, input: unknown): Promise<unknown> {
  clearTimeout(quietTimer)
  const worker = current ?? (current = start())
  const id = nextId++
  const request: PictureRequest = { id, jobsFile, job, input }
  const answered = new Promise<unknown>((resolve, reject) => {
    worker.waiting.set(id, { resolve, reject })
    worker.child.channel?.ref()
    worker.child.send(request, (e) => {
      if (e) gone(worker, e.message)
    })
  })
  return answered.finally(() => {
    if (current === worker && worker.waiting.size === 0) leaveWhenQuiet()
  })
}
