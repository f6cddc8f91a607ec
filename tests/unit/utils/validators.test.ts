import {
  isAmount,
  isChinese,
  isCode,
  isDigits,
  isEmail,
  isIdCard,
  isInRange,
  isLandline,
  isLengthBetween,
  isLetters,
  isMobile,
  isUrl,
} from '@/utils/validators'

describe('isMobile', () => {
  it.each(['13800138000', '19912345678', '16612345678'])('accepts %s', (v) => expect(isMobile(v)).toBe(true))
  it.each(['', '1380013800', '138001380001', '23800138000', '1380013800a', ' 13800138000', '10000000000', '11012345678', '12812345678'])('rejects %p', (v) =>
    expect(isMobile(v)).toBe(false),
  )
})

describe('isEmail', () => {
  it.each(['a@b.cn', 'first.last+tag@mail.example.com', 'x_y-1@qq.com'])('accepts %s', (v) => expect(isEmail(v)).toBe(true))
  it.each(['', 'a@b', '@b.cn', 'a b@c.cn', 'a@b..cn', 'ab.cn'])('rejects %p', (v) => expect(isEmail(v)).toBe(false))
})

describe('isUrl', () => {
  it.each(['http://a.cn', 'https://www.example.com/path?q=1#top', 'http://127.0.0.1:3721/api'])('accepts %s', (v) =>
    expect(isUrl(v)).toBe(true),
  )
  it.each(['', 'www.example.com', 'ftp://a.cn', 'https://', 'https://a b.cn'])('rejects %p', (v) => expect(isUrl(v)).toBe(false))
})

describe('isAmount', () => {
  it.each(['0', '12', '12.5', '12.50', '0.01', '100000'])('accepts %s', (v) => expect(isAmount(v)).toBe(true))
  it.each(['', '12.345', '012', '-1', '1.', '.5', '1,000', 'abc'])('rejects %p', (v) => expect(isAmount(v)).toBe(false))
})

describe('isDigits', () => {
  it('accepts digits only', () => {
    expect(isDigits('0123')).toBe(true)
    expect(isDigits('')).toBe(false)
    expect(isDigits('12a')).toBe(false)
    expect(isDigits('1.2')).toBe(false)
  })
})

describe('isIdCard (GB 11643)', () => {
  const now = Date.UTC(2026, 10, 22)
  it('accepts numbers with the right MOD 11-2 check character, x or X', () => {
    expect(isIdCard('11010519491231002X', now)).toBe(true)
    expect(isIdCard('11010519491231002x', now)).toBe(true)
    expect(isIdCard('110101199003074477', now)).toBe(true)
  })
  it('rejects a wrong check character', () => {
    expect(isIdCard('110105194912310021', now)).toBe(false)
    expect(isIdCard('110101199003074478', now)).toBe(false)
  })
  it('rejects dates that do not exist or lie in the future', () => {
    // 1990-02-30 does not exist; the check character is right for these 17 digits
    expect(isIdCard('110101199002300014', now)).toBe(false)
    expect(isIdCard('110101203001010014', now)).toBe(false)
  })
  it('rejects wrong lengths and characters', () => {
    expect(isIdCard('', now)).toBe(false)
    expect(isIdCard('11010519491231002', now)).toBe(false)
    expect(isIdCard('1101051949123100X2', now)).toBe(false)
  })
})

describe('isCode', () => {
  it('takes 6 digits by default', () => {
    expect(isCode('123456')).toBe(true)
    expect(isCode('12345')).toBe(false)
    expect(isCode('1234567')).toBe(false)
    expect(isCode('12345a')).toBe(false)
  })
  it('takes another length when asked', () => {
    expect(isCode('1234', 4)).toBe(true)
    expect(isCode('123456', 4)).toBe(false)
  })
})

describe('isLandline', () => {
  it.each(['010-12345678', '0755-1234567', '0755-12345678', '01012345678', '010-12345678-123'])('accepts %s', (v) =>
    expect(isLandline(v)).toBe(true),
  )
  it.each(['', '12345678', '010-123456', '010-123456789', '10-12345678', '010-12345678-', '13800138000'])('rejects %p', (v) =>
    expect(isLandline(v)).toBe(false),
  )
})

describe('isLetters / isChinese', () => {
  it('letters only', () => {
    expect(isLetters('AbcXyz')).toBe(true)
    expect(isLetters('abc1')).toBe(false)
    expect(isLetters('ab c')).toBe(false)
    expect(isLetters('')).toBe(false)
  })
  it('Chinese only', () => {
    expect(isChinese('张三')).toBe(true)
    expect(isChinese('张三a')).toBe(false)
    expect(isChinese('张 三')).toBe(false)
    expect(isChinese('')).toBe(false)
  })
})

describe('isInRange', () => {
  it('checks both bounds inclusively', () => {
    expect(isInRange('1', 1, 10)).toBe(true)
    expect(isInRange('10', 1, 10)).toBe(true)
    expect(isInRange('10.5', 1, 10)).toBe(false)
    expect(isInRange('0', 1, 10)).toBe(false)
    expect(isInRange(5, 1, 10)).toBe(true)
  })
  it('leaves out a bound that is not given', () => {
    expect(isInRange('99999', 1)).toBe(true)
    expect(isInRange('-5', undefined, 0)).toBe(true)
  })
  it('rejects text that is not a number', () => {
    expect(isInRange('', 0, 10)).toBe(false)
    expect(isInRange('abc', 0, 10)).toBe(false)
    expect(isInRange('1e3', 0, 10000)).toBe(false)
    expect(isInRange(NaN, 0, 10)).toBe(false)
  })
})

describe('isLengthBetween', () => {
  it('counts characters, an emoji or a Chinese character once', () => {
    expect(isLengthBetween('足球', 2, 2)).toBe(true)
    expect(isLengthBetween('⚽⚽', 2, 2)).toBe(true)
    expect(isLengthBetween('abc', 1, 2)).toBe(false)
    expect(isLengthBetween('a', 2)).toBe(false)
    expect(isLengthBetween('a'.repeat(140), undefined, 140)).toBe(true)
    expect(isLengthBetween('a'.repeat(141), undefined, 140)).toBe(false)
  })
})
