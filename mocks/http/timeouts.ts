import net from 'node:net'
import type { FastifyInstance } from 'fastify'

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

/**
 * Once a request has all arrived, its client waits for the answer: that silence is not idleness. The
 * idle limit is lifted from then until the answer is sent (Node then times the connection for
 * keep-alive), so a slow answer (a thumbnail made on a busy machine, a cold cache) is never cut off
 * as a reset. A body the handler reads itself (an upload) arrives later: its route lifts the limit
 * per file (mocks/features/account/routes/uploads.ts).
 */
export function liftIdleLimitWhileAnswering(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    // a real connection (fastify.inject's stand-in socket has no timer)
    if (req.raw.complete && req.raw.socket instanceof net.Socket) req.raw.socket.setTimeout(0)
  })
}
