import { Text, View } from '@tarojs/components'
import type { RecordTally } from '@contract/api/experts'
import { HIT_RATE_DEFINITION } from '@contract/expert-rules'
import { returnRateText } from '@/features/experts/components/ExpertRow'
import { roiText } from '@/features/experts/components/MonthlyChart'
import './index.scss'

export interface RecordTableRow extends RecordTally {
  key: string | number
  label: string
}

/** a record split by something (competition, play): settled, 红/黑/走, hit rate, return */
export default function RecordTable({ title, rows, emptyText }: { title: string; rows: readonly RecordTableRow[]; emptyText: string }) {
  return (
    <View className='record-table' data-testid={`record-table-${title}`}>
      <Text className='record-table__title'>{title}</Text>
      <View className='record-table__row record-table__row--head'>
        <Text className='record-table__cell record-table__cell--label'>项目</Text>
        <Text className='record-table__cell'>场次</Text>
        <Text className='record-table__cell'>红/黑/走</Text>
        <Text className='record-table__cell'>命中率</Text>
        <Text className='record-table__cell'>回报</Text>
      </View>
      {rows.length === 0 && <Text className='record-table__empty'>{emptyText}</Text>}
      {rows.map((r) => (
        <View key={r.key} className='record-table__row' data-testid='record-row'>
          <Text className='record-table__cell record-table__cell--label'>{r.label}</Text>
          <Text className='record-table__cell'>{r.settled}</Text>
          <Text className='record-table__cell'>{`${r.hits}/${r.misses}/${r.pushes}`}</Text>
          <Text className='record-table__cell record-table__cell--strong'>{`${r.hit_rate}%`}</Text>
          <Text className={`record-table__cell ${r.return_units < 0 ? 'record-table__cell--loss' : 'record-table__cell--strong'}`}>
            {`${roiText(r.return_units)} (${returnRateText(r.return_rate)})`}
          </Text>
        </View>
      ))}
      {rows.length > 0 && (
        <Text className='record-table__note' data-testid='record-table-definition'>
          {HIT_RATE_DEFINITION}
        </Text>
      )}
    </View>
  )
}
