import Taro from '@tarojs/taro'
import type { UploadRes } from '@contract/api/account'
import { ApiError } from './apiError'
import { API_BASE, REQUEST_TIMEOUT_MS } from './config'
import { settleEnvelope, type WireEnvelope } from './request'
import { session } from './session'
import { compressImage } from '@/platform/compressImage'
import type { PickedImage } from '@/platform/pickImages'

/**
 * Image uploads (avatar, feedback and complaint pictures). Multipart lives outside the
 * form-encoded endpoint table, so the path and limits are restated here from
 * types/api/account.ts (UPLOAD_PATH, UPLOAD_MAX_FILES); a unit test keeps them equal.
 */
export const UPLOAD_PATH = 'api/user/upload'
/** docs/product/constants.md: at most 52 files */
export const UPLOAD_MAX_FILES = 52
/** the server refuses a file over 5 MB: a larger photo is compressed before it is sent */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
/** the picture types the server keeps; another picture (HEIC...) is re-encoded as JPEG first */
const ACCEPTED_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']

export const NOT_AN_IMAGE_MESSAGE = '只能上传图片（JPG、PNG、GIF、WebP）'
export const IMAGE_TOO_LARGE_MESSAGE = '图片过大，压缩后仍超过 5MB，请换一张'

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
  // docs/product/error-codes.md as for every call (a stale token logs out and says so); silent: the caller toasts a business error
  const data = settleEnvelope(body, { hadUser: token !== '', silent: true })
  const url = data?.files?.[0]?.url
  if (!url) throw new ApiError('business', '图片上传失败', body.code)
  return url
}

/**
 * uploads a picked picture the way the server takes it: a file that is not a picture is refused
 * with a clear reason (nothing is sent); a photo over 5 MB, or a picture type the server does not
 * keep, is first compressed on the device (src/platform/compressImage, each target its own way).
 * Resolves the server path (/uploads/...); rejects with an ApiError whose message says why.
 */
export async function uploadPicked(image: PickedImage): Promise<string> {
  if (image.type && !image.type.startsWith('image/')) throw new ApiError('business', NOT_AN_IMAGE_MESSAGE)
  const foreignType = image.type !== '' && !ACCEPTED_TYPES.includes(image.type)
  if (image.size <= UPLOAD_MAX_BYTES && !foreignType) return uploadImage(image.path)
  const smaller = await compressImage(image, UPLOAD_MAX_BYTES)
  if (!smaller) throw new ApiError('business', foreignType ? NOT_AN_IMAGE_MESSAGE : IMAGE_TOO_LARGE_MESSAGE)
  return uploadImage(smaller.path)
}
