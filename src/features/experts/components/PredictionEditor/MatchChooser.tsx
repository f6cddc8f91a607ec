import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import ListView from '@/components/states/ListView'
import { MatchRow } from '@/features/match'
import type { PublishDraft } from '@/features/experts/stores/publishDraftModel'

/** the upcoming matches open for publishing (searchable by team or competition, paged by the page's reach-bottom) */
function MatchChooser({ draft }: { draft: PublishDraft }) {
  const [input, setInput] = useState(draft.keyword)
  return (
    <View className='editor__block' data-testid='match-chooser'>
      <View className='editor__block-head'>
        <Text className='editor__block-title'>选择比赛</Text>
        {draft.legs.length > 0 && (
          <Text className='editor__link' onClick={() => draft.closeChooser()}>
            收起
          </Text>
        )}
      </View>
      <View className='editor__search'>
        <Input
          className='editor__search-input'
          data-testid='match-search'
          value={input}
          placeholder='搜索球队或赛事'
          confirmType='search'
          maxlength={20}
          onInput={(e) => setInput(e.detail.value)}
          onConfirm={(e) => draft.search(e.detail.value)}
        />
        <Text className='editor__search-button' data-testid='match-search-submit' onClick={() => draft.search(input)}>
          搜索
        </Text>
      </View>
      <ListView
        model={draft.events}
        keyOf={(m) => m.id}
        emptyText='暂无可推荐的比赛'
        renderItem={(m) => (
          <View className={draft.chosenEventIds.has(m.id) ? 'editor__match--chosen' : ''}>
            <MatchRow match={m} showDate onPick={(picked) => draft.chooseMatch(picked)} />
          </View>
        )}
      />
    </View>
  )
}

export default observer(MatchChooser)
