export { previewImageNow as previewImage } from './previewImageNow'
