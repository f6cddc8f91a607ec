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
