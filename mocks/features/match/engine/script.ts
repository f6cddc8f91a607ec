import { rng, type Rng } from './random'
import { buildLineup, type SquadPlayer, type TeamLineup } from './lineup'
import { minuteStartSec, minuteText, minuteTextAt, periodBounds, type PeriodLayout } from './timeline'
import type { MATCH_EVENT_TYPES } from '../../../../types/football'

/**
 * A match's whole story, written at seed time from the seed and the match key: score, every event
 * with the second it happens, final stats and the Chinese text broadcast. The API later reveals
 * the part of it that lies before `now`.
 */

export type EventType = (typeof MATCH_EVENT_TYPES)[number]
export type Side = 0 | 1

/** [atSec, minute, added, type, side, playerId (0 none), relatedId (0 none), home score, away score] */
export type ScriptEvent = [number, number, number, EventType, Side, number, number, number, number]
/** [atSec, minute text, text, kind, side] */
export type BroadcastEntry = [number, string, string, 'goal' | 'card' | 'sub' | 'status' | 'play', 'home' | 'away' | 'none']
/** [atSec, side] */
export type CornerEntry = [number, Side]
/** final [attacks, dangerous attacks, possession %, shots on goal, shots off goal] */
export type StatLine = [number, number, number, number, number]

export interface MatchScript {
  layout: PeriodLayout
  events: ScriptEvent[]
  corners: CornerEntry[]
  stats: [StatLine, StatLine]
  broadcast: BroadcastEntry[]
}

export interface TeamForMatch {
  id: number
  name: string
  strength: number
  /** ordered by id */
  squad: SquadPlayer[]
}

export interface FixtureInput {
  seed: number
  /** unique and stable: identifies the match in every random draw */
  key: string
  home: TeamForMatch
  away: TeamForMatch
  /** a knockout tie: a draw goes to extra time and penalties */
  knockout: boolean
  /** old matches keep events and stats but no text broadcast */
  lite: boolean
}

export type Score = [number, number]

export interface GeneratedMatch {
  script: MatchScript
  half: Score
  full: Score
  extra: Score | null
  penalties: Score | null
  /** seconds from kickoff to the final whistle */
  durationSec: number
}

/** expected goals of each side from the strengths (home advantage included) */
export function expectedGoals(home: number, away: number): [number, number] {
  return [1.4 * Math.exp((home - away + 4) / 38), 1.1 * Math.exp((away - home - 4) / 38)]
}

/** only the score, cheaply: cup brackets need winners before the matches are written */
export function fixtureWinner(input: FixtureInput): 0 | 1 {
  const g = generateMatch(input)
  const [h, a] = g.penalties ?? g.extra ?? g.full
  return h > a ? 0 : 1
}

interface Sub { sec: number; minute: number; off: number; on: number }

