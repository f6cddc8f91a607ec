import net from 'node:net'
import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * How long the server waits on a client (issue 23: a half-sent body must not hold a connection,
 * and the upload handler awaiting it, for ever).
 */

/**
 * A connection that sends nothing for this long is closed, whether mid-headers, mid-body (an
 * upload that stopped) or idle between requests. Slow but moving uploads are not cut: any byte
 * restarts the wait. The live channel (/ws) is not affected: ws clears the timer on upgrade.
 */
export const IDLE_SOCKET_MS = 30_000

/**
 * The longest a whole request may take to arrive, headers and body (a 52-file upload on a slow
 * phone network included). Node checks it every 30 s, so it is a backstop to the idle limit.
 */
export const REQUEST_TIMEOUT_MS = 5 * 60_000

/** the request's connection, when it is a real one (fastify.inject's stand-in socket has no timer) */
const socketOf = (req: FastifyRequest): net.Socket | undefined => (req.raw.socket instanceof net.Socket ? req.raw.socket : undefined)

/**
 * Once a request has all arrived, its client waits for the answer: that silence is not idleness. The
 * idle limit is lifted from then until the answer is sent (Node then times the connection for
 * keep-alive), so a slow answer (a thumbnail made on a busy machine, a cold cache) is never cut off
 * as a reset. A body the handler reads itself (an upload) arrives later: see `whileServerWorks`.
 */
export function liftIdleLimitWhileAnswering(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    if (req.raw.complete) socketOf(req)?.setTimeout(0)
  })
}

/**
 * `work` done by the server in the middle of a body the handler reads itself (an upload's file
 * being checked and kept), with the idle limit lifted meanwhile: the client has sent that part and
 * waits, which is not a slow sender. When the work ends with the body still coming in, the limit
 * applies again; once the whole body is in, it stays lifted until the answer, as for any request.
 */
export async function whileServerWorks<T>(req: FastifyRequest, work: () => Promise<T>): Promise<T> {
  const socket = socketOf(req)
  socket?.setTimeout(0)
  try {
    return await work()
  } finally {
    if (!req.raw.complete) socket?.setTimeout(req.server.server.timeout)
  }
}
