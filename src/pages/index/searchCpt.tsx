import Taro, { useReachBottom } from '@tarojs/taro'
import { useRefreshPage } from '@/hooks/useRefreshPage'
import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import Avatar from '@/components/Avatar'
import ListView from '@/components/states/ListView'
import { MatchRow, SearchPageModel } from '@/features/match'
import PageShell from '@/components/layout/PageShell'
import { ExpertSearchStore, type HotKeyword, hitRateText } from '@/features/experts'
import { routeUrl } from '@/navigation/routes'
import type { SearchPlayer } from '@contract/api/home'
import './searchCpt.scss'

/** what the box takes (the stand-in answers up to 200 characters; no name is longer than this) */
const SEARCH_INPUT_MAX = 40

/** where a hot search leads: the expert's home, the competition, the team's home */
function hotUrl(h: HotKeyword): string {
  if (h.kind === 'expert') return routeUrl('expertHome', { expert_id: h.id })
  if (h.kind === 'league') return routeUrl('leagueData', { league_id: h.id })
  return routeUrl('teamForm', { team_id: h.id })
}

/** players found: each opens the player's card over their club's home */
function Players({ players }: { players: readonly SearchPlayer[] }) {
  if (players.length === 0) return null
  return (
    <View className='search__block' data-testid='search-players'>
      <Text className='search__title'>球员</Text>
      {players.map(({ player, team }) => (
        <View
          key={player.id}
          className='search__player'
          data-testid={`search-player-${player.id}`}
          onClick={() => void Taro.navigateTo({ url: routeUrl('teamForm', { team_id: team.id, player_id: player.id }) })}
        >
          <Text className='search__player-name'>{player.name}</Text>
          <Text className='search__player-meta'>{`${team.name} · ${player.position} · ${player.shirt_number}号`}</Text>
        </View>
      ))}
    </View>
  )
}

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

/**
 * search competitions, teams, players, experts and matches (by name, short name, pinyin or its
 * initials); before typing, hot and recent searches
 */
function SearchCptPage() {
  const [search] = useState(() => new SearchPageModel(new ExpertSearchStore()))
  const store = search.matches
  const hot = search.experts.hot
  const [input, setInput] = useState('')
  useEffect(() => {
    void search.open()
  }, [search])
  useReachBottom(() => void search.loadMore())
  useRefreshPage(() => search.refresh())

  const submit = (text: string) => {
    setInput(text)
    search.submit(text)
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
          maxlength={SEARCH_INPUT_MAX}
          focus
          onInput={(e) => setInput(e.detail.value)}
          onConfirm={(e) => submit(e.detail.value)}
        />
        <Text className='search__submit' data-testid='search-submit' onClick={() => submit(input)}>
          搜索
        </Text>
      </View>
      {!store.searched ? (
        <>
          {(hot.data ?? []).length > 0 && (
            <View className='search__block' data-testid='hot-searches'>
              <Text className='search__title'>热门搜索</Text>
              <View className='search__chips'>
                {(hot.data ?? []).map((h) => (
                  <Text
                    key={`${h.kind}-${h.id}`}
                    className={`search__chip ${h.kind === 'expert' ? 'search__chip--hot' : ''}`}
                    data-testid='search-hot'
                    onClick={() => void Taro.navigateTo({ url: hotUrl(h) })}
                  >
                    {h.keyword}
                  </Text>
                ))}
              </View>
            </View>
          )}
          {store.history.length > 0 && (
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
          )}
          {/* nothing to offer yet (no history, and no 热门搜索 where the backend lacks it): say what can be found */}
          {(hot.data ?? []).length === 0 && store.history.length === 0 && (
            <View className='search__block'>
              <Text className='search__hint' data-testid='search-hint'>
                可搜索球队、球员、赛事、专家和比赛，支持简称和拼音
              </Text>
            </View>
          )}
        </>
      ) : (
        <>
          <Chips title='球队' items={store.teams} urlOf={(id) => routeUrl('teamForm', { team_id: id })} />
          <Players players={store.players} />
          <Chips title='赛事' items={store.leagues} urlOf={(id) => routeUrl('leagueData', { league_id: id })} />
          {store.experts.length > 0 && (
            <View className='search__block' data-testid='search-experts'>
              <Text className='search__title'>专家</Text>
              {store.experts.map((e) => (
                <View
                  key={e.expert_id}
                  className='search__expert'
                  data-testid={`search-expert-${e.expert_id}`}
                  onClick={() => void Taro.navigateTo({ url: routeUrl('expertHome', { expert_id: e.expert_id }) })}
                >
                  <Avatar url={e.avatar} name={e.nickname} size='small' />
                  <View className='search__expert-who'>
                    <Text className='search__expert-name'>{e.nickname}</Text>
                    <Text className='search__expert-meta'>{`${e.title} · ${hitRateText(e)} · ${e.followers}粉丝`}</Text>
                  </View>
                </View>
              ))}
            </View>
          )}
          <Text className='search__title search__title--matches'>比赛</Text>
          <ListView
            model={store.matches}
            keyOf={(m) => m.id}
            renderItem={(m) => <MatchRow match={m} showDate />}
            emptyText={store.foundBesideMatches ? '近一周没有相关比赛' : '没有找到相关结果，换个关键词或拼音试试'}
            refreshWhenEmpty={false}
          />
        </>
      )}
    </PageShell>
  )
}

export default observer(SearchCptPage)
