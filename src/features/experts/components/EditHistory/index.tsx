import { Text, View } from '@tarojs/components'
import type { PredictionVersion } from '@contract/api/experts'
import { priceText } from '@/features/experts/utils/expertRecord'
import { fullTime, oddsText, playLineText } from '@/features/experts/utils/predictionText'
import './index.scss'

/**
 * 修改记录: every published version, newest first, with its exact time, what it said and the hash
 * that commits it. A prediction never edited shows its one version as 发布.
 */
export default function EditHistory({ versions }: { versions: readonly PredictionVersion[] }) {
  const newestFirst = [...versions].reverse()
  // the price is the buy button's to say; a version names it only when an edit changed it
  const pricesDiffer = new Set(versions.map((v) => v.price)).size > 1
  return (
    <View className='edit-history' data-testid='edit-history'>
      <Text className='edit-history__title'>{versions.length > 1 ? `修改记录（修改${versions.length - 1}次）` : '修改记录（未修改）'}</Text>
      {newestFirst.map((v) => (
        <View key={v.version} className='edit-history__version' data-testid={`version-${v.version}`}>
          <View className='edit-history__head'>
            <Text className='edit-history__label'>{v.version === 1 ? '发布' : `第${v.version - 1}次修改`}</Text>
            <Text className='edit-history__time' data-testid='version-time'>
              {fullTime(v.at)}
            </Text>
          </View>
          <Text className='edit-history__text'>{pricesDiffer ? `${v.title} · ${priceText(v.price)}` : v.title}</Text>
          {v.legs.map((leg) => (
            <Text key={leg.event_id} className='edit-history__text'>
              {`${leg.match_text} ${playLineText(leg.play, leg.line)} ${leg.pick_text ?? '购买后查看推荐'}${leg.odds !== null ? ` ${oddsText(leg.odds)}` : ''}`}
            </Text>
          ))}
          <Text className='edit-history__hash'>{`SHA-256 ${v.hash}`}</Text>
        </View>
      ))}
    </View>
  )
}
