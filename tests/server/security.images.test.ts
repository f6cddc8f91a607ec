import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import sharp from 'sharp'
import type { UploadRes, UserInfo } from '../../types/api/account'
import { ResultCode, type ApiEnvelope } from '../../types/envelope'
import { UPLOAD_THUMB_WIDTHS, uploadThumbPath } from '../../types/upload-rules'
import type { Db } from '../../mocks/db'
import { uploadDirFor } from '../../mocks/features/account'
import * as imageCheck from '../../mocks/features/account/services/imageCheck'
import { countOf } from './rows'
import { startTestServer, type TestServer, emptyTestDb } from './helpers'
import { captureSmsLog, registerUser } from './account.helpers'
import { GIF_1X1, PICTURE_TEST_MS, pngBomb, uploadForm } from './images'

// every test here makes pictures in the picture worker (images.ts)
jest.setTimeout(PICTURE_TEST_MS)

// the pipelines run in this process (not in the picture worker), so the counting sharp below sees their decodes;
// tests/server/account.pictureWorker.test.ts covers the worker
process.env.PICTURE_WORKER = 'off'

/** every input sharp is opened on, in this file's server (in-process): which pictures were decoded, how often */
const sharpInputs: unknown[] = []
jest.mock('sharp', () => {
  const real = jest.requireActual('sharp')
  const counted = (...args: unknown[]) => {
    sharpInputs.push(args[0])
    return real(...args)
  }
  return Object.assign(counted, real)
})

/** issue 23: uploaded images are read by sharp, within a pixel budget, off the event loop, and re-encoded */

/** 10000×4000 16-bit RGBA that really inflates to 320 MB (built once: about 2 MB) */
const BOMB = pngBomb()

/** the same header over a few bytes of pixel data */
function tinyBomb(): Buffer {
  const idat = BOMB.indexOf('IDAT') - 4
  const data = zlib.deflateSync(Buffer.alloc(1024))
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length)
  head.write('IDAT', 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])))
  return Buffer.concat([BOMB.subarray(0, idat), head, data, crc, BOMB.subarray(BOMB.length - 12)])
}

