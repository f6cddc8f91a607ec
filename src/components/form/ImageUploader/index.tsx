import { Image, Text, View } from '@tarojs/components'
import { useRef, useState } from 'react'
import { previewImage } from '@/platform/previewImage'
import { errorMessage, isSessionError } from '@/services/apiError'
import { toast } from '@/components/feedback/toast'
import IfServed from '@/components/IfServed'
import { mediaUrl, sizedImageUrl } from '@/services/mediaUrl'
import { UPLOAD_MAX_FILES, uploadPicked } from '@/services/upload'
import { pickImages } from '@/platform/pickImages'
import './index.scss'

/** a thumbnail's width in design px (index.scss) */
const DRAWN_WIDTH = 150

interface Props {
  /** server paths of the uploaded pictures (/uploads/...), in order */
  value: string[]
  onChange: (paths: string[]) => void
  /** docs/product/constants.md: 52 by default */
  max?: number
  label?: string
}

/**
 * The count beside the label. docs/product/validation.md, docs/product/constants.md give 52 files as the only limit, and "0/52" read like a
 * broken counter, so it is said in words: 最多可选 52 张, then 已选 3 张，最多 52 张.
 */
export function imageCountText(chosen: number, max: number): string {
  return chosen === 0 ? `最多可选 ${max} 张` : `已选 ${chosen} 张，最多 ${max} 张`
}

/**
 * Picture picker for forms: pick, upload one by one (uploads count against the 10-request
 * limit of the mini program), show thumbnails with a remove button; the form sends the paths.
 * Uploading is an extension: where the backend lacks it the picker is not drawn and the form is
 * sent without pictures (every form's pictures are optional).
 */
export default function ImageUploader({ value, onChange, max = UPLOAD_MAX_FILES, label = '图片' }: Props) {
  const [uploading, setUploading] = useState(0)
  // the latest list, so uploads finishing after a removal do not bring removed pictures back
  const current = useRef(value)
  current.current = value

  const add = async () => {
    if (uploading > 0) return
    const files = await pickImages(max - value.length)
    if (files.length === 0) return
    setUploading(files.length)
    try {
      for (const file of files) {
        const path = await uploadPicked(file)
        current.current = [...current.current, path].slice(0, max)
        onChange(current.current)
        setUploading((n) => n - 1)
      }
    } catch (e) {
      // a session code (login expired, kicked...) was already told by the app shell
      if (!isSessionError(e)) toast(errorMessage(e, '图片上传失败'))
    } finally {
      setUploading(0)
    }
  }

  const remove = (index: number) => onChange(value.filter((_, i) => i !== index))
  const preview = (index: number) =>
    void previewImage(mediaUrl(value[index]), value.map(mediaUrl))

  return (
    <IfServed ext='upload'>
      <View className='image-uploader' data-testid='image-uploader'>
        <View className='image-uploader__head'>
          <Text className='image-uploader__label'>{label}</Text>
          <Text className='image-uploader__count' data-testid='image-count'>
            {imageCountText(value.length, max)}
          </Text>
        </View>
        <View className='image-uploader__grid'>
          {value.map((path, i) => (
            <View className='image-uploader__item' key={path}>
              <Image className='image-uploader__image' src={sizedImageUrl(path, DRAWN_WIDTH)} mode='aspectFill' onClick={() => preview(i)} />
              <View className='image-uploader__remove' data-testid='image-remove' onClick={() => remove(i)}>
                <Text className='image-uploader__remove-text'>×</Text>
              </View>
            </View>
          ))}
          {value.length < max && (
            <View className='image-uploader__add' data-testid='image-add' onClick={() => void add()}>
              <Text className='image-uploader__plus'>{uploading > 0 ? `上传中 ${uploading}` : '+'}</Text>
            </View>
          )}
        </View>
      </View>
    </IfServed>
  )
}
