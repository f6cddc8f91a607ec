import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { UploadRes, UserInfo } from '../../types/api/account'
import { ResultCode, type ApiEnvelope } from '../../types/envelope'
import { readConfig } from '../../mocks/config'
import type { Db } from '../../mocks/db'
import { uploadDirFor } from '../../mocks/features/account'
import { secretsFileFor } from '../../mocks/services/secrets'
import { countOf, valueOf } from './rows'
import { startTestServer, type TestServer, emptyTestDb } from './helpers'
import { GIF_1X1, JPEG_2X2, jpegFrame, PICTURE_TEST_MS, pngImage, pngWithWrongSize } from './images'
import { callFrom, captureSmsLog, registerUser } from './account.helpers'
import { sandboxPayKey } from '../../mocks/features/money'
import { serverEnv, spawnServer, SERVER_ARGS } from '../../scripts/serverProcess'

/** the probe of issue 8, request by request: each bad request gets a clear 4xx envelope or a refusal */

const BOUNDARY = '----security-test'

function multipartBody(parts: Array<{ field: string; value: string } | { file: string; bytes: Buffer }>): Buffer {
  const chunks: Buffer[] = []
  for (const p of parts) {
    if ('field' in p) chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.field}"\r\n\r\n${p.value}\r\n`))
    else {
      chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${p.file}"\r\nContent-Type: image/png\r\n\r\n`))
      chunks.push(p.bytes, Buffer.from('\r\n'))
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`))
  return Buffer.concat(chunks)
}

const multipartHeaders = (extra: Record<string, string> = {}) => ({ 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...extra })

/** a raw HTTP exchange on a real socket (inject skips Node's parser, whose limits are under test) */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request))
    let answer = ''
    socket.on('data', (d) => (answer += d.toString()))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

describe('security: the probe of issue 8', () => {
  let s: TestServer
  let db: Db
  let sms: ReturnType<typeof captureSmsLog>
  let me: UserInfo
  let other: UserInfo
  beforeAll(async () => {
    sms = captureSmsLog()
    db = await emptyTestDb()
    s = await startTestServer({ db })
    me = await registerUser(s, '13500000001')
    other = await registerUser(s, '13500000002')
  })
  afterAll(async () => {
    sms.restore()
    await s.close()
    fs.rmSync(uploadDirFor(':memory:'), { recursive: true, force: true })
  })

  const upload = (payload: Buffer, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url: '/api/user/upload', payload, headers: multipartHeaders(headers) })

  describe('uploads', () => {
    it('answers a malformed or truncated multipart body with a 400 envelope, not a 500', async () => {
      const whole = multipartBody([{ field: 'token', value: me.token }, { file: 'a.png', bytes: pngImage(4, 4) }])
      // cut in the closing delimiter, at the end of the picture, in the middle of it
      for (const cut of [10, 60, 100]) {
        const truncated = await upload(whole.subarray(0, whole.length - cut))
        expect(truncated.statusCode).toBe(400)
        expect(truncated.json()).toEqual({ code: ResultCode.FAIL, msg: '上传内容格式错误或不完整，请重新上传', data: null })
      }
      const garbage = await upload(Buffer.from('this is not multipart at all'), { authorization: `Bearer ${me.token}` })
      expect(garbage.statusCode).toBe(400)
      expect(garbage.json()).toMatchObject({ code: ResultCode.FAIL })
      const noBoundary = await s.app.inject({ method: 'POST', url: '/api/user/upload', payload: whole, headers: { 'content-type': 'multipart/form-data', authorization: `Bearer ${me.token}` } })
      expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400)
      expect(noBoundary.statusCode).toBeLessThan(500)
      expect(noBoundary.json()).toMatchObject({ code: ResultCode.FAIL })
    })

    it('checks the token before reading any file: a stranger’s 6 MB file is refused as 请先登录, unread', async () => {
      const big = Buffer.concat([pngImage(1, 1), Buffer.alloc(6 * 1024 * 1024)])
      const anonymous = await upload(multipartBody([{ file: 'big.png', bytes: big }]))
      // had the file been read, the answer would be the 5 MB limit
      expect(anonymous.json()).toMatchObject({ code: ResultCode.LOGIN_REQUIRED, msg: '请先登录' })
      const badBearer = await upload(multipartBody([{ file: 'big.png', bytes: big }]), { authorization: 'Bearer made-up' })
      expect(badBearer.json()).toMatchObject({ code: ResultCode.LOGIN_REQUIRED })
      const badField = await upload(multipartBody([{ field: 'token', value: 'made-up' }, { file: 'big.png', bytes: big }]))
      expect(badField.json()).toMatchObject({ code: ResultCode.LOGIN_REQUIRED })
      // a token in the url is not one
      const inUrl = await s.app.inject({ method: 'POST', url: `/api/user/upload?token=${me.token}`, payload: multipartBody([{ file: 'a.png', bytes: pngImage() }]), headers: multipartHeaders() })
      expect(inUrl.json()).toMatchObject({ code: ResultCode.LOGIN_REQUIRED })
      expect(fs.existsSync(uploadDirFor(':memory:')) ? fs.readdirSync(uploadDirFor(':memory:')) : []).toHaveLength(0)
    })

    it('keeps only well-formed pictures: wrong sizes, cut files and disguised pages are refused', async () => {
      const as = (file: string, bytes: Buffer) => upload(multipartBody([{ file, bytes }]), { authorization: `Bearer ${me.token}` }).then((r) => r.json() as ApiEnvelope<UploadRes>)
      // decoded by sharp since issue 23: a lie about the size and a cut file both fail to decode
      expect((await as('lie.png', pngWithWrongSize(4000, 4000))).msg).toBe('文件 lie.png PNG 图像数据无法解码（文件不完整或已损坏）')
      expect((await as('cut.png', pngImage(8, 8).subarray(0, 50))).msg).toBe('文件 cut.png PNG 图像数据无法解码（文件不完整或已损坏）')
      const page = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<html><script>alert(1)</script></html>')])
      expect((await as('page.png', page)).code).toBe(ResultCode.FAIL)
      expect((await as('huge.jpg', jpegFrame(20_000, 20_000))).msg).toBe('文件 huge.jpg 图片尺寸过大（最大 10000×10000 像素）')
      expect((await as('ok.gif', GIF_1X1)).code).toBe(ResultCode.OK)
      expect((await as('ok.jpg', JPEG_2X2)).code).toBe(ResultCode.OK)
      // one bad file among good ones: nothing of the request is kept
      const before = await countOf(db, 'uploads')
      const mixed = await upload(multipartBody([{ file: 'a.png', bytes: pngImage() }, { file: 'b.png', bytes: Buffer.from('nope') }]), { authorization: `Bearer ${me.token}` })
      expect(mixed.json()).toMatchObject({ code: ResultCode.FAIL, msg: '文件 b.png 不是图片（支持 jpg、png、gif、webp）' })
      expect(await countOf(db, 'uploads')).toBe(before)
    }, PICTURE_TEST_MS)

    it('serves uploads with nosniff and their checked type', async () => {
      const res = await upload(multipartBody([{ file: 'a.png', bytes: pngImage(3, 3) }]), { authorization: `Bearer ${me.token}` })
      const url = (res.json() as ApiEnvelope<UploadRes>).data.files[0].url
      const served = await s.app.inject({ method: 'GET', url })
      expect(served.headers['x-content-type-options']).toBe('nosniff')
      expect(served.headers['content-type']).toBe('image/png')
    }, PICTURE_TEST_MS)

    it('takes as avatar only the user’s own uploads', async () => {
      const mine = ((await upload(multipartBody([{ file: 'a.png', bytes: pngImage() }]), { authorization: `Bearer ${me.token}` })).json() as ApiEnvelope<UploadRes>).data.files[0].url
      const theirs = ((await upload(multipartBody([{ file: 'b.png', bytes: pngImage() }]), { authorization: `Bearer ${other.token}` })).json() as ApiEnvelope<UploadRes>).data.files[0].url
      const edit = (avatar: string) => s.call('api/user/user_edit', { token: me.token, avatar })
      expect(await edit(theirs)).toMatchObject({ code: ResultCode.FAIL, msg: '头像只能使用您自己上传的图片' })
      // a foreign address is refused by the contract already (issue 16: uploads or WeChat's avatar hosts only)
      expect(await edit('https://evil.example/x.png')).toMatchObject({ code: ResultCode.FAIL, msg: expect.stringContaining('头像只能使用') })
      expect(await edit('/uploads/0123456789abcdef0123456789abcdef.png')).toMatchObject({ code: ResultCode.FAIL })
      expect(await edit(mine)).toMatchObject({ code: ResultCode.OK, data: { avatar: mine } })
    }, PICTURE_TEST_MS)
  })

  describe('tokens', () => {
    it('refuses a token in the query string and takes it from the body or the Authorization header', async () => {
      const inQuery = await s.app.inject({ method: 'GET', url: `/api/AuthName/auth_info?token=${me.token}` })
      expect(inQuery.statusCode).toBe(400)
      expect(inQuery.json()).toMatchObject({ code: ResultCode.FAIL, msg: '登录凭证 token 不能放在网址中，请放在请求体或 Authorization 头里' })
      const inHeader = await s.app.inject({ method: 'GET', url: '/api/AuthName/auth_info', headers: { authorization: `Bearer ${me.token}` } })
      expect(inHeader.json()).toMatchObject({ code: ResultCode.OK, data: { verified: false } })
      expect((await s.call('api/user/check_login', { token: me.token })).code).toBe(ResultCode.OK)
    })
  })

  describe('send-code', () => {
    it('caps one address at 10 codes in 10 minutes and 50 a day, whatever the numbers', async () => {
      const from = '10.77.0.1'
      const send = (i: number) => callFrom(s, from, 'api/user/send', { mobile: `1520000${String(i).padStart(4, '0')}`, scene: 'login' })
      for (let i = 0; i < 10; i++) expect((await send(i)).code).toBe(ResultCode.OK)
      expect(await send(10)).toMatchObject({ code: ResultCode.FAIL, msg: '验证码请求太频繁，请 10 分钟后再试' })
      // another address is not affected
      expect((await callFrom(s, '10.77.0.2', 'api/user/send', { mobile: '15200009999', scene: 'login' })).code).toBe(ResultCode.OK)
      let sent = 10
      for (let round = 0; round < 4; round++) {
        s.clock.advance(10 * 60_000 + 1)
        for (let i = 0; i < 10; i++) expect((await send(100 + sent++)).code).toBe(ResultCode.OK)
      }
      s.clock.advance(10 * 60_000 + 1)
      expect(await send(999)).toMatchObject({ code: ResultCode.FAIL, msg: '验证码请求次数已达今日上限，请明天再试' })
      s.clock.advance(24 * 3600_000)
      expect((await send(998)).code).toBe(ResultCode.OK)
    })
  })

  describe('operator endpoints', () => {
    it('have no published token: dev-admin opens nothing, the server’s own token does', async () => {
      expect(readConfig({}).adminToken).toBe('')
      expect(s.config.adminToken.length).toBeGreaterThanOrEqual(32)
      for (const token of ['dev-admin', '', 'e2e-admin']) {
        const res = await s.app.inject({ method: 'GET', url: '/admin/sms?mobile=13500000001', headers: { 'x-admin-token': token } })
        expect(res.statusCode).toBe(403)
        expect(res.json()).toEqual({ code: ResultCode.FAIL, msg: '无权操作', data: null })
      }
      const ok = await s.app.inject({ method: 'GET', url: '/admin/sms?mobile=13500000001', headers: { 'x-admin-token': s.config.adminToken } })
      expect(ok.statusCode).toBe(200)
      // any path under /admin, even one nobody registered, answers 403 to a stranger; so does an encoded spelling
      expect((await s.app.inject({ method: 'POST', url: '/admin/anything' })).statusCode).toBe(403)
      for (const url of ['/%61dmin/sms?mobile=13500000001', '/admin/sms/?mobile=13500000001', '/./admin/sms?mobile=13500000001']) {
        expect((await s.app.inject({ method: 'GET', url })).statusCode).toBe(403)
      }
    })

    it('change only the settings an operator may change, with valid values', async () => {
      const set = (key: string, value: string) => s.app.inject({ method: 'POST', url: '/admin/settings', payload: { key, value }, headers: { 'x-admin-token': s.config.adminToken } })
      const engine = await set('fb_seed', '1')
      expect(engine.statusCode).toBe(400)
      expect(engine.json()).toEqual({ code: ResultCode.FAIL, msg: '不能修改设置 fb_seed：可修改的设置只有 pay_module、app_version、forum_sensitive_words', data: null })
      expect((await set('pay_module', 'yes')).json()).toMatchObject({ code: ResultCode.FAIL, msg: '设置 pay_module 的值应为0 或 1' })
      expect((await set('app_version', '<script>')).json()).toMatchObject({ code: ResultCode.FAIL })
      expect((await set('pay_module', '0')).json()).toMatchObject({ code: ResultCode.OK })
      expect((await set('app_version', '1.4.0 (260)')).json()).toMatchObject({ code: ResultCode.OK })
      expect(await valueOf(db, 'settings', 'value', { key: 'fb_seed' })).toBeUndefined()
    })
  })

  describe('real-name hash', () => {
    it('is keyed with its own secret, not the operator token', async () => {
      const res = await s.call('api/AuthName/auth', { token: me.token, name: '张三', id_card: '11010519491231002X' }, 'GET')
      expect(res.code).toBe(ResultCode.OK)
      const stored = await valueOf(db, 'realname', 'id_card_hash', { user_id: me.id })
      const keyed = (secret: string) => crypto.createHmac('sha256', `realname:${secret}`).update('11010519491231002X').digest('hex')
      expect(s.config.realnameSecret).not.toBe(s.config.adminToken)
      expect(stored).toBe(keyed(s.config.realnameSecret))
      expect(stored).not.toBe(keyed(s.config.adminToken))
    })
  })

  describe('sandbox payment signing', () => {
    it('is keyed with its own secret: the operator token cannot sign a payment', async () => {
      const fromOwnSecret = sandboxPayKey(s.config)
      expect(s.config.paySecret).not.toBe(s.config.adminToken)
      expect(fromOwnSecret).not.toBe(sandboxPayKey({ paySecret: s.config.adminToken }))
    })
  })

  describe('framework errors answer the envelope with a 4xx', () => {
    it.each([
      ['a URL that does not decode', { method: 'GET' as const, url: '/api/%E4%B8/x' }, 400, '请求地址无效'],
      ['bad JSON', { method: 'POST' as const, url: '/api/User/w', payload: '{"a":', headers: { 'content-type': 'application/json' } }, 400, '请求内容不是合法的 JSON'],
      ['an unsupported media type', { method: 'POST' as const, url: '/api/User/w', payload: '<x/>', headers: { 'content-type': 'application/xml' } }, 415, '不支持的请求格式：请以表单（application/x-www-form-urlencoded）或 JSON 提交'],
      ['a body over 2 MB', { method: 'POST' as const, url: '/api/User/w', payload: `a=${'x'.repeat(2 * 1024 * 1024)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 413, '请求内容过大'],
      ['an unknown path', { method: 'GET' as const, url: '/nothing/here' }, 404, '接口不存在：/nothing/here'],
    ])('%s', async (_what, request, status, msg) => {
      const res = await s.app.inject(request)
      expect(res.statusCode).toBe(status)
      expect(res.json()).toEqual({ code: status === 404 ? ResultCode.NOT_FOUND : ResultCode.FAIL, msg, data: null })
    })

    it('a header or a query over 16 KB, on a real socket', async () => {
      await s.app.listen({ port: 0, host: '127.0.0.1' })
      const port = (s.app.server.address() as net.AddressInfo).port
      const bigQuery = await rawRequest(port, `GET /api/User/w?q=${'x'.repeat(17 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`)
      expect(bigQuery).toMatch(/^HTTP\/1\.1 431 /)
      expect(JSON.parse(bigQuery.slice(bigQuery.indexOf('\r\n\r\n') + 4))).toEqual({ code: ResultCode.FAIL, msg: '请求头或网址过长（上限 16 KB）', data: null })
      const bigHeader = await rawRequest(port, `GET /api/User/w HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'y'.repeat(17 * 1024)}\r\n\r\n`)
      expect(bigHeader).toMatch(/^HTTP\/1\.1 431 /)
      const garbage = await rawRequest(port, 'NOT-HTTP\r\n\r\n')
      expect(garbage).toMatch(/^HTTP\/1\.1 400 /)
      expect(garbage).toContain('"code":0')
    })
  })

  describe('CORS', () => {
    it('allows the server’s own origins and the H5 dev server, never reflects a stranger', async () => {
      const preflight = (origin: string) => s.app.inject({ method: 'OPTIONS', url: '/api/User/w', headers: { origin, 'access-control-request-method': 'POST' } })
      expect((await preflight('http://localhost:10086')).headers['access-control-allow-origin']).toBe('http://localhost:10086')
      expect((await preflight('http://127.0.0.1:3721')).headers['access-control-allow-origin']).toBe('http://127.0.0.1:3721')
      const evil = await s.app.inject({ method: 'GET', url: '/api/User/w', headers: { origin: 'https://evil.example' } })
      expect(evil.headers['access-control-allow-origin']).toBeUndefined()
      expect((await preflight('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined()
    })

    it('lets a configured origin send credentials (H5 uploads do), naming the origin, never *', async () => {
      const preflight = await s.app.inject({ method: 'OPTIONS', url: '/api/user/upload', headers: { origin: 'http://127.0.0.1:3721', 'access-control-request-method': 'POST' } })
      expect(preflight.headers['access-control-allow-credentials']).toBe('true')
      expect(preflight.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3721')
      const answer = await s.app.inject({ method: 'GET', url: '/api/User/w', headers: { origin: 'http://localhost:10086' } })
      expect(answer.headers['access-control-allow-credentials']).toBe('true')
      expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:10086')
      const stranger = await s.app.inject({ method: 'GET', url: '/api/User/w', headers: { origin: 'https://evil.example' } })
      expect(stranger.headers['access-control-allow-origin']).toBeUndefined()
    })

    it('takes the allowed origins from CORS_ORIGINS', async () => {
      const t = await startTestServer({ env: { CORS_ORIGINS: 'https://m.example.com' } })
      try {
        const get = (origin: string) => t.app.inject({ method: 'GET', url: '/api/User/w', headers: { origin } })
        expect((await get('https://m.example.com')).headers['access-control-allow-origin']).toBe('https://m.example.com')
        expect((await get('http://localhost:10086')).headers['access-control-allow-origin']).toBeUndefined()
      } finally {
        await t.close()
      }
      expect(() => readConfig({ CORS_ORIGINS: '*' })).toThrow('CORS_ORIGINS has "*"')
    })
  })
})

describe('security: H5 pages and settings', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'security-test-'))
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

  // the first H5 page bundles the first-screen renderer with esbuild: about a second quiet, over 5 s beside busy suites
  it('serves the H5 pages with a Content-Security-Policy that allows only the template’s own inline script', async () => {
    const h5 = path.join(tmp, 'h5')
    fs.mkdirSync(h5)
    // like Taro's template: one inline script (the root font size) before the app's own files
    const inline = 'document.documentElement.style.fontSize="20px"'
    fs.writeFileSync(path.join(h5, 'index.html'), `<!doctype html><html><head><script>${inline}</script></head><body><div id="app"></div><script src="/js/app.js"></script></body></html>`)
    const s = await startTestServer({ env: { H5_DIR: h5 } })
    try {
      const page = await s.app.inject({ method: 'GET', url: '/' })
      expect(page.statusCode).toBe(200)
      const csp = String(page.headers['content-security-policy'])
      // the template's inline script by its hash only: no 'unsafe-inline', no eval
      expect(csp).toContain(`script-src 'self' 'sha256-${crypto.createHash('sha256').update(inline).digest('base64')}' https://res.wx.qq.com https://res2.wx.qq.com;`)
      expect(csp).not.toMatch(/script-src[^;]*unsafe/)
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("frame-ancestors 'self'")
      expect(page.headers['x-content-type-options']).toBe('nosniff')
    } finally {
      await s.close()
    }
  }, 30_000)

  it('keeps a generated operator token, real-name key and payment key beside the database, printed only when created', async () => {
    const dbFile = path.join(tmp, 'data', 'football.db')
    const start = async () => {
      const lines: string[] = []
      const spy = jest.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void lines.push(a.join(' ')))
      try {
        const s = await startTestServer({ db: await emptyTestDb(), config: { ...readConfig({ DB_FILE: dbFile }), logRequests: false } })
        await s.close()
        return { token: s.config.adminToken, secret: s.config.realnameSecret, paySecret: s.config.paySecret, lines }
      } finally {
        spy.mockRestore()
      }
    }
    fs.mkdirSync(path.dirname(dbFile), { recursive: true })
    const first = await start()
    const again = await start()
    expect(first.token).toHaveLength(32)
    expect(again).toMatchObject({ token: first.token, secret: first.secret, paySecret: first.paySecret })
    expect(new Set([first.token, first.secret, first.paySecret]).size).toBe(3)
    expect(first.lines.join('\n')).toContain(first.token)
    expect(again.lines.join('\n')).not.toContain(first.token)
    const file = secretsFileFor(dbFile)
    expect(fs.statSync(file).mode & 0o077).toBe(0)
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ admin_token: first.token, realname_secret: first.secret, pay_secret: first.paySecret })
  })

  it('resolves relative paths against the current folder and listens on 127.0.0.1 unless HOST says otherwise', () => {
    const config = readConfig({ H5_DIR: 'dist-h5', DB_FILE: 'data/x.db' }, '/srv/app')
    expect(config).toMatchObject({ h5Dir: '/srv/app/dist-h5', dbFile: '/srv/app/data/x.db', host: '127.0.0.1' })
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT=abc is not valid: expected a whole number from 0 to 65535'],
    [{ PORT: '70000' }, 'PORT=70000 is not valid'],
    [{ SEED: '-3' }, 'SEED=-3 is not valid'],
    [{ PAY_MODULE: 'yes' }, 'PAY_MODULE=yes is not valid: expected 0 or 1'],
  ])('refuses %j with one clear line', (env, line) => {
    expect(() => readConfig(env)).toThrow(line)
  })
})

