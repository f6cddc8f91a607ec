import { Text, View } from '@tarojs/components'
import type { BroadcastLine } from '@contract/football'
import './index.scss'

interface Props {
  /** chronological, as the server sends it */
  lines: readonly BroadcastLine[]
}

/** the text commentary, newest line first (docs/product/entities.md) */
export default function TextBroadcast({ lines }: Props) {
  if (lines.length === 0) return <Text className='text-broadcast__none'>暂无文字直播</Text>
  const newestFirst = [...lines].reverse()
  return (
    <View className='text-broadcast'>
      {newestFirst.map((l) => (
        <View key={l.id} className='text-broadcast__line' data-testid='broadcast-line'>
          <Text className='text-broadcast__minute'>{l.minute_text}</Text>
          <Text className={`text-broadcast__text text-broadcast__text--${l.kind}`}>{l.text}</Text>
        </View>
      ))}
    </View>
  )
}
