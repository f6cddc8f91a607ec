import Taro from '@tarojs/taro'

/** Taro's own previewImage (native on the mini program and RN; a swiper viewer on H5) */
export async function previewImageNow(current: string, urls: string[]): Promise<void> {
  await Taro.previewImage({ current, urls })
}
