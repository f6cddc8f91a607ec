import type { FastifyInstance } from 'fastify'
import type { ServerConfig } from '../../../config'
import type { Db } from '../../../db'
import type { Clock } from '../../../http/context'
import { uploadDirFor } from '../services/uploads'
import { uploadStoreFor } from '../services/uploadStoreFor'
import { registerAccountOperatorRoutes } from './operator'
import { registerUploadRoutes } from './uploads'

/** the accounts domain's routes outside the form-encoded contract table: uploads and operator endpoints */
export function registerAccountServerRoutes(app: FastifyInstance, deps: { db: Db; config: ServerConfig; clock: Clock }): void {
  registerAccountOperatorRoutes(app, deps)
  registerUploadRoutes(app, { db: deps.db, clock: deps.clock, store: uploadStoreFor(deps.db, uploadDirFor(deps.config.dbFile)) })
}
