/**
 * Issue 35 item 4: logins and the API never wait behind pictures. The heavy picture work (decode,
 * resize, encode) runs in a child process at a lower CPU priority, started by the first picture and
 * gone after a quiet period; a crash fails only the picture in it, and the next one starts a new child.
 */
import fs from 'node:fs'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { UploadRes, UserInfo } from '../../types/api/account'
import { ResultCode, type ApiEnvelope } from '../../types/envelope'
import { uploadDirFor } from '../../mocks/features/account'
import * as uploads from '../../mocks/features/account/services/uploads'
import { pictureWorkerPid, WORKER_NICENESS } from '../../mocks/services/pictureWorker'
import { startTestServer, type TestServer } from './helpers'
import { captureSmsLog, registerUser } from './account.helpers'
import { pngImage, uploadForm } from './images'

// starting the child (node with tsx and sharp) takes about a second on a quiet machine, several on a busy one
jest.setTimeout(60_000)

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** waits until `ready()` answers something other than undefined (polled; no fixed sleeps) */
async function until<T>(ready: () => T | undefined, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = ready()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

/** a process's state letter from /proc (R, S, Z…); undefined once it is gone */
const stateOf = (pid: number): string | undefined => {
  try {
    return /^State:\s+(\S)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  } catch {
    return undefined
  }
}

const IDLE_MS = 200

/** a step of the uploads service made IDLE_MS × 3 slower than it is (a busy machine), then done as usual */
function slowedDown(name: 'saveUpload' | 'keptThumb'): jest.SpyInstance {
  // the module object itself (its exports are what the routes call); the steps' arguments pass through untouched
  const steps = uploads as unknown as Record<typeof name, (...args: unknown[]) => Promise<unknown>>
  const real = steps[name]
  return jest.spyOn(steps, name).mockImplementation(async (...args: unknown[]) => {
    await new Promise((r) => setTimeout(r, IDLE_MS * 3))
    return real(...args)
  })
}

describe('the picture worker', () => {
  let s: TestServer
  let sms: ReturnType<typeof captureSmsLog>
  let me: UserInfo
  const dir = uploadDirFor(':memory:')
  const quietBefore = process.env.PICTURE_WORKER_QUIET_MS

  beforeAll(async () => {
    // long enough that no test's worker leaves in the middle of it; the last test shortens it
    process.env.PICTURE_WORKER_QUIET_MS = '60000'
    sms = captureSmsLog()
    // a short idle limit for sockets: a client waiting for its picture is not idle (the last test)
    s = await startTestServer({ idleTimeoutMs: IDLE_MS })
    await s.app.listen({ port: 0, host: '127.0.0.1' })
    me = await registerUser(s, '13600000035')
  })
  afterAll(async () => {
    const pid = pictureWorkerPid()
    if (pid !== undefined) process.kill(pid, 'SIGKILL')
    process.env.PICTURE_WORKER_QUIET_MS = quietBefore
    sms.restore()
    await s.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const upload = async (name: string, bytes: Buffer) => {
    const res = await s.app.inject({ method: 'POST', url: '/api/user/upload', ...uploadForm([{ name, bytes }], me.token) })
    return { status: res.statusCode, body: res.json() as ApiEnvelope<UploadRes | null> }
  }

  /** the idle worker is ended by hand, so the next picture starts a new one (no picture is in it) */
  async function noWorker(): Promise<void> {
    const pid = pictureWorkerPid()
    if (pid === undefined) return
    process.kill(pid, 'SIGKILL')
    await until(() => (pictureWorkerPid() === undefined && !alive(pid) ? true : undefined), 'the idle worker to go')
  }

  it('makes an upload and its thumbnails in a child process, not in the server', async () => {
    await noWorker()
    const { status, body } = await upload('a.png', pngImage(400, 300))
    expect(status).toBe(200)
    expect(body.code).toBe(ResultCode.OK)
    const name = (body.data as UploadRes).files[0].url.replace('/uploads/', '')
    expect(fs.existsSync(path.join(dir, name))).toBe(true)
    const thumb = await s.app.inject({ method: 'GET', url: `/uploads/${name}?w=160` })
    expect(thumb.statusCode).toBe(200)
    expect(thumb.headers['content-type']).toBe('image/png')
    const pid = pictureWorkerPid()
    expect(pid).toBeDefined()
    expect(pid).not.toBe(process.pid)
    expect(alive(pid as number)).toBe(true)
  })

  it('runs at a lower CPU priority than the server', async () => {
    if (pictureWorkerPid() === undefined) await upload('b.png', pngImage(4, 4))
    const pid = pictureWorkerPid() as number
    expect(os.getPriority(pid)).toBe(Math.min(19, os.getPriority() + WORKER_NICENESS))
    expect(os.getPriority(pid)).toBeGreaterThan(os.getPriority())
  })

  it('a killed worker fails only the picture in it, with a clear Chinese answer; the one queued behind and the next upload work', async () => {
    await noWorker()
    // two uploads at once: the first goes into a new worker, the second waits its turn in the server
    const first = upload('first.png', pngImage(600, 600))
    const second = upload('second.png', pngImage(300, 300))
    // the worker is killed while it is still starting, so the first picture is in it, unanswered
    const killed = await until(() => pictureWorkerPid(), 'a worker to start')
    process.kill(killed, 'SIGKILL')
    const answers = await Promise.all([first, second])
    const failed = answers.filter((a) => a.body.code !== ResultCode.OK)
    expect(failed).toHaveLength(1)
    expect(failed[0].status).toBe(200)
    expect(failed[0].body).toEqual({ code: ResultCode.FAIL, msg: expect.stringContaining('处理中断，请重新上传'), data: null })
    expect(answers.filter((a) => a.body.code === ResultCode.OK)).toHaveLength(1)
    // the picture after it was made by a new worker
    expect(pictureWorkerPid()).not.toBe(killed)
    const next = await upload('next.png', pngImage(50, 50))
    expect(next.body.code).toBe(ResultCode.OK)
    expect(pictureWorkerPid()).toBeDefined()
    expect(pictureWorkerPid()).not.toBe(killed)
  })

  it('exits after a quiet period, and the next picture starts it again', async () => {
    if (pictureWorkerPid() === undefined) await upload('c.png', pngImage(4, 4))
    const pid = pictureWorkerPid() as number
    // the quiet period is read when the last picture ends
    process.env.PICTURE_WORKER_QUIET_MS = '200'
    expect((await upload('d.png', pngImage(40, 40))).body.code).toBe(ResultCode.OK)
    // the server lets it go; its process ends of itself (not killed), so all its memory is returned
    await until(() => (pictureWorkerPid() === undefined ? true : undefined), 'the server to let the worker go')
    await until(() => (stateOf(pid) === undefined ? true : undefined), 'the worker process to end')
    process.env.PICTURE_WORKER_QUIET_MS = '60000'
    expect((await upload('e.png', pngImage(40, 40))).body.code).toBe(ResultCode.OK)
    const again = pictureWorkerPid()
    expect(again).toBeDefined()
    expect(again).not.toBe(pid)
  })

  it('answers over a real connection whose picture takes longer than the idle limit for sockets', async () => {
    await noWorker()
    // keeping the picture is slow too (a busy disk): the server is at work, the client only waits
    const slowSave = slowedDown('saveUpload')
    try {
      const { port } = s.app.server.address() as AddressInfo
      const { payload, headers } = uploadForm([{ name: 'slow.png', bytes: pngImage(2000, 2000) }], me.token)
      const started = Date.now()
      const res = await fetch(`http://127.0.0.1:${port}/api/user/upload`, { method: 'POST', headers, body: new Uint8Array(payload) })
      expect(((await res.json()) as ApiEnvelope<UploadRes>).code).toBe(ResultCode.OK)
      expect(slowSave).toHaveBeenCalledTimes(1)
      // a new worker starts (node, tsx, sharp) before the picture is made, then the slow save: well over the idle limit
      expect(Date.now() - started).toBeGreaterThan(IDLE_MS * 3)
    } finally {
      slowSave.mockRestore()
    }
  })

  it('answers over a real connection a thumbnail that takes longer than the idle limit to make', async () => {
    const { body } = await upload('thumb.png', pngImage(400, 300))
    const url = (body.data as UploadRes).files[0].url
    // the thumbnail is slow to come (a busy machine): the request has all arrived, the client only waits
    const slowThumb = slowedDown('keptThumb')
    try {
      const { port } = s.app.server.address() as AddressInfo
      const started = Date.now()
      const res = await fetch(`http://127.0.0.1:${port}${url}?w=160`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0)
      expect(slowThumb).toHaveBeenCalledTimes(1)
      expect(Date.now() - started).toBeGreaterThan(IDLE_MS * 3)
    } finally {
      slowThumb.mockRestore()
    }
  })

  it('still cuts off a client that stops sending after its first file, once that file is kept', async () => {
    const { port } = s.app.server.address() as AddressInfo
    const second = pngImage(300, 300)
    const { payload, headers } = uploadForm([{ name: 'one.png', bytes: pngImage(40, 40) }, { name: 'two.png', bytes: second }], me.token)
    // the body stops half-way into the second file: the first is whole and kept, then nothing more comes
    const cut = payload.length - Math.floor(second.length / 2)
    const head = ['POST /api/user/upload HTTP/1.1', 'Host: 127.0.0.1', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), `Content-Length: ${payload.length}`, '', ''].join('\r\n')
    const saved = jest.spyOn(uploads, 'saveUpload')
    const socket = net.connect(port, '127.0.0.1')
    let stillOpen: NodeJS.Timeout | undefined
    try {
      const closed = new Promise<string>((resolve) => {
        let answer = ''
        socket.on('data', (d: Buffer) => { answer += d.toString() })
        socket.once('close', () => resolve(answer))
        // the request's own limit is far longer than this: a socket still open here was never cut
        stillOpen = setTimeout(() => resolve('still open after 10 s'), 10_000)
      })
      socket.write(head)
      socket.write(payload.subarray(0, cut))
      // no answer: the connection is closed by the idle limit
      expect(await closed).toBe('')
      expect(saved).toHaveBeenCalledTimes(1)
    } finally {
      clearTimeout(stillOpen)
      socket.destroy()
      saved.mockRestore()
    }
  })
})
