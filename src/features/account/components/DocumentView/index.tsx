import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { StaticDocument } from '@contract/content/document'
import { webDocumentRoute } from '@/features/account/services/accountRoutes'
import './index.scss'

/** under a document shown from the app's own copy because the server could not be reached */
export function OfflineNote() {
  return (
    <Text className='doc-view__offline' data-testid='document-offline'>
      网络不可用，当前为内置版本，下拉可刷新
    </Text>
  )
}

interface Props {
  doc: StaticDocument & { offline?: boolean }
  /** the published web version, offered as 查看在线版本 (opens essay/essaylink) */
  onlineUrl?: string
}

/** renders a long static text (agreement, policy, rules) as titled sections */
export default function DocumentView({ doc, onlineUrl }: Props) {
  return (
    <View className='doc-view' data-testid='document'>
      {doc.offline ? <OfflineNote /> : null}
      <Text className='doc-view__title'>{doc.title}</Text>
      <Text className='doc-view__updated'>更新日期：{doc.updated}</Text>
      {doc.intro ? <Text className='doc-view__paragraph'>{doc.intro}</Text> : null}
      {doc.sections.map((s) => (
        <View key={s.heading} className='doc-view__section'>
          {s.heading ? <Text className='doc-view__heading'>{s.heading}</Text> : null}
          {s.paragraphs.map((p) => (
            <Text key={p} className='doc-view__paragraph'>
              {p}
            </Text>
          ))}
        </View>
      ))}
      {onlineUrl ? (
        <Text className='doc-view__online' data-testid='document-online' onClick={() => void Taro.navigateTo({ url: webDocumentRoute(onlineUrl, doc.title) })}>
          查看在线版本
        </Text>
      ) : null}
    </View>
  )
}
