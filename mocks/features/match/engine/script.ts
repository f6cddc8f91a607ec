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
type RawEvent = [number, number, number, EventType, Side, number, number]

/** substitutions a side may make in a match */
const MAX_SUBS = 5

const SCORER_WEIGHT: Record<string, number> = { 门将: 0, 后卫: 1, 中场: 3, 前锋: 6 }

/**
 * One match being written: the draws happen in a fixed order (goals, layout, substitutions, cards,
 * goals' minutes, corners, stats, broadcast), so the same seed and key always give the same match.
 */
class MatchDraw {
  readonly r: Rng
  readonly lineups: [TeamLineup, TeamLineup]
  readonly goalsFt: Score
  readonly goalsEt: Score
  readonly shootout: boolean[]
  readonly layout: PeriodLayout
  readonly lastMinute: number
  readonly subs: [Sub[], Sub[]] = [[], []]
  readonly sentOff: [Map<number, number>, Map<number, number>] = [new Map(), new Map()]
  readonly events: RawEvent[] = []
  readonly byId: Map<number, SquadPlayer>

  constructor(readonly input: FixtureInput) {
    const r = rng(input.seed, 'match', input.key)
    this.r = r
    this.lineups = [buildLineup(input.home.squad, input.seed, `${input.key}:h`), buildLineup(input.away.squad, input.seed, `${input.key}:a`)]
    const [lh, la] = expectedGoals(input.home.strength, input.away.strength)
    this.goalsFt = [r.poisson(lh), r.poisson(la)]
    const extraTime = input.knockout && this.goalsFt[0] === this.goalsFt[1]
    this.goalsEt = extraTime ? [r.poisson(0.35), r.poisson(0.3)] : [0, 0]
    this.shootout = extraTime && this.goalsEt[0] === this.goalsEt[1] ? planShootout(r) : []
    this.layout = { added1: r.int(1, 4), added2: r.int(2, 6), extraTime, shootoutKicks: this.shootout.length }
    this.lastMinute = extraTime ? 120 : 90
    this.byId = new Map([...input.home.squad, ...input.away.squad].map((p) => [p.id, p]))
  }

  /** the second of a minute, somewhere within it */
  at(minute: number, added = 0): number {
    return minuteStartSec(this.layout, minute, added) + this.r.int(0, 59)
  }

  onPitch(side: Side, sec: number): number[] {
    const ids = new Set(this.lineups[side].starters.map((s) => s.player.id))
    for (const s of this.subs[side]) {
      if (s.sec <= sec) {
        ids.delete(s.off)
        ids.add(s.on)
      }
    }
    for (const [id, when] of this.sentOff[side]) if (when <= sec) ids.delete(id)
    return [...ids]
  }

  subbed(side: Side): Set<number> {
    return new Set(this.subs[side].flatMap((s) => [s.off, s.on]))
  }

  /** substitutions first: who is on the pitch at a moment follows from them */
  drawSubs(): void {
    const { r } = this
    for (const side of [0, 1] as Side[]) {
      const count = r.int(3, 5)
      const outfield = this.lineups[side].starters.slice(1).map((s) => s.player.id)
      const bench = this.lineups[side].substitutes.slice(1).map((s) => s.player.id)
      r.shuffle(outfield)
      for (let i = 0; i < count && i < bench.length; i++) {
        const minute = r.int(46, 88)
        this.subs[side].push({ sec: this.at(minute), minute, off: outfield[i], on: bench[i] })
      }
      this.subs[side].sort((a, b) => a.sec - b.sec)
    }
    for (const s of [0, 1] as Side[]) for (const sub of this.subs[s]) this.events.push([sub.sec, sub.minute, 0, 'sub', s, sub.off, sub.on])
  }

