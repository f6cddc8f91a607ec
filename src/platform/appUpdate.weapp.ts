import Taro from '@tarojs/taro'

/** WeChat checks for a release at launch; when that already happened its callbacks do not fire again */
const WAIT_FOR_RELEASE_MS = 5000

/**
 * Getting the new version (mini program): WeChat downloads a new release in the background;
 * once it is ready, applyUpdate restarts into it. Otherwise the user reopens the mini program
 * later. Resolves the message to show, or null when the restart is under way.
 */
export function applyAppUpdate(): Promise<string | null> {
  return new Promise((resolve) => {
    const later = '新版本正在发布中，请稍后重新打开小程序'
    const timer = setTimeout(() => resolve(later), WAIT_FOR_RELEASE_MS)
    const done = (message: string | null) => {
      clearTimeout(timer)
      resolve(message)
    }
    const manager = Taro.getUpdateManager()
    manager.onUpdateReady(() => {
      done(null)
      manager.applyUpdate()
    })
    manager.onUpdateFailed(() => done('新版本下载失败，请删除小程序后重新打开'))
    manager.onCheckForUpdate((res) => {
      if (!res.hasUpdate) done(later)
    })
  })
}
