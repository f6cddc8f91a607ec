import { ApiError, errorMessage, isApiError } from '@/services/apiError'

describe('ApiError', () => {
  it('carries the kind, message and code', () => {
    const err = new ApiError('banned', '账号已被封禁', 33)
    expect(err).toBeInstanceOf(Error)
    expect(err).toMatchObject({ name: 'ApiError', kind: 'banned', message: '账号已被封禁', code: 33 })
    expect(isApiError(err)).toBe(true)
    expect(isApiError(new Error('x'))).toBe(false)
    expect(isApiError(null)).toBe(false)
  })

  it('errorMessage says the message of anything thrown, or the fallback', () => {
    expect(errorMessage(new ApiError('network', '请求失败'))).toBe('请求失败')
    expect(errorMessage({ message: '自定义' })).toBe('自定义')
    expect(errorMessage(null)).toBe('系统错误')
    expect(errorMessage(new Error(''), '操作失败')).toBe('操作失败')
  })
})
