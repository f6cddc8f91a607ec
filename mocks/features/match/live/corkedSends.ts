import type { Duplex } from 'node:stream'
import type { WebSocket } from 'ws'

/**
 * The pushes one turn of the event loop sends to one socket leave in one write. A clock move makes a
 * burst (2 minutes of four matches: about eight pushes per socket), and ws writes each frame with a
 * system call of its own: 10,000 sockets made 80,000 writes where 10,000 carry the same bytes. ws has
 * no batching, so its connection is corked at the first send of a turn and uncorked once the turn's
 * I/O callbacks are done (setImmediate), as Node's stream docs advise for writes that belong together.
 * A push therefore waits at most for the rest of its own turn.
 */
// the weapp runtime suite runs this server inside jsdom, which has no setImmediate
const afterThisTurn: (fn: () => void) => void = typeof setImmediate === 'function' ? (fn) => setImmediate(fn) : (fn) => setTimeout(fn, 0)

export class CorkedSends {
  private readonly corked: Duplex[] = []
  private readonly flush = () => {
    for (const s of this.corked.splice(0)) s.uncork()
  }

  /** `payload` is the message's UTF-8 bytes, encoded once for every socket it goes to */
  send(socket: WebSocket, payload: Buffer): void {
    // ws keeps its connection private; cork() and uncork() are that stream's own
    const raw = (socket as unknown as { _socket?: Duplex | null })._socket
    if (raw && raw.writableCorked === 0) {
      raw.cork()
      this.corked.push(raw)
      if (this.corked.length === 1) afterThisTurn(this.flush)
    }
    socket.send(payload, { binary: false })
  }
}
