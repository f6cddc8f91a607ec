import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { memo, type ReactNode } from 'react'
import type { MatchRow as MatchRowData, TeamRef } from '@contract/football'
import { MatchStatus, isLiveStatus } from '@contract/match-status'
import { formatHalfScore, formatScore } from '@/utils/score'
import Countdown from './Countdown'
import FollowStar from '@/features/match/components/FollowStar'
import { TeamLink } from '@/features/match/components/TeamLink'
import './index.scss'
import { routeUrl } from '@/navigation/routes'

/** a match kicking off within this time shows a countdown instead of its kickoff time */
export const COUNTDOWN_WINDOW_MS = 60 * 60 * 1000
/** design px (750 wide): lists that window their rows lay them out at this height */
export const MATCH_ROW_HEIGHT = 150

export function matchDetailUrl(id: number): string {
  return routeUrl('matchDetail', { id })
}

interface Props {
  match: MatchRowData
  /** a goal was just scored: the row lights up briefly */
  flash?: boolean
  /** shows the follow star; the handler decides what a tap does (login, optimistic update) */
  onToggleFollow?: (match: MatchRowData) => void
  /**
   * picker mode: the row is a choice (the match to publish a prediction on, to see the odds of). A tap
   * anywhere on it, team names included, calls this and nothing inside opens a page. Without it the
   * row opens the match detail and its team names their team's home.
   */
  onPick?: (match: MatchRowData) => void
  /** now, Unix ms (tests); defaults to the clock */
  now?: number
  /** lists spanning days (records, search, the publish match list) show the date with the kickoff time */
  showDate?: boolean
  /** the live updates stopped: the minute is greyed (it may be behind) until they come back */
  stale?: boolean
}

function RedCards({ count, side }: { count: number; side: 'home' | 'away' }) {
  if (count <= 0) return null
  return (
    <Text className='match-row__red' data-testid={`red-${side}`}>
      {count}
    </Text>
  )
}

/** a team's name: in a picker row plain text (the tap is the row's), else a link to the team's home */
function TeamName({ team, picker }: { team: TeamRef; picker: boolean }) {
  if (picker) {
    return (
      <Text className='match-row__name' numberOfLines={1}>
        {team.short_name}
      </Text>
    )
  }
  return (
    <TeamLink teamId={team.id} className='match-row__name' numberOfLines={1}>
      {team.short_name}
    </TeamLink>
  )
}

/** the middle column: score or countdown or kickoff, then the half score or status */
function Centre({ match, now }: { match: MatchRowData; now: number }) {
  const live = isLiveStatus(match.status_id)
  const notStarted = match.status_id === MatchStatus.NOT_STARTED
  const soon = notStarted && match.start_at > now && match.start_at - now <= COUNTDOWN_WINDOW_MS
  let main: ReactNode
  if (notStarted || match.status_id === MatchStatus.POSTPONED) {
    main = <Text className='match-row__vs'>VS</Text>
  } else {
    main = (
      <Text className={`match-row__score ${live ? 'match-row__score--live' : ''}`} data-testid='score'>
        {formatScore(match.current_score)}
      </Text>
    )
  }
  const half = formatHalfScore(match.half_score)
  return (
    <View className='match-row__centre'>
      {main}
      {soon ? (
        <Countdown startAt={match.start_at} className='match-row__countdown' />
      ) : half ? (
        <Text className='match-row__half' data-testid='half-score'>
          {half}
        </Text>
      ) : null}
    </View>
  )
}

/** the status corner: the minute while live, else the status word (未开始 shows nothing) */
function StatusText({ match, stale = false }: { match: MatchRowData; stale?: boolean }) {
  if (isLiveStatus(match.status_id)) {
    return (
      <Text className={`match-row__minute ${stale ? 'match-row__minute--stale' : ''}`} data-testid='minute' data-stale={stale ? 'true' : undefined}>
        {match.elapsed_text || match.status_text}
      </Text>
    )
  }
  if (match.status_id === MatchStatus.NOT_STARTED) return null
  return <Text className='match-row__status'>{match.status_text}</Text>
}

/**
 * One match in any list: league, kickoff, teams, score with a dash, half score, red cards,
 * the minute while live, a countdown shortly before kickoff, and an optional follow star.
 * Tapping it opens the match detail (in picker mode, onPick, it picks the match). Memoised: a list patch re-renders changed rows only.
 */
function MatchRow({ match, flash = false, onToggleFollow, onPick, now = Date.now(), showDate = false, stale = false }: Props) {
  const picker = onPick !== undefined
  const open = () => (onPick ? onPick(match) : void Taro.navigateTo({ url: matchDetailUrl(match.id) }))
  return (
    <View className={`match-row ${flash ? 'match-row--goal' : ''}`} data-testid={`match-row-${match.id}`} onClick={open}>
      <View className='match-row__meta'>
        <Text className='match-row__league' style={{ color: match.league.color }} numberOfLines={1}>
          {match.league.short_name}
        </Text>
        <Text className='match-row__time' data-testid='kickoff'>
          {showDate ? match.start_at_time.slice(5, 16) : match.start_at_time.slice(11, 16)}
        </Text>
        <StatusText match={match} stale={stale} />
      </View>
      <View className='match-row__teams'>
        <View className='match-row__team match-row__team--home'>
          <RedCards count={match.home_red} side='home' />
          <TeamName team={match.home_team} picker={picker} />
        </View>
        <Centre match={match} now={now} />
        <View className='match-row__team match-row__team--away'>
          <TeamName team={match.away_team} picker={picker} />
          <RedCards count={match.away_red} side='away' />
        </View>
      </View>
      {onToggleFollow && <FollowStar followed={match.followed} place='row' onToggle={() => onToggleFollow(match)} />}
      {flash && <Text className='match-row__goal-tag'>进球</Text>}
    </View>
  )
}

export default memo(MatchRow)

/** grey rows of a match row's height, shown while a list of matches first loads (no jump when it arrives) */
export function MatchRowPlaceholder({ rows }: { rows: number }) {
  return (
    <View data-testid='match-rows-loading'>
      {Array.from({ length: rows }, (_, i) => (
        <View key={i} className='match-row match-row--placeholder'>
          <View className='match-row__placeholder-bar' />
        </View>
      ))}
    </View>
  )
}