export function generateMatch(input: FixtureInput): GeneratedMatch {
  const r = rng(input.seed, 'match', input.key)
  const lineups: [TeamLineup, TeamLineup] = [
    buildLineup(input.home.squad, input.seed, `${input.key}:h`),
    buildLineup(input.away.squad, input.seed, `${input.key}:a`),
  ]
  const teams = [input.home, input.away]
  const [lh, la] = expectedGoals(input.home.strength, input.away.strength)
  const goalsFt: Score = [r.poisson(lh), r.poisson(la)]
  const extraTime = input.knockout && goalsFt[0] === goalsFt[1]
  const goalsEt: Score = extraTime ? [r.poisson(0.35), r.poisson(0.3)] : [0, 0]
  const drawAfterEt = extraTime && goalsEt[0] === goalsEt[1]
  const shootout = drawAfterEt ? planShootout(r) : []
  const layout: PeriodLayout = { added1: r.int(1, 4), added2: r.int(2, 6), extraTime, shootoutKicks: shootout.length }
  const bounds = periodBounds(layout)
  const at = (minute: number, added = 0) => minuteStartSec(layout, minute, added) + r.int(0, 59)
  const lastMinute = extraTime ? 120 : 90

  // substitutions first: who is on the pitch at a moment follows from them
  const subs: [Sub[], Sub[]] = [[], []]
  for (const side of [0, 1] as Side[]) {
    const count = r.int(3, 5)
    const outfield = lineups[side].starters.slice(1).map((s) => s.player.id)
    const bench = lineups[side].substitutes.slice(1).map((s) => s.player.id)
    r.shuffle(outfield)
    for (let i = 0; i < count && i < bench.length; i++) {
      const minute = r.int(46, 88)
      subs[side].push({ sec: at(minute), minute, off: outfield[i], on: bench[i] })
    }
    subs[side].sort((a, b) => a.sec - b.sec)
  }
  const sentOff: [Map<number, number>, Map<number, number>] = [new Map(), new Map()]
  const onPitch = (side: Side, sec: number): number[] => {
    const ids = new Set(lineups[side].starters.map((s) => s.player.id))
    for (const s of subs[side]) {
      if (s.sec <= sec) {
        ids.delete(s.off)
        ids.add(s.on)
      }
    }
    for (const [id, when] of sentOff[side]) if (when <= sec) ids.delete(id)
    return [...ids]
  }
  const subbed = (side: Side) => new Set(subs[side].flatMap((s) => [s.off, s.on]))

  const events: Array<[number, number, number, EventType, Side, number, number]> = []
  for (const s of [0, 1] as Side[]) for (const sub of subs[s]) events.push([sub.sec, sub.minute, 0, 'sub', s, sub.off, sub.on])

  // cards: a booked player who is later replaced may not also be sent off, so reds avoid subbed players
  for (const side of [0, 1] as Side[]) {
    const yellows = new Map<number, number>()
    const count = r.poisson(1.7)
    for (let i = 0; i < count; i++) {
      const minute = r.int(5, lastMinute)
      const sec = at(minute)
      const candidates = onPitch(side, sec).filter((id) => !sentOff[side].has(id))
      const player = r.pick(candidates)
      if (yellows.has(player) && !subbed(side).has(player) && (yellows.get(player) ?? 0) < sec) {
        events.push([sec, minute, 0, 'second_yellow', side, player, 0])
        sentOff[side].set(player, sec)
      } else if (!yellows.has(player)) {
        yellows.set(player, sec)
        events.push([sec, minute, 0, 'yellow', side, player, 0])
      }
    }
    if (r.chance(0.05)) {
      const minute = r.int(20, 88)
      const sec = at(minute)
      const candidates = onPitch(side, sec).filter((id) => !subbed(side).has(id) && !sentOff[side].has(id))
      if (candidates.length) {
        const player = r.pick(candidates)
        events.push([sec, minute, 0, 'red', side, player, 0])
        sentOff[side].set(player, sec)
      }
    }
  }

  // goals, then the odd missed penalty
  const scorerWeight: Record<string, number> = { 门将: 0, 后卫: 1, 中场: 3, 前锋: 6 }
  const byId = new Map([...input.home.squad, ...input.away.squad].map((p) => [p.id, p]))
  const pickScorer = (side: Side, sec: number): number => {
    const ids = onPitch(side, sec)
    const total = ids.reduce((s, id) => s + scorerWeight[byId.get(id)?.position ?? '中场'], 0)
    let x = r.next() * total
    for (const id of ids) {
      x -= scorerWeight[byId.get(id)?.position ?? '中场']
      if (x < 0) return id
    }
    return ids[0]
  }
  const addGoal = (side: Side, minute: number, added: number) => {
    const sec = at(minute, added)
    const roll = r.next()
    if (roll < 0.04) {
      const victim = r.pick(onPitch((1 - side) as Side, sec))
      events.push([sec, minute, added, 'own_goal', side, victim, 0])
    } else if (roll < 0.14) {
      events.push([sec, minute, added, 'penalty_goal', side, pickScorer(side, sec), 0])
    } else {
      const scorer = pickScorer(side, sec)
      const mates = onPitch(side, sec).filter((id) => id !== scorer)
      events.push([sec, minute, added, 'goal', side, scorer, r.chance(0.7) && mates.length ? r.pick(mates) : 0])
    }
  }
  for (const side of [0, 1] as Side[]) {
    for (let i = 0; i < goalsFt[side]; i++) {
      const minute = r.int(1, 90)
      const added = minute === 45 ? r.int(0, layout.added1) : minute === 90 ? r.int(0, layout.added2) : 0
      addGoal(side, minute, added)
    }
    for (let i = 0; i < goalsEt[side]; i++) addGoal(side, r.int(91, 120), 0)
    if (r.chance(0.04)) {
      const minute = r.int(10, 89)
      events.push([at(minute), minute, 0, 'penalty_miss', side, pickScorer(side, at(minute)), 0])
    }
  }
  shootout.forEach((scored, k) => {
    const side = (k % 2) as Side
    const sec = bounds.shootoutStart + k * 60 + 30
    events.push([sec, 120, 0, scored ? 'shootout_goal' : 'shootout_miss', side, pickScorer(side, bounds.extraEnd), 0])
  })
  events.sort((a, b) => a[0] - b[0])

  // running score on every event; the shoot-out counts apart
  const score: Score = [0, 0]
  const pens: Score = [0, 0]
  const half: Score = [0, 0]
  const withScore: ScriptEvent[] = events.map((e) => {
    const [sec, , , type, side] = e
    if (type === 'goal' || type === 'penalty_goal' || type === 'own_goal') {
      score[side]++
      if (sec < bounds.firstHalfEnd) half[side]++
    }
    if (type === 'shootout_goal') pens[side]++
    const shown = type.startsWith('shootout') ? pens : score
    return [...e, shown[0], shown[1]] as ScriptEvent
  })

  const corners: CornerEntry[] = []
  for (const side of [0, 1] as Side[]) {
    const n = r.poisson(4.6 + (side === 0 ? 0.6 : 0))
    for (let i = 0; i < n; i++) {
      const minute = r.int(1, lastMinute)
      corners.push([at(minute), side])
    }
  }
  corners.sort((a, b) => a[0] - b[0])

  const possession = Math.max(30, Math.min(70, Math.round(50 + (input.home.strength - input.away.strength) * 0.45 + r.int(-7, 7))))
  const statFor = (side: Side): StatLine => {
    const share = side === 0 ? possession : 100 - possession
    const attacks = Math.round(share * 2 + r.int(-10, 10))
    const dangerous = Math.round(attacks * (0.42 + r.next() * 0.15))
    const goals = goalsFt[side] + goalsEt[side]
    return [attacks, dangerous, share, goals + r.poisson(2.6), r.poisson(4.8)]
  }
  const stats: [StatLine, StatLine] = [statFor(0), statFor(1)]

  const full: Score = [goalsFt[0], goalsFt[1]]
  const extra: Score | null = extraTime ? [goalsFt[0] + goalsEt[0], goalsFt[1] + goalsEt[1]] : null
  const penalties: Score | null = shootout.length ? [pens[0], pens[1]] : null
  const script: MatchScript = { layout, events: withScore, corners, stats, broadcast: [] }
  if (!input.lite) script.broadcast = writeBroadcast(r, script, teams, byId, onPitch, { half, full, extra, penalties })
  return { script, half, full, extra, penalties, durationSec: bounds.end }
}

