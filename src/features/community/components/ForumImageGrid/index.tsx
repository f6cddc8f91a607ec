import { Image, View } from '@tarojs/components'
import { previewImage } from '@/platform/previewImage'
import { stopTap } from '@/platform/stopTap'
import { mediaUrl } from '@/services/mediaUrl'
import './index.scss'

interface Props {
  images: string[]
  /** rows show the first nine; the post page shows every one */
  max?: number
}

/** a post's pictures in a three-column grid; a tap opens the viewer on that picture */
export default function ForumImageGrid({ images, max = images.length }: Props) {
  if (images.length === 0) return null
  const urls = images.map(mediaUrl)
  return (
    <View className='forum-images' data-testid='forum-images'>
      {urls.slice(0, max).map((url) => (
        <Image
          key={url}
          className='forum-images__item'
          src={url}
          mode='aspectFill'
          onClick={(e) => {
            stopTap(e)
            void previewImage(url, urls)
          }}
        />
      ))}
    </View>
  )
}
