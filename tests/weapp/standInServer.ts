import { readConfig } from '../../mocks/config'
import { prepareData } from '../../mocks/engine/prepare'
import { startTestServer, type TestServer } from '../server/helpers'

export interface StandInOptions {
  /** the operator's pay-module switch (DESIGN §3); default off, as a fresh mini program runs */
  payModule?: boolean
}

/**
 * The stand-in server on an in-memory database with the seeded data, answering through
 * fastify.inject (no port): wx.request of the weapp harness is routed here.
 */
export function startStandIn(opts: StandInOptions = {}): Promise<TestServer> {
  const env = { PAY_MODULE: opts.payModule ? '1' : '0' }
  return startTestServer({ env, prepare: prepareData(readConfig(env)) })
}
