import { Text, View } from '@tarojs/components'
import type { LineupRes } from '@contract/api/match'
import type { RatingsRes } from '@contract/api/match.centre'
import { openPlayer } from '@/features/match/components/TeamLink'
import { RatingBadge, ratingsById } from '@/features/match/components/PlayerRatings'
import './index.scss'

type TeamLineup = LineupRes['home']
type LineupPlayer = TeamLineup['starters'][number]

interface Props {
  lineup: LineupRes
  /** 阵容's player ratings: a badge under each starter who has one */
  ratings?: RatingsRes | null
}

type Rated = ReturnType<typeof ratingsById>

/** percent kept free at the pitch's edges, so a goalkeeper's marker stays on the pitch */
const EDGE = 5

const GOALKEEPER: LineupPlayer['position'] = '门将'

/**
 * Where a starter stands on a vertical pitch, in percent of the whole pitch. Positions come
 * per half (x across, y from the team's own goal): the home side defends the bottom goal,
 * the away side the top one and is mirrored so both read from their own goalkeeper.
 */
export function pitchSpot(p: Pick<LineupPlayer, 'x' | 'y'> & Partial<Pick<LineupPlayer, 'position'>>, side: 'home' | 'away'): { left: number; top: number } {
  const clamp = (v: number) => Math.min(100, Math.max(0, v))
  const x = EDGE + (clamp(p.x) * (100 - 2 * EDGE)) / 100
  // a half is 50% of the pitch; keep EDGE clear at the goal line and the halfway line. The
  // goalkeeper stands on his goal line: a step further out, his shirt would cover the name of the
  // defender straight in front of him (a marker is about 7.6% of the pitch tall)
  const y = p.position === GOALKEEPER ? 0 : clamp(p.y)
  const depth = EDGE + (y * (50 - 2 * EDGE)) / 100
  return side === 'home' ? { left: x, top: 100 - depth } : { left: 100 - x, top: depth }
}

/**
 * The name under a shirt: a transliterated name (given·family) shows its family name, as
 * lineup graphics do, so neighbours on a phone-width pitch never run into each other.
 */
export function pitchName(name: string): string {
  const parts = name.split('·')
  return parts[parts.length - 1]
}

function Starter({ player, side, teamId, rated }: { player: LineupPlayer; side: 'home' | 'away'; teamId: number; rated: Rated }) {
  const { left, top } = pitchSpot(player, side)
  const rating = rated.get(player.id)
  return (
    <View className='lineup-pitch__player' style={{ left: `${left}%`, top: `${top}%` }} data-testid={`pitch-${side}`} onClick={() => openPlayer(player.id, teamId)}>
      <Text className={`lineup-pitch__shirt lineup-pitch__shirt--${side}`}>{player.shirt_number}</Text>
      <Text className='lineup-pitch__name' numberOfLines={1}>
        {pitchName(player.name)}
        {player.captain ? '(C)' : ''}
      </Text>
      {rating && <RatingBadge rating={rating.rating} best={rating.best} />}
    </View>
  )
}

/** both starting elevens on one pitch, formations and coaches beside it */
export default function LineupPitch({ lineup, ratings = null }: Props) {
  const rated = ratingsById(ratings)
  return (
    <View className='lineup-pitch'>
      <Text className='lineup-pitch__caption'>
        {lineup.away.team.short_name} {lineup.away.formation} · 主教练 {lineup.away.coach}
      </Text>
      <View className='lineup-pitch__field'>
        <View className='lineup-pitch__halfway' />
        <View className='lineup-pitch__circle' />
        {lineup.home.starters.map((p) => (
          <Starter key={p.id} player={p} side='home' teamId={lineup.home.team.id} rated={rated} />
        ))}
        {lineup.away.starters.map((p) => (
          <Starter key={p.id} player={p} side='away' teamId={lineup.away.team.id} rated={rated} />
        ))}
      </View>
      <Text className='lineup-pitch__caption'>
        {lineup.home.team.short_name} {lineup.home.formation} · 主教练 {lineup.home.coach}
      </Text>
    </View>
  )
}