  /** cards: a booked player who is later replaced may not also be sent off, so reds avoid subbed players */
  drawCards(side: Side): void {
    const { r } = this
    const yellows = new Map<number, number>()
    const count = r.poisson(1.7)
    for (let i = 0; i < count; i++) {
      const minute = r.int(5, this.lastMinute)
      const sec = this.at(minute)
      const player = r.pick(this.onPitch(side, sec).filter((id) => !this.sentOff[side].has(id)))
      if (yellows.has(player) && !this.subbed(side).has(player) && (yellows.get(player) ?? 0) < sec) {
        this.events.push([sec, minute, 0, 'second_yellow', side, player, 0])
        this.sendOff(side, player, sec, minute)
      } else if (!yellows.has(player)) {
        yellows.set(player, sec)
        this.events.push([sec, minute, 0, 'yellow', side, player, 0])
      }
    }
    if (r.chance(0.05)) {
      const minute = r.int(20, 88)
      const sec = this.at(minute)
      // nobody booked later in the match (a player sent off does nothing more)
      const later = new Set(this.events.filter((e) => e[4] === side && e[0] > sec).map((e) => e[5]))
      const candidates = this.onPitch(side, sec).filter((id) => !this.subbed(side).has(id) && !this.sentOff[side].has(id) && !later.has(id))
      if (candidates.length) {
        const player = r.pick(candidates)
        this.events.push([sec, minute, 0, 'red', side, player, 0])
        this.sendOff(side, player, sec, minute)
      }
    }
  }

  /** a player leaves for good; a keeper is replaced by the bench keeper (see replaceKeeper) */
  sendOff(side: Side, player: number, sec: number, minute: number): void {
    this.sentOff[side].set(player, sec)
    if (this.byId.get(player)?.position === '门将') this.replaceKeeper(side, sec, minute)
  }

  /**
   * A keeper sent off: half a minute later an outfield player leaves and the bench keeper comes on
   * (a substitution like any other, so it counts among the five). The outfield player is the most
   * advanced one on the pitch with nothing later in the match; when no substitution is left, or the
   * bench has no keeper, an outfield player goes in goal and no one comes on. No random draw is
   * used, so the rest of the match is drawn as before.
   */
  replaceKeeper(side: Side, sec: number, minute: number): void {
    const spare = this.lineups[side].substitutes[0]?.player
    if (!spare || spare.position !== '门将' || this.subbed(side).has(spare.id)) return
    const at = sec + 30
    if (this.subs[side].length >= MAX_SUBS && !this.dropLaterSub(side, sec)) return
    const later = new Set(this.events.filter((e) => e[4] === side && e[0] > sec).flatMap((e) => [e[5], e[6]]))
    const free = (id: number) => !later.has(id) && this.byId.get(id)?.position !== '门将'
    const off = this.onPitch(side, at).filter(free).pop()
    if (off === undefined) return
    const sub = { sec: at, minute, off, on: spare.id }
    this.subs[side].push(sub)
    this.subs[side].sort((a, b) => a.sec - b.sec)
    this.events.push([sub.sec, sub.minute, 0, 'sub', side, sub.off, sub.on])
  }

  /**
   * frees a substitution for the keeper: the last one planned after `sec` whose incoming player does
   * nothing else (the player it would have taken off simply stays on)
   */
  dropLaterSub(side: Side, sec: number): boolean {
    const busy = (id: number) => this.events.some((e) => e[4] === side && e[3] !== 'sub' && (e[5] === id || e[6] === id))
    let i = this.subs[side].length - 1
    while (i >= 0 && !(this.subs[side][i].sec > sec && !busy(this.subs[side][i].on))) i--
    if (i < 0) return false
    const [gone] = this.subs[side].splice(i, 1)
    const at = this.events.findIndex((e) => e[3] === 'sub' && e[4] === side && e[0] === gone.sec && e[6] === gone.on)
    if (at >= 0) this.events.splice(at, 1)
    return true
  }

  pickScorer(side: Side, sec: number): number {
    const ids = this.onPitch(side, sec)
    const weight = (id: number) => SCORER_WEIGHT[this.byId.get(id)?.position ?? '中场']
    let x = this.r.next() * ids.reduce((s, id) => s + weight(id), 0)
    for (const id of ids) {
      x -= weight(id)
      if (x < 0) return id
    }
    return ids[0]
  }

