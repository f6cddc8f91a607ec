import type { UploadRes } from '../../types/api/account'
import type { ApiEnvelope } from '../../types/envelope'
import { pngImage } from '../server/images'
import type { StandIn } from './standInServer'

const BOUNDARY = '----weapp-audit-uploads'

/** a picture as a phone would send it: its pixels, and the name the picker gave it */
export interface Picture {
  name: string
  width: number
  height: number
}

/** a multipart body as the app's uploader sends it: the token field first, then the files */
function uploadForm(token: string, pictures: Picture[]): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n`)]
  for (const p of pictures) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${p.name}"\r\nContent-Type: image/png\r\n\r\n`))
    chunks.push(pngImage(p.width, p.height), Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } }
}

/**
 * Uploads real PNG pictures through the stand-in's api/user/upload (checked, re-encoded, its
 * thumbnails made, as for a phone): their paths, `/uploads/<name>`, in order
 */
export async function uploadPictures(server: StandIn, token: string, pictures: Picture[]): Promise<string[]> {
  const res = await server.app.inject({ method: 'POST', url: '/api/user/upload', ...uploadForm(token, pictures) })
  const body = res.json() as ApiEnvelope<UploadRes>
  if (body.code !== 1) throw new Error(`api/user/upload answered ${body.code}: ${body.msg}`)
  return body.data.files.map((f) => f.url)
}
