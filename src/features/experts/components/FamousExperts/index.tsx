import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ExpertListRow } from '@contract/api/experts'
import Avatar from '@/components/Avatar'
import SectionTitle from '@/components/layout/SectionTitle'
import type { ResourceModel } from '@/stores/models/ResourceModel'
import { tallyCountsText } from '@/features/experts/utils/expertRecord'
import './index.scss'

interface Props {
  model: ResourceModel<ExpertListRow[]>
  onOpen: (expertId: number) => void
  onMore: () => void
}

/** 本月名家: this month's best experts in a row of avatars with their month's hit rate; nothing while none */
function FamousExperts({ model, onOpen, onMore }: Props) {
  // the first answer on its way: the strip holds its place, unseen, so the ranking under it does not move when it comes
  if (model.data === null && model.error === null) return <Pending />
  const rows = model.data ?? []
  if (rows.length === 0) return null
  return (
    <View className='famous-experts' data-testid='famous-experts'>
      <SectionTitle title='本月名家' moreText='名家榜' onMore={onMore} />
      <ScrollView className='famous-experts__row' scrollX>
        {rows.map((r) => (
          <View key={r.expert_id} className='famous-experts__item' data-testid={`famous-${r.expert_id}`} onClick={() => onOpen(r.expert_id)}>
            <Avatar url={r.avatar} name={r.nickname} size='medium' />
            <Text className='famous-experts__name' numberOfLines={1}>
              {r.nickname}
            </Text>
            <Text className='famous-experts__rate' data-testid={`famous-rate-${r.expert_id}`}>
              {r.month.settled > 0 ? tallyCountsText('本月', r.month) : '本月暂无'}
            </Text>
            {r.month.hits + r.month.misses > 0 && <Text className='famous-experts__rate'>{`命中率${r.month.hit_rate}%（走水不计）`}</Text>}
          </View>
        ))}
      </ScrollView>
    </View>
  )
}

export default observer(FamousExperts)

/** the strip's height while its answer is on its way: a title and one column of two rate lines */
function Pending() {
  return (
    <View className='famous-experts famous-experts--pending' data-testid='famous-experts-pending'>
      <SectionTitle title='本月名家' />
      <View className='famous-experts__row'>
        <View className='famous-experts__item'>
          <Avatar url='' name='' size='medium' />
          <Text className='famous-experts__name'>{'\u00a0'}</Text>
          <Text className='famous-experts__rate'>{'\u00a0'}</Text>
          <Text className='famous-experts__rate'>{'\u00a0'}</Text>
        </View>
      </View>
    </View>
  )
}