  addGoal(side: Side, minute: number, added: number): void {
    const { r } = this
    const sec = this.at(minute, added)
    const roll = r.next()
    if (roll < 0.04) {
      const victim = r.pick(this.onPitch((1 - side) as Side, sec))
      this.events.push([sec, minute, added, 'own_goal', side, victim, 0])
    } else if (roll < 0.14) {
      this.events.push([sec, minute, added, 'penalty_goal', side, this.pickScorer(side, sec), 0])
    } else {
      const scorer = this.pickScorer(side, sec)
      const mates = this.onPitch(side, sec).filter((id) => id !== scorer)
      this.events.push([sec, minute, added, 'goal', side, scorer, r.chance(0.7) && mates.length ? r.pick(mates) : 0])
    }
  }

  /** goals, then the odd missed penalty; then the shoot-out's kicks */
  drawGoals(): void {
    const { r, layout } = this
    for (const side of [0, 1] as Side[]) {
      for (let i = 0; i < this.goalsFt[side]; i++) {
        const minute = r.int(1, 90)
        const added = minute === 45 ? r.int(0, layout.added1) : minute === 90 ? r.int(0, layout.added2) : 0
        this.addGoal(side, minute, added)
      }
      for (let i = 0; i < this.goalsEt[side]; i++) this.addGoal(side, r.int(91, 120), 0)
      if (r.chance(0.04)) {
        const minute = r.int(10, 89)
        this.events.push([this.at(minute), minute, 0, 'penalty_miss', side, this.pickScorer(side, this.at(minute)), 0])
      }
    }
    const bounds = periodBounds(layout)
    this.shootout.forEach((scored, k) => {
      const side = (k % 2) as Side
      const sec = bounds.shootoutStart + k * 60 + 30
      this.events.push([sec, 120, 0, scored ? 'shootout_goal' : 'shootout_miss', side, this.pickScorer(side, bounds.extraEnd), 0])
    })
    this.events.sort((a, b) => a[0] - b[0])
  }

  /** the running score on every event (the shoot-out counts apart), the half-time score and the shoot-out's */
  scored(): { events: ScriptEvent[]; half: Score; pens: Score } {
    const firstHalfEnd = periodBounds(this.layout).firstHalfEnd
    const score: Score = [0, 0]
    const pens: Score = [0, 0]
    const half: Score = [0, 0]
    const events = this.events.map((e): ScriptEvent => {
      const [sec, , , type, side] = e
      if (type === 'goal' || type === 'penalty_goal' || type === 'own_goal') {
        score[side]++
        if (sec < firstHalfEnd) half[side]++
      }
      if (type === 'shootout_goal') pens[side]++
      const shown = type.startsWith('shootout') ? pens : score
      return [...e, shown[0], shown[1]]
    })
    return { events, half, pens }
  }

  drawCorners(): CornerEntry[] {
    const corners: CornerEntry[] = []
    for (const side of [0, 1] as Side[]) {
      const n = this.r.poisson(4.6 + (side === 0 ? 0.6 : 0))
      for (let i = 0; i < n; i++) corners.push([this.at(this.r.int(1, this.lastMinute)), side])
    }
    return corners.sort((a, b) => a[0] - b[0])
  }

  drawStats(): [StatLine, StatLine] {
    const { r, input } = this
    const possession = Math.max(30, Math.min(70, Math.round(50 + (input.home.strength - input.away.strength) * 0.45 + r.int(-7, 7))))
    const statFor = (side: Side): StatLine => {
      const share = side === 0 ? possession : 100 - possession
      const attacks = Math.round(share * 2 + r.int(-10, 10))
      const dangerous = Math.round(attacks * (0.42 + r.next() * 0.15))
      const goals = this.goalsFt[side] + this.goalsEt[side]
      return [attacks, dangerous, share, goals + r.poisson(2.6), r.poisson(4.8)]
    }
    return [statFor(0), statFor(1)]
  }
}

