import Taro from '@tarojs/taro'
import type { UploadRes } from '@contract/api/account'
import { ApiError } from './apiError'
import { API_BASE, REQUEST_TIMEOUT_MS } from './config'
import { settleEnvelope, type WireEnvelope } from './request'
import { session } from './session'

/**
 * Image uploads (avatar, feedback and complaint pictures). Multipart lives outside the
 * form-encoded endpoint table, so the path and limits are restated here from
 * types/api/account.ts (UPLOAD_PATH, UPLOAD_MAX_FILES); a unit test keeps them equal.
 */
export const UPLOAD_PATH = 'api/user/upload'
/** SPEC §9: at most 52 files */
export const UPLOAD_MAX_FILES = 52

export { mediaUrl } from './mediaUrl'

/** uploads one local picture; resolves the server path to send in forms (/uploads/...) */
export async function uploadImage(filePath: string): Promise<string> {
  const token = session().currentUser()?.token ?? ''
  let res: Taro.uploadFile.SuccessCallbackResult
  try {
    res = await Taro.uploadFile({
      url: API_BASE + UPLOAD_PATH,
      filePath,
      name: 'file',
      formData: { token },
      header: { Authorization: `Bearer ${token}` },
      timeout: REQUEST_TIMEOUT_MS,
    })
  } catch {
    throw new ApiError('network', '图片上传失败，请检查网络')
  }
  if (res.statusCode < 200 || res.statusCode >= 300) throw new ApiError('http', `图片上传失败（${res.statusCode}）`, res.statusCode)
  let body: WireEnvelope<UploadRes>
  try {
    body = (typeof res.data === 'string' ? JSON.parse(res.data) : res.data) as WireEnvelope<UploadRes>
  } catch {
    throw new ApiError('business', '图片上传失败')
  }
  if (!body || typeof body !== 'object' || typeof body.code !== 'number') throw new ApiError('business', '图片上传失败')
  // SPEC §8 as for every call (a stale token logs out and says so); silent: the caller toasts a business error
  const data = settleEnvelope(body, { hadUser: token !== '', silent: true })
  const url = data?.files?.[0]?.url
  if (!url) throw new ApiError('business', '图片上传失败', body.code)
  return url
}
