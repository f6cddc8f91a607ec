import { View } from '@tarojs/components'
import { Share } from 'react-native'
import { AtIcon } from 'taro-ui'
import { toast } from '@/components/feedback/toast'
import { currentSharePath } from '@/utils/currentRoute'

interface Props {
  title: string
}

/** React Native: the system share sheet with the page's title and its path (same page, same parameters) */
export default function ShareButton({ title }: Props) {
  const onShare = async () => {
    try {
      await Share.share({ title, message: `${title} ${currentSharePath()}` })
    } catch {
      toast('分享失败，请稍后重试')
    }
  }
  return (
    <View className='nav-bar__action' data-testid='share-button' onClick={onShare}>
      <AtIcon value='share' size={18} color='#fff' />
    </View>
  )
}
