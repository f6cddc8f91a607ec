import Taro, { useReachBottom } from '@tarojs/taro'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import ListView from '@/components/ListView'
import MatchRow from '@/components/MatchRow'
import PageShell from '@/components/PageShell'
import { toast } from '@/services/toast'
import { MatchSearchStore } from '@/stores/matchSearch'
import { routeUrl } from '@/navigation/routes'
import './searchCpt.scss'


/** chips of found competitions or teams, each opening its page */
function Chips({ title, items, urlOf }: { title: string; items: ReadonlyArray<{ id: number; name: string }>; urlOf: (id: number) => string }) {
  if (items.length === 0) return null
  return (
    <View className='search__block'>
      <Text className='search__title'>{title}</Text>
      <View className='search__chips'>
        {items.map((it) => (
          <Text key={it.id} className='search__chip' data-testid='search-chip' onClick={() => void Taro.navigateTo({ url: urlOf(it.id) })}>
            {it.name}
          </Text>
        ))}
      </View>
    </View>
  )
}

/** search competitions, teams and their matches; recent searches are kept */
function SearchCptPage() {
  const [store] = useState(() => new MatchSearchStore())
  const [input, setInput] = useState('')
  useReachBottom(() => {
    if (store.searched) void store.matches.loadMore()
  })
  // pulling down searches the same keyword again (live scores in the results move on)
  useRefreshPage(async () => {
    if (store.searched) await store.matches.refresh()
  })

  const submit = (text: string) => {
    setInput(text)
    if (!store.search(text)) toast('请输入关键词')
  }

  return (
    <PageShell title='搜索'>
      <View className='search__bar'>
        <Input
          className='search__input'
          data-testid='search-input'
          value={input}
          placeholder='请输入关键词'
          confirmType='search'
          maxlength={20}
          focus
          onInput={(e) => setInput(e.detail.value)}
          onConfirm={(e) => submit(e.detail.value)}
        />
        <Text className='search__submit' data-testid='search-submit' onClick={() => submit(input)}>
          搜索
        </Text>
      </View>
      {!store.searched ? (
        store.history.length > 0 && (
          <View className='search__block'>
            <View className='search__head'>
              <Text className='search__title'>最近搜索</Text>
              <Text className='search__clear' onClick={() => store.clearHistory()}>
                清空
              </Text>
            </View>
            <View className='search__chips'>
              {store.history.map((k) => (
                <Text key={k} className='search__chip' data-testid='search-history' onClick={() => submit(k)}>
                  {k}
                </Text>
              ))}
            </View>
          </View>
        )
      ) : (
        <>
          <Chips title='赛事' items={store.leagues} urlOf={(id) => routeUrl('seku2', { league_id: id })} />
          <Chips title='球队' items={store.teams} urlOf={(id) => routeUrl('recentGames', { team_id: id })} />
          <Text className='search__title search__title--matches'>比赛</Text>
          <ListView model={store.matches} keyOf={(m) => m.id} renderItem={(m) => <MatchRow match={m} showDate />} emptyText='没有找到相关比赛' />
        </>
      )}
    </PageShell>
  )
}

export default observer(SearchCptPage)