describe('security: a bad setting stops the server with one line', () => {
  const root = path.resolve(__dirname, '../..')
  const run = (env: Record<string, string>) => spawnSync(process.execPath, SERVER_ARGS, {
    cwd: root, env: serverEnv({ PORT: '0', DB_FILE: ':memory:', H5_DIR: '', ...env }), encoding: 'utf8', timeout: 60_000,
  })

  it.each([
    [{ PORT: 'abc' }, '[stand-in] bad setting: PORT=abc is not valid: expected a whole number from 0 to 65535'],
    [{ H5_DIR: 'no-such-build' }, `[stand-in] bad setting: H5_DIR=${path.join(root, 'no-such-build')} holds no index.html`],
    [{ DB_FILE: '/proc/football.db' }, '[stand-in] bad setting: DB_FILE=/proc/football.db cannot be written'],
    [{ CLOCK_START: 'noon' }, '[stand-in] bad setting: CLOCK_START=noon is not valid'],
  ])('%j', (env, line) => {
    const res = run(env)
    expect(res.status).toBe(1)
    const err = res.stderr.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('npm warn'))
    expect(err).toHaveLength(1)
    expect(err[0].startsWith(line)).toBe(true)
    expect(res.stderr).not.toMatch(/\n\s+at /)
  }, 60_000)

  it('a port in use', async () => {
    const taken = net.createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const port = (taken.address() as net.AddressInfo).port
    try {
      // spawnSync would block the event loop that holds the port open: run it asynchronously
      const res = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
        const child = spawnServer({ PORT: String(port), DB_FILE: ':memory:', H5_DIR: '' }, { stdio: ['ignore', 'pipe', 'pipe'] })
        let stderr = ''
        child.stderr?.on('data', (d: Buffer) => (stderr += String(d)))
        child.once('exit', (status) => resolve({ status, stderr }))
      })
      expect(res.status).toBe(1)
      const err = res.stderr.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('npm warn'))
      expect(err).toEqual([`[stand-in] 127.0.0.1:${port} is already in use: stop the other server or choose another PORT`])
    } finally {
      taken.close()
    }
  }, 120_000)
})
