import { Image, View } from '@tarojs/components'
import { previewImage } from '@/platform/previewImage'
import { stopTap } from '@/platform/stopTap'
import { mediaUrl, sizedImageUrl } from '@/services/mediaUrl'
import './index.scss'

interface Props {
  images: string[]
  /** rows show the first nine; the post page shows every one */
  max?: number
}

/** a picture's width in the grid, design px (index.scss) */
const DRAWN_WIDTH = 200

/** a post's pictures in a three-column grid, each as the thumbnail that fills its cell; a tap opens the viewer on the whole picture */
export default function ForumImageGrid({ images, max = images.length }: Props) {
  if (images.length === 0) return null
  const urls = images.map(mediaUrl)
  return (
    <View className='forum-images' data-testid='forum-images'>
      {images.slice(0, max).map((image, i) => (
        <Image
          key={urls[i]}
          className='forum-images__item'
          src={sizedImageUrl(image, DRAWN_WIDTH)}
          mode='aspectFill'
          data-testid='forum-image'
          onClick={(e) => {
            stopTap(e)
            void previewImage(urls[i], urls)
          }}
        />
      ))}
    </View>
  )
}
