import { ResultCode } from '../../types/envelope'

/** a business outcome other than success: becomes the envelope `{ code, msg, data: null }` */
export class ApiFail extends Error {
  constructor(public readonly code: number, message: string) {
    super(message)
  }
}

export const fail = (msg: string) => new ApiFail(ResultCode.FAIL, msg)
export const notFound = (what: string) => new ApiFail(ResultCode.NOT_FOUND, `${what}不存在`)
export const loginRequired = () => new ApiFail(ResultCode.LOGIN_REQUIRED, '请先登录')