/** kicks in order (home first): true scored; five each, then sudden death until one side leads */
function planShootout(r: Rng): boolean[] {
  const kicks: boolean[] = []
  const made: Score = [0, 0]
  for (let k = 0; ; k++) {
    const side = k % 2
    const scored = r.chance(0.76)
    kicks.push(scored)
    if (scored) made[side]++
    const taken: Score = [Math.ceil((k + 1) / 2), Math.floor((k + 1) / 2)]
    if (k < 10) {
      const left: Score = [5 - taken[0], 5 - taken[1]]
      if (made[0] + left[0] < made[1] || made[1] + left[1] < made[0]) return kicks
    } else if (side === 1 && made[0] !== made[1]) {
      return kicks
    }
  }
}

const PLAY_LINES = [
  '{team}在中场耐心传导，寻找进攻机会',
  '{player}右路突破后传中，被对方后卫解围',
  '{player}禁区外起脚远射，皮球稍稍偏出',
  '{team}打出一次快速反击，可惜最后一传失误',
  '{player}头球攻门，被门将稳稳没收',
  '{player}左路内切射门，被防守球员封堵',
  '{team}高位逼抢，迫使对手回传门将',
  '{player}任意球直接攻门，球越过横梁',
  '{team}连续传递打穿防线，{player}射门被扑出',
  '{player}犯规，裁判给了对方一个任意球',
]

