import { foldForWordFilter, hasLoneSurrogate, isCleanName, isCleanText, textLength } from '@contract/validation/text'
import { analysisTeaser, recordCountsText } from '@contract/expert-rules'
import { couponFitsProduct } from '@contract/money-rules'
import { isWechatAvatarUrl } from '@contract/validation/account'
import { zId, zInt } from '@contract/common'

/** the shared rules of issue 16: one implementation for the app's forms and the server */
describe('text rules', () => {
  it('counts characters as a reader does and finds lone surrogates', () => {
    expect(textLength('⚽球')).toBe(2)
    expect(hasLoneSurrogate('\ud800')).toBe(true)
    expect(hasLoneSurrogate('\udc00a')).toBe(true)
    expect(hasLoneSurrogate('⚽')).toBe(false)
    expect(isCleanText('第一行\n第二行')).toBe(true)
    expect(isCleanText('a\u0007')).toBe(false)
  })

  it('refuses control, zero-width and bidi characters in names', () => {
    for (const bad of ['ab\u0000\u0007c', '\u200B\u200B\u200B', 'abc\u202Edef', 'a\u2066b', 'a\nb', '\ud800']) expect(isCleanName(bad)).toBe(false)
    expect(isCleanName('绿茵⚽球迷')).toBe(true)
  })

  it('folds what hid a word from the filter', () => {
    expect(foldForWordFilter('假\u200B球')).toBe('假球')
    expect(foldForWordFilter('ＱＱ１２３')).toBe('qq123')
  })

  it('teases the analysis and words the record with its pushes', () => {
    expect(analysisTeaser('')).toBe('')
    expect(analysisTeaser('主队近5场4胜1平，交锋占优；初盘主让半球升至一球，资金流向主队。')).toBe('主队近5场4胜1平，交锋占优；初盘主让半球升至一…')
    expect(recordCountsText({ window: 20, settled: 20, hits: 16, pushes: 2, misses: 2, hit_rate: 89 })).toBe('近20场 16中 2走 2黑')
  })

  it('fits coupons to their products and avatars to WeChat hosts', () => {
    expect(couponFitsProduct('topup', [], 'coins_180')).toBe(true)
    expect(couponFitsProduct('topup', [], 'vip_month')).toBe(false)
    expect(couponFitsProduct('vip', ['vip_quarter'], 'vip_year')).toBe(false)
    expect(couponFitsProduct('vip', ['vip_quarter'], 'vip_quarter')).toBe(true)
    expect(isWechatAvatarUrl('https://thirdwx.qlogo.cn/mmopen/x/132')).toBe(true)
    expect(isWechatAvatarUrl('https://thirdwx.qlogo.cn.evil.example/x')).toBe(false)
    expect(isWechatAvatarUrl('https://evil.example/track.gif')).toBe(false)
  })
})

describe('integers are decimal digits only', () => {
  it('takes digits and JSON integers, refuses everything else', () => {
    expect(zInt.parse('42')).toBe(42)
    expect(zInt.parse(-3)).toBe(-3)
    expect(zId.parse('7')).toBe(7)
    for (const bad of ['', '1e3', '0x10', ' 1', '1.0', [], true, '0']) expect(zId.safeParse(bad).success).toBe(false)
  })
})
