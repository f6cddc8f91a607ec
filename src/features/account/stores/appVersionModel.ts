import { APP_VERSION, APP_VERSION_CODE, fetchServerVersion, isNewerThanApp, type ServerVersion } from '@/services/appVersion'
import { ResourceModel } from '@/stores/models/ResourceModel'

/** this build, shown on 关于我们 and 版本更新 */
export { APP_VERSION, APP_VERSION_CODE, isNewerThanApp, type ServerVersion }

/** the version the server announces (notes, code), for 关于我们 (quietly) and 版本更新 */
export function serverVersionModel(opts: { silent?: boolean } = {}): ResourceModel<ServerVersion> {
  return new ResourceModel(() => fetchServerVersion(opts))
}
