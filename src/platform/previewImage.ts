/**
 * Full-screen preview of images (tap a thumbnail). On H5, Taro's previewImage is built on the
 * swiper library (≈45 KB of JS), so it is fetched the first time a user opens an image, not with
 * the pages that merely show thumbnails (the home page's 社区 board).
 */
export function previewImage(current: string, urls: string[]): Promise<void> {
  return import(/* webpackChunkName: "preview-image" */ './previewImageNow').then((m) => m.previewImageNow(current, urls))
}