describe('hostile images', () => {
  let s: TestServer
  let db: Db
  let sms: ReturnType<typeof captureSmsLog>
  let me: UserInfo
  const dir = uploadDirFor(':memory:')
  beforeAll(async () => {
    sms = captureSmsLog()
    db = await emptyTestDb()
    s = await startTestServer({ db })
    me = await registerUser(s, '13600000001')
  })
  afterAll(async () => {
    sms.restore()
    await s.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const upload = (files: Array<{ name: string; bytes: Buffer }>) => s.app.inject({ method: 'POST', url: '/api/user/upload', ...uploadForm(files, me.token) })
  const stored = (url: string) => fs.readFileSync(path.join(dir, url.replace('/uploads/', '')))

  // how often sharp was opened on these bytes: once is the header read; a decode would be a second
  const opensOf = (bytes: Buffer) => sharpInputs.filter((input) => Buffer.isBuffer(input) && input.equals(bytes)).length

  it('refuses a decompression bomb by its header (never decoded), saying why in Chinese', async () => {
    const before = opensOf(BOMB)
    const res = await upload([{ name: 'bomb.png', bytes: BOMB }])
    expect(res.json()).toMatchObject({ code: ResultCode.FAIL, msg: expect.stringMatching(/^文件 bomb\.png 图片尺寸过大（最多 \d+ 万像素/) })
    expect(opensOf(BOMB) - before).toBe(1)
  })

  it('refuses 52 bombs in one request by their headers, stores none, and answers another client meanwhile', async () => {
    // one that really inflates to 320 MB, then 51 that only claim to
    const bombs = Array.from({ length: 52 }, (_, i) => ({ name: `${i}.png`, bytes: i === 0 ? BOMB : tinyBomb() }))
    const opened = sharpInputs.length
    const storedBefore = await countOf(db, 'uploads', { user_id: me.id })
    const bombing = upload(bombs)
    const other = await s.app.inject({ method: 'POST', url: '/api/User/w' })
    const res = await bombing
    expect(other.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ code: ResultCode.FAIL })
    // at most a header read each, no decode: what keeps a request of bombs cheap (the time is bench:abuse's)
    expect(sharpInputs.length - opened).toBeLessThanOrEqual(52)
    expect(await countOf(db, 'uploads', { user_id: me.id })).toBe(storedBefore)
  })

  it('re-encodes what it keeps: bytes hidden after a GIF’s trailer are gone', async () => {
    const disguised = Buffer.concat([GIF_1X1, Buffer.from('<html><script>alert(1)</script></html>')])
    const res = (await upload([{ name: 'page.gif', bytes: disguised }])).json() as ApiEnvelope<UploadRes>
    expect(res.code).toBe(ResultCode.OK)
    const kept = stored(res.data.files[0].url)
    expect(kept.includes('<script')).toBe(false)
    expect((await sharp(kept).metadata()).format).toBe('gif')
  })

  it('refuses a GIF with a page between its header and its data', async () => {
    const mixed = Buffer.concat([GIF_1X1.subarray(0, 13), Buffer.from('<html><script>alert(1)</script></html>'), GIF_1X1.subarray(13)])
    expect((await upload([{ name: 'mixed.gif', bytes: mixed }])).json()).toMatchObject({ code: ResultCode.FAIL })
  })

  it('strips metadata (EXIF: camera, place) from the stored picture', async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
      .withExif({ IFD0: { Make: 'SecretPhone', Copyright: 'GPS-HOME-ADDRESS' } }).jpeg().toBuffer()
    expect(photo.includes('SecretPhone')).toBe(true)
    const res = (await upload([{ name: 'photo.jpg', bytes: photo }])).json() as ApiEnvelope<UploadRes>
    expect(res.code).toBe(ResultCode.OK)
    const kept = stored(res.data.files[0].url)
    expect(kept.includes('SecretPhone')).toBe(false)
    expect(await sharp(kept).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 })
  })

  it('serves a smaller thumbnail at /uploads/<name>?w=<width> for each width the app may ask for, and refuses other widths', async () => {
    const big = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c33' } }).png().toBuffer()
    const { url } = ((await upload([{ name: 'big.png', bytes: big }])).json() as ApiEnvelope<UploadRes>).data.files[0]
    const whole = await s.app.inject({ method: 'GET', url })
    expect(await sharp(whole.rawPayload).metadata()).toMatchObject({ width: 800, height: 600 })
    for (const w of UPLOAD_THUMB_WIDTHS) {
      const thumb = await s.app.inject({ method: 'GET', url: uploadThumbPath(url, w) })
      expect(thumb.statusCode).toBe(200)
      expect(thumb.headers['content-type']).toBe('image/png')
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: w, height: (w * 3) / 4 })
      expect(thumb.rawPayload.length).toBeLessThan(whole.rawPayload.length)
    }
    expect((await s.app.inject({ method: 'GET', url: `${url}?w=5000` })).statusCode).toBe(400)
  })

  it('makes a width a picture uploaded before it existed lacks on its first request, and keeps it', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#36c' } }).jpeg().toBuffer()
    const { url } = ((await upload([{ name: 'old.jpg', bytes: photo }])).json() as ApiEnvelope<UploadRes>).data.files[0]
    const name = url.replace('/uploads/', '')
    // as kept before the 80 px width was added: no `<name>@80.jpg` beside it
    const thumbFile = path.join(dir, name.replace('.jpg', '@80.jpg'))
    fs.rmSync(thumbFile)
    const twice = await Promise.all([1, 2].map(() => s.app.inject({ method: 'GET', url: uploadThumbPath(url, 80) })))
    for (const res of twice) {
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/jpeg')
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 80, height: 60 })
    }
    expect(fs.existsSync(thumbFile)).toBe(true)
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.part'))).toEqual([])
    // made once: the next request is the kept file
    const keptAt = fs.statSync(thumbFile).mtimeMs
    expect((await s.app.inject({ method: 'GET', url: uploadThumbPath(url, 80) })).statusCode).toBe(200)
    expect(fs.statSync(thumbFile).mtimeMs).toBe(keptAt)
  })

  it('makes a missing thumbnail once for twenty requests at once, and answers each of them with it', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c63' } }).jpeg().toBuffer()
    const { url } = ((await upload([{ name: 'popular.jpg', bytes: photo }])).json() as ApiEnvelope<UploadRes>).data.files[0]
    fs.rmSync(path.join(dir, url.replace('/uploads/', '').replace('.jpg', '@120.jpg')))
    const making = jest.spyOn(imageCheck, 'makeThumb')
    try {
      const all = await Promise.all(Array.from({ length: 20 }, () => s.app.inject({ method: 'GET', url: uploadThumbPath(url, 120) })))
      expect(all.map((r) => r.statusCode)).toEqual(Array(20).fill(200))
      expect(new Set(all.map((r) => r.rawPayload.toString('base64'))).size).toBe(1)
      expect(making).toHaveBeenCalledTimes(1)
    } finally {
      making.mockRestore()
    }
  })

  it('opens a large picture once for its pixels, for the kept copy and every thumbnail (not once per size)', async () => {
    const big = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#36c' } }).toColourspace('rgb16').png().toBuffer()
    sharpInputs.length = 0
    const res = await upload([{ name: 'big.png', bytes: big }])
    expect(res.json()).toMatchObject({ code: ResultCode.OK })
    // counted, not timed: the header read (metadata) and one decode; before, the kept copy and each of the six thumbnails decoded the file again
    const opensOfTheFile = sharpInputs.filter((input) => Buffer.isBuffer(input) && input.equals(big)).length
    expect(opensOfTheFile).toBe(2)
  }, 30_000)

  it('a thumbnail is never wider than the picture, and none is made of a picture that is gone', async () => {
    const small = await sharp({ create: { width: 90, height: 90, channels: 3, background: '#999' } }).png().toBuffer()
    const { url } = ((await upload([{ name: 'small.png', bytes: small }])).json() as ApiEnvelope<UploadRes>).data.files[0]
    const wide = await s.app.inject({ method: 'GET', url: uploadThumbPath(url, 160) })
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 90, height: 90 })
    const name = url.replace('/uploads/', '')
    for (const f of fs.readdirSync(dir).filter((f) => f.startsWith(name.slice(0, 32)))) fs.rmSync(path.join(dir, f))
    const gone = await s.app.inject({ method: 'GET', url: uploadThumbPath(url, 80) })
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toMatchObject({ code: ResultCode.NOT_FOUND, msg: '图片不存在' })
    expect(fs.existsSync(path.join(dir, name.replace('.png', '@80.png')))).toBe(false)
  })
})
