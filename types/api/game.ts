import { defineEndpoints } from '../endpoint'

/** matches and football data (SPEC §7 "Matches and data"): filled by the data-engine issue */
export const gameEndpoints = defineEndpoints({})
