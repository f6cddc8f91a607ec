import type { z } from 'zod'
import { expertsArenaEndpoints } from './experts.arena'
import { expertsEndpoints } from './experts'
import { matchEndpoints } from './match'
import { matchTeamEndpoints } from './match.team'
import { matchCentreEndpoints } from './match.centre'
import { matchAlertsEndpoints } from './match.alerts'
import { homeEndpoints } from './home'
import { lotteryEndpoints } from './lottery'
import { moneyEndpoints } from './money'
import { accountEndpoints } from './account'
import { communityEndpoints } from './community'

/**
 * The one endpoint table: path -> request and response schemas. The server registers a handler
 * for each entry and validates with it; the app imports only the types (`import type`), so no
 * schema code reaches the app bundle.
 */
export const endpoints = {
  ...accountEndpoints,
  ...matchEndpoints,
  ...matchTeamEndpoints,
  ...matchCentreEndpoints,
  ...matchAlertsEndpoints,
  ...homeEndpoints,
  ...lotteryEndpoints,
  ...communityEndpoints,
  ...expertsEndpoints,
  ...expertsArenaEndpoints,
  ...moneyEndpoints,
}

export type Endpoints = typeof endpoints
export type EndpointPath = keyof Endpoints
/** what the caller passes (before coercion/defaults) */
export type Req<P extends EndpointPath> = z.input<Endpoints[P]['req']>
/** the parsed request the server handler receives */
export type ParsedReq<P extends EndpointPath> = z.output<Endpoints[P]['req']>
/** the envelope's `data` */
export type Res<P extends EndpointPath> = z.output<Endpoints[P]['res']>
