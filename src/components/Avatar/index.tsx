import { Image, Text, View } from '@tarojs/components'
import { sizedImageUrl } from '@/services/mediaUrl'
import './index.scss'

interface Props {
  /** uploaded path or URL; '' shows the default avatar */
  url: string
  /** whose avatar: the default one shows its first character */
  name: string
  /** sizes live here, not in the caller's sheet: on React Native a class resolves only in the file that imports its sheet */
  size: 'small' | 'medium'
}

/** each size's width in design px, as in index.scss: an uploaded avatar is fetched as the thumbnail that fills it */
const DRAWN_WIDTH: Record<Props['size'], number> = { small: 80, medium: 100 }

/** the mark of the default avatar when there is not even a name */
const NO_NAME_MARK = '球'

/** a round avatar, or the default one (the name's first character on a tinted disc) */
export default function Avatar({ url, name, size }: Props) {
  if (url) return <Image className={`avatar avatar--${size}`} src={sizedImageUrl(url, DRAWN_WIDTH[size])} mode='aspectFill' data-testid='avatar-image' />
  return (
    <View className={`avatar avatar--${size} avatar--default`} data-testid='avatar-default'>
      <Text className={`avatar__mark avatar__mark--${size}`}>{name.slice(0, 1) || NO_NAME_MARK}</Text>
    </View>
  )
}
