import { firstFormError, rules, validateField, validateForm } from '@/utils/formValidation'

describe('validateField', () => {
  it('returns the first failing rule message, in rule order', () => {
    const mobileRules = [rules.required('请输入手机号'), rules.mobile()]
    expect(validateField('', mobileRules)).toBe('请输入手机号')
    expect(validateField('   ', mobileRules)).toBe('请输入手机号')
    expect(validateField('1380013', mobileRules)).toBe('请输入正确的手机号')
    expect(validateField('13800138000', mobileRules)).toBeNull()
  })

  it('lets an empty optional field pass every other rule', () => {
    expect(validateField('', [rules.email()])).toBeNull()
    expect(validateField(undefined, [rules.landline()])).toBeNull()
    expect(validateField(null, [rules.range(1, 10)])).toBeNull()
  })

  it('checks numbers given as numbers', () => {
    expect(validateField(0, [rules.range(1)])).toBe('请输入不小于1的数值')
    expect(validateField(3, [rules.range(1)])).toBeNull()
  })

  it.each([
    [rules.email(), 'a@', '请输入正确的邮箱地址'],
    [rules.url(), 'example', '请输入正确的网址'],
    [rules.amount(), '1.234', '请输入正确的金额（最多两位小数）'],
    [rules.digits(), '12a', '只能输入数字'],
    [rules.idCard(), '123', '请输入正确的身份证号'],
    [rules.code(), '123', '请输入6位验证码'],
    [rules.code(4), '123', '请输入4位验证码'],
    [rules.landline(), '123', '请输入正确的座机号码'],
    [rules.letters(), 'a1', '只能输入英文字母'],
    [rules.chinese(), 'a', '只能输入中文'],
    [rules.range(1, 10), '11', '请输入1到10之间的数值'],
    [rules.range(undefined, 10), '11', '请输入不大于10的数值'],
    [rules.range(), 'x', '请输入数值'],
    [rules.length(2, 4), 'a', '请输入2到4个字符'],
    [rules.length(6, 6), 'a', '请输入6个字符'],
    [rules.length(6), 'a', '至少输入6个字符'],
    [rules.length(undefined, 140), 'a'.repeat(141), '最多输入140个字符'],
    [rules.custom((v) => v === v.toUpperCase(), '请输入大写'), 'a', '请输入大写'],
  ])('rule %# says its Chinese message on a bad value', (rule, bad, message) => {
    expect(validateField(bad, [rule])).toBe(message)
  })

  it('uses the message a form passes instead of the default', () => {
    expect(validateField('1', [rules.mobile('手机号不对')])).toBe('手机号不对')
  })
})

describe('validateForm', () => {
  const schema = {
    mobile: [rules.required('请输入手机号'), rules.mobile()],
    code: [rules.required('请输入验证码'), rules.code()],
    email: [rules.email()],
  }

  it('gives each failing field its first message and leaves passing fields out', () => {
    expect(validateForm({ mobile: '123', code: '', email: '' }, schema)).toEqual({
      mobile: '请输入正确的手机号',
      code: '请输入验证码',
    })
    expect(validateForm({ mobile: '13800138000', code: '123456', email: 'a@b.cn' }, schema)).toEqual({})
  })

  it('treats a field missing from the values as empty', () => {
    expect(validateForm({}, schema)).toEqual({ mobile: '请输入手机号', code: '请输入验证码' })
  })

  it('firstFormError picks the first field in schema order, null when valid', () => {
    expect(firstFormError(validateForm({ mobile: '', code: '1' }, schema))).toBe('请输入手机号')
    expect(firstFormError(validateForm({ mobile: '13800138000', code: '1' }, schema))).toBe('请输入6位验证码')
    expect(firstFormError({})).toBeNull()
  })
})
