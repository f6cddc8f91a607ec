/** API_BASE is read once when the module loads: each case loads a fresh copy */
async function apiBaseWith(env: string | undefined): Promise<string> {
  const saved = process.env.TARO_APP_API_BASE
  if (env === undefined) delete process.env.TARO_APP_API_BASE
  else process.env.TARO_APP_API_BASE = env
  try {
    let base = ''
    await jest.isolateModulesAsync(async () => {
      base = (await import('@/services/config')).API_BASE
    })
    return base
  } finally {
    process.env.TARO_APP_API_BASE = saved
  }
}

describe('API_BASE', () => {
  it('comes from TARO_APP_API_BASE and always ends in /', async () => {
    expect(await apiBaseWith('https://api.example.com/v1')).toBe('https://api.example.com/v1/')
    expect(await apiBaseWith('https://api.example.com/')).toBe('https://api.example.com/')
  })
  it('falls back to the local stand-in server', async () => {
    expect(await apiBaseWith(undefined)).toBe('http://127.0.0.1:3721/')
    expect(await apiBaseWith('')).toBe('http://127.0.0.1:3721/')
  })
})
