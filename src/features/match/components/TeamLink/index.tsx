import Taro from '@tarojs/taro'
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { useStores } from '@/stores/StoreContext'
import { stopTap, type TapEvent } from '@/platform/stopTap'
import { playerCardUrl, teamHomeUrl } from '@/navigation/databaseRoutes'

/**
 * Team and player names that open their page, the same everywhere (match rows, the match header,
 * tables, scorers, line-ups, events, transfers): a team's home, a player's card over it. The tap
 * does not reach a row under it (a match row's tap opens the match). Both pages ride on extensions
 * (team_home, player_card): on a backend without them the names are plain text.
 */

export const openTeam = (teamId: number) => void Taro.navigateTo({ url: teamHomeUrl(teamId) })
export const openPlayer = (playerId: number, teamId?: number) => void Taro.navigateTo({ url: playerCardUrl(playerId, teamId) })

interface TeamProps {
  teamId: number
  className?: string
  testId?: string
  numberOfLines?: number
  children: ReactNode
}

export const TeamLink = observer(function TeamLink({ teamId, className, numberOfLines, testId, children }: TeamProps) {
  const { backend } = useStores()
  if (!backend.has('api/Game/team_home')) {
    return (
      <Text className={className} numberOfLines={numberOfLines}>
        {children}
      </Text>
    )
  }
  return (
    <Text
      className={className}
      numberOfLines={numberOfLines}
      data-testid={testId ?? `team-link-${teamId}`}
      onClick={(e: TapEvent) => {
        stopTap(e)
        openTeam(teamId)
      }}
    >
      {children}
    </Text>
  )
})

interface PlayerProps {
  playerId: number | null
  teamId?: number
  className?: string
  children: ReactNode
}

/** a player's name; with no player id (a status line) plain text */
export const PlayerLink = observer(function PlayerLink({ playerId, teamId, className, children }: PlayerProps) {
  const { backend } = useStores()
  if (!playerId || !backend.has('api/Game/player_card')) return <Text className={className}>{children}</Text>
  return (
    <Text
      className={className}
      data-testid={`player-link-${playerId}`}
      onClick={(e: TapEvent) => {
        stopTap(e)
        openPlayer(playerId, teamId)
      }}
    >
      {children}
    </Text>
  )
})
