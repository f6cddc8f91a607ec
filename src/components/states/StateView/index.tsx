import { Text, View } from '@tarojs/components'
import Icon from '@/components/Icon'
import Spinner from '@/components/states/Spinner'
import './index.scss'

interface Props {
  kind: 'loading' | 'empty' | 'error' | 'offline'
  /** what to say; each kind has a default */
  text?: string
  /** shows a 重试 button (error) or an action (empty) */
  onRetry?: () => void
  actionText?: string
}

const DEFAULT_TEXT = { loading: '加载中…', empty: '暂无数据', error: '加载失败', offline: '网络不可用，请检查网络后重试' } as const

/** the loading, empty, error and offline states every page and list shares */
export default function StateView({ kind, text, onRetry, actionText }: Props) {
  return (
    <View className={`state-view state-view--${kind}`} data-testid={`state-${kind}`}>
      {kind === 'loading' ? (
        <Spinner text={text ?? DEFAULT_TEXT.loading} />
      ) : (
        <>
          <View className='state-view__icon'>
            {/* taro-ui's bundled icon font: an emoji would depend on the device's fonts */}
            <Icon value={kind === 'empty' ? 'file-generic' : 'alert-circle'} size={28} color='#9aa0aa' />
          </View>
          <Text className='state-view__text'>{text ?? DEFAULT_TEXT[kind]}</Text>
          {onRetry && (
            <View className='state-view__action' onClick={onRetry}>
              <Text className='state-view__action-text'>{actionText ?? (kind === 'empty' ? '刷新' : '重试')}</Text>
            </View>
          )}
        </>
      )}
    </View>
  )
}
