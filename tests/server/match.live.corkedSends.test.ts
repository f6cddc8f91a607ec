import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import WebSocket, { WebSocketServer } from 'ws'
import { CorkedSends, outgoingMessage } from '../../mocks/features/match/live/corkedSends'

/**
 * A clock move's burst: the pushes one turn sends to a socket leave in one write (one system call)
 * instead of one each, and arrive whole and in order (mocks/features/match/live/corkedSends.ts).
 */
describe('a turn of pushes to one socket in one write', () => {
  let server: WebSocketServer
  let client: WebSocket
  let serverSide: WebSocket

  beforeAll(async () => {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve))
    client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`)
    serverSide = await accepted
    await new Promise((resolve) => client.once('open', resolve))
  })
  afterAll(async () => {
    client?.close()
    await new Promise((resolve) => server.close(resolve))
  })

  it('eight pushes sent in one turn make one write and arrive as eight messages in order', async () => {
    const raw = (serverSide as unknown as { _socket: Duplex })._socket
    let writes = 0
    const count = <T extends (...args: never[]) => unknown>(fn: T): T => ((...args: never[]) => {
      writes++
      return fn.apply(raw, args)
    }) as T
    // a net socket writes through _writev when chunks were held back, through _write otherwise
    const r = raw as unknown as { _write: (...a: never[]) => unknown; _writev: (...a: never[]) => unknown }
    r._write = count(r._write)
    r._writev = count(r._writev)

    const heard: string[] = []
    const all = new Promise<void>((resolve) => client.on('message', (data, isBinary) => {
      expect(isBinary).toBe(false)
      heard.push(String(data))
      if (heard.length === 8) resolve()
    }))
    const sends = new CorkedSends()
    for (let i = 1; i <= 8; i++) sends.send(serverSide, outgoingMessage(JSON.stringify({ type: 'score', seq: i })))
    // nothing leaves before the turn ends
    expect(writes).toBe(0)
    await all
    expect(heard.map((m) => (JSON.parse(m) as { seq: number }).seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(writes).toBe(1)

    // the next turn corks again: its push is not held behind anything
    sends.send(serverSide, outgoingMessage('{"type":"score","seq":9}'))
    await new Promise<void>((resolve) => client.once('message', () => resolve()))
    expect(writes).toBe(2)
  })

  it('a frame built once carries any length whole: 7-bit, 16-bit and 64-bit lengths, Chinese text included', async () => {
    const texts = ['进球', '角球'.repeat(60), '比分'.repeat(40_000)]
    const heard: string[] = []
    const all = new Promise<void>((resolve) => client.on('message', (data) => {
      heard.push(String(data))
      if (heard.length === texts.length) resolve()
    }))
    const sends = new CorkedSends()
    for (const t of texts) sends.send(serverSide, outgoingMessage(t))
    await all
    expect(heard).toEqual(texts)
    // the sizes cross both of the header's length boundaries (125 and 65,535 bytes)
    expect(texts.map((t) => Buffer.byteLength(t))).toEqual([6, 360, 240_000])
  })
})
