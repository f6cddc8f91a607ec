import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { MatchRow } from '@contract/football'
import { MatchStatus, isLiveStatus } from '@contract/match-status'
import { matchDetailUrl } from '@/features/match/components/MatchRow'
import Countdown from '@/features/match/components/MatchRow/Countdown'
import TeamLogo from '@/features/match/components/TeamLogo'
import FollowStar from '@/features/match/components/FollowStar'
import { TeamLink } from '@/features/match/components/TeamLink'
import { decidedLine, formatHalfScore, formatScore } from '@/utils/score'
import './index.scss'

interface Props {
  match: MatchRow
  /** league table positions, shown under the names when known */
  homePosition?: number | null
  awayPosition?: number | null
  /**
   * a card naming the match at the top of a tool page (odds, lineup card): light, short names,
   * and a tap opens the match detail
   */
  compact?: boolean
  /** shows 关注 / 已关注 under the score; the handler decides what a tap does (login, follow) */
  onToggleFollow?: () => void
  /** the live updates stopped: the minute is greyed (it may be behind) until they come back, as in the list rows */
  stale?: boolean
}

/** single-class modifiers: RN takes no descendant selectors */
const cls = (name: string, compact: boolean) => `scoreboard__${name}${compact ? ` scoreboard__${name}--compact` : ''}`

/**
 * The full name's size on the red header: a side is 231 design px wide, so up to 8 characters at
 * 28px; 9 (诺诺尼亚足球俱乐部) at 24px and 10 at 22px stay on one line instead of leaving their last
 * character alone on a second one.
 */
export function scoreboardNameSize(name: string): 'normal' | 'long' | 'longer' {
  const length = [...name].length
  if (length <= 8) return 'normal'
  return length === 9 ? 'long' : 'longer'
}

function Side({ team, position, compact }: { team: MatchRow['home_team']; position?: number | null; compact: boolean }) {
  const size = compact ? 'normal' : scoreboardNameSize(team.name)
  return (
    <View className='scoreboard__side'>
      {/* on the red header a red logo needs its white ring to be seen */}
      <TeamLogo logo={team.logo} size={compact ? 'medium' : 'large'} ringed={!compact} />
      <TeamLink teamId={team.id} className={`${cls('name', compact)}${size === 'normal' ? '' : ` scoreboard__name--${size}`}`} testId='scoreboard-name'>
        {compact ? team.short_name : team.name}
      </TeamLink>
      {position ? <Text className='scoreboard__position'>排名 {position}</Text> : null}
    </View>
  )
}

/** a match's competition, both teams, score (or VS and countdown), status and minute */
export default function MatchScoreboard({ match, homePosition, awayPosition, compact = false, onToggleFollow, stale = false }: Props) {
  const live = isLiveStatus(match.status_id)
  const notStarted = match.status_id === MatchStatus.NOT_STARTED
  const half = formatHalfScore(match.half_score)
  // a tie decided in extra time or on penalties: its 90-minute score beside them (加时 / 点球)
  const decided = match.status_id === MatchStatus.FINISHED ? decidedLine(match) : ''
  const stage = match.stage && match.stage !== '常规赛' ? match.stage : `第${match.round}轮`
  return (
    <View
      className={`scoreboard${compact ? ' scoreboard--compact' : ''}`}
      data-testid={compact ? 'match-header' : 'scoreboard'}
      onClick={compact ? () => void Taro.navigateTo({ url: matchDetailUrl(match.id) }) : undefined}
    >
      <Text className={cls('league', compact)}>
        {match.league.name} {stage} · {match.start_at_time}
      </Text>
      <View className={cls('main', compact)}>
        <Side team={match.home_team} position={homePosition} compact={compact} />
        <View className='scoreboard__centre'>
          {notStarted ? (
            <>
              <Text className={cls('vs', compact)}>VS</Text>
              {match.start_at > Date.now() && <Countdown startAt={match.start_at} className={cls('line', compact)} />}
            </>
          ) : (
            <Text className={cls('score', compact)} data-testid='detail-score'>
              {formatScore(match.current_score)}
            </Text>
          )}
          <Text
            className={`${cls('line', compact)} ${live ? `scoreboard__line--live${stale ? ' scoreboard__line--stale' : ''}` : ''}`}
            data-testid='detail-status'
            data-stale={live && stale ? 'true' : undefined}
          >
            {live ? match.elapsed_text || match.status_text : match.status_text}
          </Text>
          {half && <Text className={cls('line', compact)}>{half}</Text>}
          {decided && (
            <Text className={cls('line', compact)} data-testid='detail-decided'>
              {decided}
            </Text>
          )}
        </View>
        <Side team={match.away_team} position={awayPosition} compact={compact} />
      </View>
      {onToggleFollow && !compact && <FollowStar followed={match.followed} place='scoreboard' onToggle={onToggleFollow} testId='follow-match' />}
    </View>
  )
}
