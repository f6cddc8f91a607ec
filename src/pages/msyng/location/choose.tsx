import Taro, { useUnload } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { ForumPlace } from '@contract/api/community'
import ListView from '@/components/states/ListView'
import PageShell from '@/components/layout/PageShell'
import { useListPage } from '@/hooks/useListPage'
import { PlaceSearchModel } from '@/features/community'
import { deliverPlacePick } from '@/navigation/placePick'
import './location.scss'

/**
 * 选择位置 on H5 and React Native (the mini program uses WeChat's map): search the seeded stadiums
 * and cities; a tap hands the place back to the page that opened this one.
 */
function ChoosePage() {
  const [keyword, setKeyword] = useState('')
  const [placeSearch] = useState(() => new PlaceSearchModel())
  const places = placeSearch.places
  useListPage(places)
  // closed without a choice: the opener gets none
  useUnload(() => deliverPlacePick(null))

  const search = (k: string) => void placeSearch.search(k)
  const pick = (place: ForumPlace) => {
    deliverPlacePick(place)
    void Taro.navigateBack()
  }

  return (
    <PageShell title='选择位置'>
      <View className='location__search'>
        <Input
          className='location__input'
          data-testid='place-search'
          value={keyword}
          placeholder='搜索球场或城市'
          confirmType='search'
          onInput={(e) => setKeyword(e.detail.value)}
          onConfirm={() => search(keyword)}
        />
        <Text className='location__go' onClick={() => search(keyword)}>
          搜索
        </Text>
      </View>
      <ListView
        model={places}
        keyOf={(p) => `${p.name}-${p.address}`}
        emptyText='没有找到这个地点'
        renderItem={(p) => (
          <View className='location__row' data-testid='place-row' onClick={() => pick(p)}>
            <Text className='location__name'>{p.name}</Text>
            <Text className='location__address'>{p.address}</Text>
          </View>
        )}
      />
    </PageShell>
  )
}

export default observer(ChoosePage)
