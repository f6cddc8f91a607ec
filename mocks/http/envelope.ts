import type { FastifyRequest } from 'fastify'
import type { ApiEnvelope } from '../../types/envelope'

/** every answer of the stand-in, the failures included: `{ code, msg, data }` */
export const envelope = <T>(code: number, msg: string, data: T): ApiEnvelope<T> => ({ code, msg, data })

/** the fields of a request, whatever way they came */
export type Payload = Record<string, unknown>

/** the parsed body (form or JSON); {} for none */
export const bodyOf = (req: FastifyRequest): Payload => (req.body && typeof req.body === 'object' ? (req.body as Payload) : {})

/** the query and the body as one set of fields; the body wins on a name given in both */
export function payloadOf(req: FastifyRequest): Payload {
  return { ...((req.query ?? {}) as Payload), ...bodyOf(req) }
}