function writeBroadcast(
  r: Rng,
  s: MatchScript,
  teams: TeamForMatch[],
  byId: Map<number, SquadPlayer>,
  onPitch: (side: Side, sec: number) => number[],
  result: { half: Score; full: Score; extra: Score | null; penalties: Score | null },
): BroadcastEntry[] {
  const b = periodBounds(s.layout)
  const name = (id: number) => byId.get(id)?.name ?? ''
  const sideOf = (side: Side): 'home' | 'away' => (side === 0 ? 'home' : 'away')
  const out: BroadcastEntry[] = []
  const [home, away] = teams
  out.push([0, '', `比赛开始，${home.name}与${away.name}的较量正式打响`, 'status', 'none'])
  out.push([b.firstHalfEnd, '', `上半场结束，${home.name} ${result.half[0]}:${result.half[1]} ${away.name}`, 'status', 'none'])
  out.push([b.secondHalfStart, '', '下半场比赛开始', 'status', 'none'])
  if (s.layout.extraTime) {
    out.push([b.secondHalfEnd, '', `常规时间战成 ${result.full[0]}:${result.full[1]}，比赛将进入加时赛`, 'status', 'none'])
    out.push([b.extraStart, '', '加时赛开始', 'status', 'none'])
    if (s.layout.shootoutKicks > 0) out.push([b.extraEnd, '', '加时赛结束，双方仍未分出胜负，将通过点球大战决出胜者', 'status', 'none'])
  }
  const final = result.extra ?? result.full
  const pens = result.penalties ? `，点球大战 ${result.penalties[0]}:${result.penalties[1]}` : ''
  out.push([b.end, '', `全场比赛结束，${home.name} ${final[0]}:${final[1]} ${away.name}${pens}`, 'status', 'none'])

  // ordinary play every few minutes
  const lastMinute = s.layout.extraTime ? 120 : 90
  for (let minute = r.int(2, 4); minute < lastMinute; minute += r.int(3, 7)) {
    const side = (r.chance(s.stats[0][2] / 100) ? 0 : 1) as Side
    const sec = minuteStartSec(s.layout, minute) + r.int(5, 55)
    const player = name(r.pick(onPitch(side, sec)))
    const text = r.pick(PLAY_LINES).replace('{team}', teams[side].name).replace('{player}', player)
    out.push([sec, minuteText(minute), text, 'play', sideOf(side)])
  }
  for (const [sec, side] of s.corners) {
    // the minute from the periods, not from the seconds since kickoff: those count the half-time
    // break, and a corner at 47' read 64' and sat between 45+' and the second-half kickoff
    if (r.chance(0.5)) out.push([sec, minuteTextAt(s.layout, sec), `${teams[side].name}获得角球`, 'play', sideOf(side)])
  }
  for (const [sec, minute, added, type, side, player, related, h, a] of s.events) {
    const t = teams[side].name
    const mt = minuteText(minute, added)
    const p = name(player)
    switch (type) {
      case 'goal':
        out.push([sec, mt, `球进了！${t}的${p}破门得分${related ? `，${name(related)}助攻` : ''}，比分 ${h}:${a}`, 'goal', sideOf(side)])
        break
      case 'penalty_goal':
        out.push([sec, mt, `${t}获得点球，${p}主罚命中！比分 ${h}:${a}`, 'goal', sideOf(side)])
        break
      case 'own_goal':
        out.push([sec, mt, `${p}解围失误打进乌龙球，${t}得分，比分 ${h}:${a}`, 'goal', sideOf(side)])
        break
      case 'penalty_miss':
        out.push([sec, mt, `${t}获得点球，${p}主罚被门将扑出！`, 'play', sideOf(side)])
        break
      case 'yellow':
        out.push([sec, mt, `${t}的${p}犯规吃到黄牌`, 'card', sideOf(side)])
        break
      case 'second_yellow':
        out.push([sec, mt, `${t}的${p}再吃黄牌，两黄变一红被罚下`, 'card', sideOf(side)])
        break
      case 'red':
        out.push([sec, mt, `${t}的${p}恶意犯规，被直接红牌罚下`, 'card', sideOf(side)])
        break
      case 'sub':
        out.push([sec, mt, `${t}换人：${name(related)}替换${p}`, 'sub', sideOf(side)])
        break
      case 'shootout_goal':
        out.push([sec, '', `点球大战：${t}的${p}罚进，${h}:${a}`, 'goal', sideOf(side)])
        break
      case 'shootout_miss':
        out.push([sec, '', `点球大战：${t}的${p}罚失，${h}:${a}`, 'play', sideOf(side)])
        break
    }
  }
  return out.sort((x, y) => x[0] - y[0])
}
