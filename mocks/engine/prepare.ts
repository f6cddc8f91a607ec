import type { ServerConfig } from '../config'
import type { Db } from '../db'
import type { Clock } from '../http/context'

/** seeds a fresh database and starts what keeps the data alive; the data-engine issue fills this in */
export function prepareData(_config: ServerConfig) {
  return (_db: Db, _clock: Clock): void => {}
}
