import { UPLOAD_MAX_BYTES as CONTRACT_UPLOAD_BYTES, UPLOAD_MAX_FILES as CONTRACT_UPLOAD_MAX, UPLOAD_PATH as CONTRACT_UPLOAD_PATH } from '@contract/api/account'
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_PATH, mediaUrl } from '@/services/upload'
import { compareVersions, isNewerThanApp, parseServerVersion } from '@/services/appVersion'
import { visibleEntryGroups } from '@/features/account/utils/userEntries'

const keys = (viewer: { payModule: boolean; isExpert: boolean }) => visibleEntryGroups(viewer).flatMap((g) => g.entries.map((e) => e.key))

test('the upload path and limit restated in the app match the contract', () => {
  expect(UPLOAD_PATH).toBe(CONTRACT_UPLOAD_PATH)
  expect(UPLOAD_MAX_FILES).toBe(CONTRACT_UPLOAD_MAX)
  expect(UPLOAD_MAX_FILES).toBe(52)
  expect(UPLOAD_MAX_BYTES).toBe(CONTRACT_UPLOAD_BYTES)
})

test('server paths become loadable addresses; full addresses stay', () => {
  expect(mediaUrl('/uploads/a.png')).toBe('http://127.0.0.1:3721/uploads/a.png')
  expect(mediaUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
})

test.each([
  ['1.3.6', '1.3.5', 1],
  ['1.10.0', '1.9.9', 1],
  ['1.3.5', '1.3.5', 0],
  ['1.3', '1.3.0', 0],
  ['1.2.9', '1.3.5', -1],
])('compareVersions(%s, %s) = %d', (a, b, want) => {
  expect(compareVersions(a, b)).toBe(want)
})

test('an upgrade is offered for a higher version, or the same version with a higher build code', () => {
  const at = (version: string) => parseServerVersion({ content: 'VER', title: '版本说明', text: ['修复已知问题', ''], version, updated_at: 0 })
  expect(isNewerThanApp(at('1.3.6'))).toBe(true)
  expect(isNewerThanApp(at('1.3.5'))).toBe(false)
  expect(isNewerThanApp(at('1.3.5 (252)'))).toBe(true)
  expect(isNewerThanApp(at('1.3.5+251'))).toBe(false)
  expect(isNewerThanApp(at('1.2.0 (300)'))).toBe(false)
  expect(at('1.3.6').notes).toEqual(['修复已知问题'])
})

test('personal-center entries: buying needs the pay module, expert tools need an expert as well', () => {
  const expertTools = ['publish', 'wallet', 'withdraw']
  for (const viewer of [
    { payModule: false, isExpert: false },
    { payModule: false, isExpert: true },
    { payModule: true, isExpert: false },
  ]) {
    for (const k of expertTools) expect(keys(viewer)).not.toContain(k)
  }
  expect(keys({ payModule: true, isExpert: true })).toEqual(expect.arrayContaining(expertTools))
  expect(keys({ payModule: false, isExpert: false })).not.toContain('vip')
  expect(keys({ payModule: true, isExpert: false })).toContain('vip')
  for (const k of ['settings', 'about', 'service', 'rules', 'feedback', 'complaint', 'notices', 'lottery', 'calculator', 'follow', 'signIn', 'coupons']) {
    expect(keys({ payModule: false, isExpert: false })).toContain(k)
  }
})
