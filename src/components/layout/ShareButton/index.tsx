import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import Icon from '@/components/Icon'
import { toast } from '@/components/feedback/toast'
import { currentSharePath } from '@/utils/currentRoute'

interface Props {
  title: string
}

/** H5: the Web Share sheet where the browser has one, else the link is copied */
export default function ShareButton({ title }: Props) {
  const onShare = async () => {
    const url = `${location.origin}${location.pathname}#${currentSharePath()}`
    const nav = navigator as Navigator & { share?: (d: { title: string; url: string }) => Promise<void> }
    if (nav.share) {
      try {
        await nav.share({ title, url })
        return
      } catch (e) {
        // the user closed the sheet: nothing to do; a refusal (no permission, unsupported data) falls back to copying
        if ((e as { name?: string } | null)?.name === 'AbortError') return
      }
    }
    try {
      await Taro.setClipboardData({ data: url })
      toast('链接已复制，可粘贴分享给好友')
    } catch {
      toast('复制失败，请手动复制地址栏链接')
    }
  }
  return (
    <View className='nav-bar__action' data-testid='share-button' onClick={onShare}>
      <Icon value='share' size={18} color='#fff' />
    </View>
  )
}