export function generateMatch(input: FixtureInput): GeneratedMatch {
  const d = new MatchDraw(input)
  d.drawSubs()
  d.drawCards(0)
  d.drawCards(1)
  d.drawGoals()
  const { events, half, pens } = d.scored()
  const corners = d.drawCorners()
  const stats = d.drawStats()
  const { goalsFt, goalsEt, layout } = d
  const full: Score = [goalsFt[0], goalsFt[1]]
  const extra: Score | null = layout.extraTime ? [goalsFt[0] + goalsEt[0], goalsFt[1] + goalsEt[1]] : null
  const penalties: Score | null = d.shootout.length ? [pens[0], pens[1]] : null
  const script: MatchScript = { layout, events, corners, stats, broadcast: [] }
  if (!input.lite) script.broadcast = writeBroadcast(d.r, script, [input.home, input.away], d.byId, (side, sec) => d.onPitch(side, sec), { half, full, extra, penalties })
  return { script, half, full, extra, penalties, durationSec: periodBounds(layout).end }
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

type Result = { half: Score; full: Score; extra: Score | null; penalties: Score | null }
const sideOf = (side: Side): 'home' | 'away' => (side === 0 ? 'home' : 'away')

/** kick-off, breaks and the final whistle */
function statusLines(s: MatchScript, teams: TeamForMatch[], result: Result): BroadcastEntry[] {
  const b = periodBounds(s.layout)
  const [home, away] = teams
  const out: BroadcastEntry[] = []
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
  return out
}

/** ordinary play every few minutes, and about half the corners */
function playLines(r: Rng, s: MatchScript, teams: TeamForMatch[], name: (id: number) => string, onPitch: (side: Side, sec: number) => number[]): BroadcastEntry[] {
  const out: BroadcastEntry[] = []
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
  return out
}

/** each event's line: [text, kind] from the team's name, the player's, the related player's and the score */
const EVENT_LINES: Record<EventType, (t: string, p: string, rel: string, score: string) => [string, BroadcastEntry[3]]> = {
  goal: (t, p, rel, score) => [`球进了！${t}的${p}破门得分${rel ? `，${rel}助攻` : ''}，比分 ${score}`, 'goal'],
  penalty_goal: (t, p, _rel, score) => [`${t}获得点球，${p}主罚命中！比分 ${score}`, 'goal'],
  own_goal: (t, p, _rel, score) => [`${p}解围失误打进乌龙球，${t}得分，比分 ${score}`, 'goal'],
  penalty_miss: (t, p) => [`${t}获得点球，${p}主罚被门将扑出！`, 'play'],
  yellow: (t, p) => [`${t}的${p}犯规吃到黄牌`, 'card'],
  second_yellow: (t, p) => [`${t}的${p}再吃黄牌，两黄变一红被罚下`, 'card'],
  red: (t, p) => [`${t}的${p}恶意犯规，被直接红牌罚下`, 'card'],
  sub: (t, p, rel) => [`${t}换人：${rel}替换${p}`, 'sub'],
  shootout_goal: (t, p, _rel, score) => [`点球大战：${t}的${p}罚进，${score}`, 'goal'],
  shootout_miss: (t, p, _rel, score) => [`点球大战：${t}的${p}罚失，${score}`, 'play'],
}

function eventLines(s: MatchScript, teams: TeamForMatch[], name: (id: number) => string): BroadcastEntry[] {
  return s.events.map(([sec, minute, added, type, side, player, related, h, a]): BroadcastEntry => {
    const [text, kind] = EVENT_LINES[type](teams[side].name, name(player), related ? name(related) : '', `${h}:${a}`)
    return [sec, type.startsWith('shootout') ? '' : minuteText(minute, added), text, kind, sideOf(side)]
  })
}

function writeBroadcast(
  r: Rng,
  s: MatchScript,
  teams: TeamForMatch[],
  byId: Map<number, SquadPlayer>,
  onPitch: (side: Side, sec: number) => number[],
  result: Result,
): BroadcastEntry[] {
  const name = (id: number) => byId.get(id)?.name ?? ''
  const out = [...statusLines(s, teams, result), ...playLines(r, s, teams, name, onPitch), ...eventLines(s, teams, name)]
  return out.sort((x, y) => x[0] - y[0])
}
