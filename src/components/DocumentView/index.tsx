import { Text, View } from '@tarojs/components'
import type { StaticDocument } from '@/content/document'
import './index.scss'

/** renders a long static text (agreement, policy, rules) as titled sections */
export default function DocumentView({ doc }: { doc: StaticDocument }) {
  return (
    <View className='doc-view' data-testid='document'>
      <Text className='doc-view__title'>{doc.title}</Text>
      <Text className='doc-view__updated'>更新日期：{doc.updated}</Text>
      {doc.intro ? <Text className='doc-view__paragraph'>{doc.intro}</Text> : null}
      {doc.sections.map((s) => (
        <View key={s.heading} className='doc-view__section'>
          <Text className='doc-view__heading'>{s.heading}</Text>
          {s.paragraphs.map((p) => (
            <Text key={p} className='doc-view__paragraph'>
              {p}
            </Text>
          ))}
        </View>
      ))}
    </View>
  )
}
