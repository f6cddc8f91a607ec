import { Input, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { ForumRace, ForumRaceType } from '@contract/api/community'
import { errorMessage } from '@/services/apiError'
import { fetchPopularLeagues, fetchPopularRaces, searchMatches } from '@/features/community/services/community'
import './index.scss'

/** what a post is tagged with */
export type PostTag = { kind: 'match'; id: number; label: string } | { kind: 'league'; id: number; label: string } | null

interface Props {
  value: PostTag
  onChange: (tag: PostTag) => void
}

/**
 * Chooses a post's tag: the matches and leagues people talk about (popular_race / popular_race_type),
 * or a match found by team or league name among the coming days' matches (get_saishi).
 */
export default function ForumTagPicker({ value, onChange }: Props) {
  const [races, setRaces] = useState<ForumRace[]>([])
  const [leagues, setLeagues] = useState<ForumRaceType[]>([])
  const [keyword, setKeyword] = useState('')
  const [found, setFound] = useState<ForumRace[] | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    void Promise.all([fetchPopularRaces(), fetchPopularLeagues()])
      .then(([r, l]) => {
        setRaces(r.slice(0, 8))
        setLeagues(l.slice(0, 6))
      })
      .catch((e: unknown) => setFailure(errorMessage(e, '标签加载失败')))
  }, [])

  const search = async () => {
    const k = keyword.trim()
    if (!k) return setFound(null)
    try {
      setFound((await searchMatches(k, 1, 20)).list)
    } catch (e) {
      setFailure(errorMessage(e, '搜索失败'))
    }
  }

  const chip = (tag: NonNullable<PostTag>, text: string) => {
    const on = value?.kind === tag.kind && value.id === tag.id
    return (
      <Text key={`${tag.kind}-${tag.id}`} className={`tag-picker__chip ${on ? 'tag-picker__chip--on' : ''}`} data-testid='tag-chip' onClick={() => onChange(on ? null : tag)}>
        {text}
      </Text>
    )
  }
  const matchChip = (r: ForumRace) => chip({ kind: 'match', id: r.event_id, label: `${r.league_name} · ${r.name}` }, `${r.league_name} ${r.name}`)

  return (
    <View className='tag-picker' data-testid='tag-picker'>
      <View className='tag-picker__head'>
        <Text className='tag-picker__label'>比赛 / 联赛标签</Text>
        <Text className='tag-picker__value' data-testid='tag-value'>
          {value ? value.label : '未选择'}
        </Text>
      </View>
      <View className='tag-picker__search'>
        <Input
          className='tag-picker__input'
          data-testid='tag-search'
          value={keyword}
          placeholder='搜索球队或联赛'
          confirmType='search'
          onInput={(e) => setKeyword(e.detail.value)}
          onConfirm={() => void search()}
        />
        <Text className='tag-picker__go' onClick={() => void search()}>
          搜索
        </Text>
      </View>
      {failure ? <Text className='tag-picker__hint'>{failure}</Text> : null}
      <View className='tag-picker__chips'>
        {found !== null
          ? found.length > 0
            ? found.map(matchChip)
            : <Text className='tag-picker__hint'>没有找到比赛</Text>
          : [...races.map(matchChip), ...leagues.map((l) => chip({ kind: 'league', id: l.league_id, label: l.name }, l.name))]}
      </View>
    </View>
  )
}
