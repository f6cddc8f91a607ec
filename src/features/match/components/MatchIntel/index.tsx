import { Text, View } from '@tarojs/components'
import type { MatchIntelRes } from '@contract/api/match'
import type { TeamRef } from '@contract/football'
import './index.scss'

interface Props {
  intel: MatchIntelRes
  home: TeamRef
  away: TeamRef
}

const KIND_LABEL = { injury: '伤', suspension: '停' } as const

/** 分析 › 伤停 (each side's injured and suspended players) and 预计首发 (until kickoff) */
export default function MatchIntel({ intel, home, away }: Props) {
  const sides = [
    { key: 'home' as const, team: home },
    { key: 'away' as const, team: away },
  ]
  return (
    <View className='match-intel' data-testid='match-intel'>
      <Text className='match-intel__title'>伤停情况</Text>
      {sides.map(({ key, team }) => {
        const rows = intel.injuries.filter((r) => r.side === key)
        return (
          <View key={key} className='match-intel__side' data-testid={`injuries-${key}`}>
            <Text className='match-intel__team'>{team.short_name}</Text>
            {rows.length === 0 ? (
              <Text className='match-intel__none'>暂无伤停</Text>
            ) : (
              rows.map((r) => (
                <View key={r.player_id} className='match-intel__row' data-testid='injury-row'>
                  <Text className={`match-intel__kind match-intel__kind--${r.kind}`}>{KIND_LABEL[r.kind]}</Text>
                  <Text className='match-intel__name'>{r.name}</Text>
                  <Text className='match-intel__position'>{r.position}</Text>
                  <Text className='match-intel__detail'>{r.detail}</Text>
                  <Text className='match-intel__until'>{r.until_text}</Text>
                </View>
              ))
            )}
          </View>
        )
      })}
      {intel.expected_lineups ? (
        <View data-testid='expected-lineups'>
          <Text className='match-intel__title'>预计首发</Text>
          {sides.map(({ key, team }) => {
            const lineup = intel.expected_lineups![key]
            return (
              <View key={key} className='match-intel__side' data-testid={`expected-${key}`}>
                <Text className='match-intel__team'>
                  {team.short_name} · {lineup.formation}
                </Text>
                <View className='match-intel__players'>
                  {lineup.players.map((p) => (
                    <Text key={p.player_id} className='match-intel__player'>
                      {p.shirt} {p.name}
                    </Text>
                  ))}
                </View>
              </View>
            )
          })}
        </View>
      ) : null}
    </View>
  )
}
