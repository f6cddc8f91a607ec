import { checkForUpgradeOnLaunch, resetUpgradeCheck, UPGRADE_PROMPT_DELAY_MS, UPGRADE_URL } from '@/shell/upgradePrompt'
import { httpAnswer, spyOnTaro, type TaroSpies } from '../../setup/taroSpies'

let taro: TaroSpies
beforeEach(() => {
  jest.useFakeTimers()
  taro = spyOnTaro()
  resetUpgradeCheck()
})
afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

const versionText = (version: string) => httpAnswer({ code: 1, msg: '', data: { content: 'VER', title: '版本说明', version, updated_at: 0, text: ['修复若干问题'] } })

/** runs the check to its end, letting the prompt's delay pass */
async function check(): Promise<boolean> {
  const done = checkForUpgradeOnLaunch()
  await jest.advanceTimersByTimeAsync(UPGRADE_PROMPT_DELAY_MS)
  return done
}

describe('the upgrade check at launch', () => {
  it('opens the upgrade popup when the server announces a newer version, once per launch', async () => {
    taro.request.mockResolvedValue(versionText('1.3.6 (252)'))
    await expect(check()).resolves.toBe(true)
    expect(taro.navigateTo).toHaveBeenCalledWith({ url: UPGRADE_URL })
    await expect(check()).resolves.toBe(false)
    expect(taro.navigateTo).toHaveBeenCalledTimes(1)
    expect(taro.request).toHaveBeenCalledTimes(1)
  })

  it('also for the same version with a higher build code', async () => {
    taro.request.mockResolvedValue(versionText('1.3.5+252'))
    await expect(check()).resolves.toBe(true)
  })

  it.each(['1.3.5', '1.3.5 (251)', '1.2.9'])('leaves the user alone when the server says %s', async (version) => {
    taro.request.mockResolvedValue(versionText(version))
    await expect(check()).resolves.toBe(false)
    expect(taro.navigateTo).not.toHaveBeenCalled()
  })

  it('says nothing when the check fails', async () => {
    taro.request.mockRejectedValue(new Error('offline'))
    await expect(check()).resolves.toBe(false)
    expect(taro.navigateTo).not.toHaveBeenCalled()
    expect(taro.showToast).not.toHaveBeenCalled()
  })
})
