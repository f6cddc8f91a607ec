import { Text, View } from '@tarojs/components'

interface Props {
  /** said beside the spinner */
  text?: string
}

/**
 * The loading spinner, drawn with taro-ui's activity-indicator stylesheet (global, src/app.scss)
 * instead of its class components, which would bring taro-ui's helpers to every first load.
 * RN keeps AtActivityIndicator (index.rn.tsx).
 */
export default function Spinner({ text }: Props) {
  return (
    <View className='at-activity-indicator'>
      <View className='at-activity-indicator__body'>
        <View className='at-loading'>
          <View className='at-loading__ring' />
          <View className='at-loading__ring' />
          <View className='at-loading__ring' />
        </View>
      </View>
      {text ? <Text className='at-activity-indicator__content'>{text}</Text> : null}
    </View>
  )
}
