import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { applyWeappAppId } from '../../../config/weappAppId'

let root: string
const privateFile = () => path.join(root, 'project.private.config.json')
const readPrivate = () => JSON.parse(fs.readFileSync(privateFile(), 'utf8')) as Record<string, unknown>

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'appid-'))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe('the app id WeChat DevTools opens the build with', () => {
  it('comes from TARO_APP_ID through the private project config', () => {
    applyWeappAppId(root, 'wx1234567890abcdef')
    expect(readPrivate()).toEqual({ appid: 'wx1234567890abcdef' })
  })

  it('keeps the developer’s own DevTools settings in that file', () => {
    fs.writeFileSync(privateFile(), JSON.stringify({ setting: { urlCheck: false }, appid: 'wxold' }))
    applyWeappAppId(root, 'wxnew')
    expect(readPrivate()).toEqual({ setting: { urlCheck: false }, appid: 'wxnew' })
  })

  it('falls back to the committed tourist id once TARO_APP_ID is gone', () => {
    fs.writeFileSync(privateFile(), JSON.stringify({ setting: { urlCheck: false }, appid: 'wxold' }))
    applyWeappAppId(root, undefined)
    expect(readPrivate()).toEqual({ setting: { urlCheck: false } })
    fs.writeFileSync(privateFile(), JSON.stringify({ appid: 'wxold' }))
    applyWeappAppId(root, '')
    expect(fs.existsSync(privateFile())).toBe(false)
  })

  it('writes nothing when there is nothing to set', () => {
    applyWeappAppId(root, undefined)
    expect(fs.existsSync(privateFile())).toBe(false)
  })
})
