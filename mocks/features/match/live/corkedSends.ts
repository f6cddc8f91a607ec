import type { Duplex } from 'node:stream'
import type { WebSocket } from 'ws'

/** a push as every socket receives it: its UTF-8 text, and that text as a whole WebSocket frame */
export interface OutgoingMessage {
  payload: Buffer
  frame: Buffer
}

/**
 * A server's frame is not masked (RFC 6455 §5.1), so one push is the same bytes on every socket:
 * the frame is built once (FIN + text opcode, the length in 7, 16 or 64 bits, the payload) instead
 * of a header per socket as ws.send builds it.
 */
export function outgoingMessage(text: string): OutgoingMessage {
  const payload = Buffer.from(text)
  const n = payload.length
  const extended = n < 126 ? 0 : n < 65_536 ? 2 : 8
  const header = Buffer.alloc(2 + extended)
  header[0] = 0x81
  header[1] = extended === 0 ? n : extended === 2 ? 126 : 127
  if (extended === 2) header.writeUInt16BE(n, 2)
  if (extended === 8) header.writeBigUInt64BE(BigInt(n), 2)
  return { payload, frame: Buffer.concat([header, payload]) }
}

// the weapp runtime suite runs this server inside jsdom, which has no setImmediate
const afterThisTurn: (fn: () => void) => void = typeof setImmediate === 'function' ? (fn) => setImmediate(fn) : (fn) => setTimeout(fn, 0)

/**
 * The pushes one turn of the event loop sends to one socket leave in one write. A clock move makes a
 * burst (2 minutes of four matches: about eight pushes per socket; four matches' minute at live
 * pace), and ws writes each frame with a system call of its own: 10,000 sockets made 80,000 writes
 * where 10,000 carry the same bytes. The connection is corked at the first send of a turn and
 * uncorked once the turn's I/O callbacks are done (setImmediate), as Node's stream docs advise for
 * writes that belong together; a push waits at most for the rest of its own turn.
 *
 * The prepared frame goes onto ws's connection itself. That is safe because the server's sockets
 * have no permessage-deflate (ws's default for a server): ws's sender then writes each frame whole
 * and at once, never holding one back, so frames of either way in never interleave; and ws counts
 * `bufferedAmount` from that connection, so a socket that stops reading is still seen.
 */
export class CorkedSends {
  private readonly corked: Duplex[] = []
  private readonly flush = () => {
    for (const s of this.corked.splice(0)) s.uncork()
  }

  send(socket: WebSocket, message: OutgoingMessage): void {
    // ws keeps its connection private; cork(), uncork() and write() are that stream's own
    const raw = (socket as unknown as { _socket?: Duplex | null })._socket
    if (!raw || raw.destroyed) {
      socket.send(message.payload, { binary: false })
      return
    }
    if (raw.writableCorked === 0) {
      raw.cork()
      this.corked.push(raw)
      if (this.corked.length === 1) afterThisTurn(this.flush)
    }
    raw.write(message.frame)
  }
}
