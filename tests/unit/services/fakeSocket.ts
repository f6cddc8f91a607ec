import { LiveSocket, type SocketConnection } from '@/services/liveSocket'

/** a socket the test drives: it records what the client sent and opens, pushes or drops on demand */
export class FakeConnection implements SocketConnection {
  readonly sent: Array<Record<string, unknown>> = []
  closed = false
  private openCb: () => void = () => undefined
  private messageCb: (data: string) => void = () => undefined
  private closeCb: (code: number) => void = () => undefined

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>)
  }
  close(): void {
    this.closed = true
  }
  onOpen(cb: () => void): void {
    this.openCb = cb
  }
  onMessage(cb: (data: string) => void): void {
    this.messageCb = cb
  }
  onClose(cb: (code: number) => void): void {
    this.closeCb = cb
  }

  /** the server accepted the connection */
  open(): void {
    this.openCb()
  }
  push(message: { topic: string; type: string; data: unknown; at?: number; seq?: number }): void {
    this.messageCb(JSON.stringify({ at: 0, ...message }))
  }
  /** a frame as the server sent it, parsed or not */
  pushRaw(raw: string): void {
    this.messageCb(raw)
  }
  /** the network dropped the connection */
  drop(code = 1006): void {
    this.closeCb(code)
  }
  ops(op: string): Array<Record<string, unknown>> {
    return this.sent.filter((m) => m.op === op)
  }
}

/** a LiveSocket on fake connections, with the list of connections it opened */
export function fakeLiveSocket(token: () => string | null = () => null) {
  const connections: FakeConnection[] = []
  const socket = new LiveSocket({
    url: () => 'ws://stand-in/ws',
    token,
    open: (url) => {
      const c = new FakeConnection(url)
      connections.push(c)
      return c
    },
    jitter: () => 0,
  })
  return { socket, connections, last: () => connections[connections.length - 1] }
}
