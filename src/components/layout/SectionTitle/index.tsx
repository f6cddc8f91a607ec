import { Text, View } from '@tarojs/components'
import './index.scss'

interface Props {
  title: string
  /** a 更多 link at the right */
  moreText?: string
  onMore?: () => void
}

/** a section's heading with an optional link to the full list */
export default function SectionTitle({ title, moreText = '更多', onMore }: Props) {
  return (
    <View className='section-title'>
      <Text className='section-title__text'>{title}</Text>
      {onMore && (
        <Text className='section-title__more' onClick={onMore}>
          {moreText} ›
        </Text>
      )}
    </View>
  )
}
