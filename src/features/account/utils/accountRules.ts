import { CONTACT_MESSAGE, isValidContact, MOBILE_MESSAGE, PASSWORD_MAX, PASSWORD_MESSAGE, PASSWORD_MIN } from '@contract/validation/account'
import { realNameProblem } from '@contract/validation/realName'
import { idCardAgeProblem, UNDERAGE_MESSAGE } from '@contract/validation/idCard'
import { type Rule, rules } from '@/utils/formValidation'

/**
 * Field rules of the account forms (login, register, forgot, verification, feedback), built from
 * the shared validators with the same messages the server answers (types/validation).
 */
export const mobileRules: readonly Rule[] = [rules.required('请输入手机号'), rules.mobile(MOBILE_MESSAGE)]
export const passwordRules: readonly Rule[] = [rules.required('请输入密码'), rules.length(PASSWORD_MIN, PASSWORD_MAX, PASSWORD_MESSAGE)]
export const codeRules: readonly Rule[] = [rules.required('请输入验证码'), rules.code()]
export const realNameRules: readonly Rule[] = [
  rules.required('请输入真实姓名'),
  rules.custom((v) => realNameProblem(v) === null, '真实姓名应为 2-20 个汉字，少数民族姓名可用“·”分隔'),
]
export const idCardRules: readonly Rule[] = [
  rules.required('请输入身份证号'),
  rules.idCard('身份证号不正确，请核对'),
  // the server refuses minors too; saying so here spares a round trip
  rules.custom((v) => idCardAgeProblem(v, Date.now()) === null, UNDERAGE_MESSAGE),
]
/** feedback and complaint contact: optional, a mobile or an e-mail (the server's own check) */
export const contactRules: readonly Rule[] = [rules.custom((v) => isValidContact(v.trim()), CONTACT_MESSAGE)]

export const confirmPasswordRule = (password: () => string): Rule =>
  rules.custom((v) => v === password(), '两次输入的密码不一致')
