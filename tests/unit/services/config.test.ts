/** API_BASE is read once when the module loads: each case loads a fresh copy */
async function apiBaseWith(env: string | undefined, target: 'h5' | 'weapp' | 'rn' = 'h5'): Promise<string> {
  const saved = { base: process.env.TARO_APP_API_BASE, target: process.env.TARO_ENV }
  if (env === undefined) delete process.env.TARO_APP_API_BASE
  else process.env.TARO_APP_API_BASE = env
  process.env.TARO_ENV = target
  try {
    let base = ''
    await jest.isolateModulesAsync(async () => {
      base = (await import('@/services/config')).API_BASE
    })
    return base
  } finally {
    process.env.TARO_APP_API_BASE = saved.base
    process.env.TARO_ENV = saved.target
  }
}

describe('API_BASE', () => {
  it('comes from TARO_APP_API_BASE and always ends in /', async () => {
    expect(await apiBaseWith('https://api.example.com/v1')).toBe('https://api.example.com/v1/')
    expect(await apiBaseWith('https://api.example.com/')).toBe('https://api.example.com/')
    expect(await apiBaseWith('http://10.0.2.2:3721', 'rn')).toBe('http://10.0.2.2:3721/')
  })
  it('on H5 falls back to the origin serving the app, so the printed address calls itself', async () => {
    expect(await apiBaseWith(undefined)).toBe('/')
    expect(await apiBaseWith('')).toBe('/')
  })
  it('on the mini program and RN falls back to the local stand-in server (they need an absolute URL)', async () => {
    expect(await apiBaseWith('', 'weapp')).toBe('http://127.0.0.1:3721/')
    expect(await apiBaseWith(undefined, 'rn')).toBe('http://127.0.0.1:3721/')
  })
})
