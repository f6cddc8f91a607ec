import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { PosterKind } from '@contract/share-cards'
import { toast, toastSuccess } from '@/components/feedback/toast'
import { CAN_SAVE_TO_ALBUM, POSTER_TARGET, openAlbumSettings, saveImageToAlbum } from '@/platform/saveImageToAlbum'
import { posterImageUrl } from '@/services/shareImageUrl'
import IfServed from '@/components/IfServed'
import './index.scss'

interface Props {
  kind: PosterKind
  id: string | number
}

/** the album permission was refused: say why, and offer the settings page where it is turned on */
async function offerSettings(): Promise<void> {
  const res = await Taro.showModal({
    title: '无法保存到相册',
    content: '保存海报需要“添加到相册”权限，请在设置中打开后再点保存',
    confirmText: '去设置',
    cancelText: '取消',
  }).catch(() => ({ confirm: false }))
  if (res.confirm) await openAlbumSettings()
}

/**
 * 生成海报: the item's poster (its share card, a line and a code that opens this page, drawn by
 * the server) previewed in the page; 保存到相册 on the mini program and in the app, with the
 * permission flow; on H5 the picture is long-pressed (长按保存).
 */
function PosterPanelBody({ kind, id }: Props) {
  const [open, setOpen] = useState(false)
  const [saving, setSaving] = useState(false)
  const url = posterImageUrl(kind, id, POSTER_TARGET)
  const save = async () => {
    if (saving) return
    setSaving(true)
    const result = await saveImageToAlbum(url)
    setSaving(false)
    if (result === 'saved') toastSuccess('已保存到相册')
    else if (result === 'denied') await offerSettings()
    else if (result === 'failed') toast('保存失败，请检查网络后重试')
  }
  if (!open) {
    return (
      <View className='poster-panel__open' data-testid='poster-open' onClick={() => setOpen(true)}>
        <Text className='poster-panel__open-label'>生成海报</Text>
      </View>
    )
  }
  return (
    <View className='poster-panel' data-testid='poster-preview'>
      <Image className='poster-panel__image' src={url} mode='widthFix' showMenuByLongpress data-testid='poster-image' />
      {CAN_SAVE_TO_ALBUM ? null : <Text className='poster-panel__hint' data-testid='poster-hint'>长按图片保存，或发送给朋友</Text>}
      <View className='poster-panel__actions'>
        {CAN_SAVE_TO_ALBUM && (
          <View className='poster-panel__save' data-testid='poster-save' onClick={() => void save()}>
            <Text className='poster-panel__save-label'>{saving ? '保存中…' : '保存到相册'}</Text>
          </View>
        )}
        <View className='poster-panel__close' data-testid='poster-close' onClick={() => setOpen(false)}>
          <Text className='poster-panel__close-label'>收起</Text>
        </View>
      </View>
    </View>
  )
}

/** the poster is drawn by the backend's posters surface: without it there is no 生成海报 */
export default function PosterPanel(props: Props) {
  return (
    <IfServed ext='posters'>
      <PosterPanelBody {...props} />
    </IfServed>
  )
}
