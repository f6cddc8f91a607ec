import { makeAutoObservable } from 'mobx'
import type { PredictionDetail } from '@contract/api/experts'
import type { MatchRow } from '@contract/football'
import {
  PARLAY_LEGS_MESSAGE,
  PARLAY_MAX_LEGS,
  PARLAY_MIN_LEGS,
  PREDICTION_CONTENT_MAX,
  PREDICTION_CONTENT_MESSAGE,
  PREDICTION_PRICE_MESSAGE,
  PREDICTION_TITLE_MAX,
  PREDICTION_TITLE_MESSAGE,
  PREDICTION_TITLE_MIN,
  isPredictionPrice,
  parlayOdds,
  textLength,
  type PredictionKind,
  type PredictionPick,
  type PredictionPlay,
} from '@contract/expert-rules'
import {
  enterArenaParlay,
  enterArenaSingle,
  fetchPredictionEvents,
  fetchPredictionParameters,
  saveParlay,
  saveSingle,
  type LegChoice,
  type PredictionParameters,
} from '@/features/experts/services/experts'
import { fetchWeekOfNotStartedMatches, predictionEventsMatching } from '@/features/experts/services/predictionEventsFromMatchLists'
import { isUnavailable } from '@/services/apiError'
import { ListModel } from '@/stores/models/ListModel'
import { ResourceModel } from '@/stores/models/ResourceModel'

/** a chosen match, play and pick with the line and odds the match offers now (the server takes its own at publish) */
export interface DraftLeg {
  match: MatchRow
  play: PredictionPlay
  pick: PredictionPick
  line: number | null
  pick_text: string
  odds: number
}

export interface DraftTexts {
  title: string
  content: string
}

export const PREDICTION_EVENTS_PAGE_SIZE = 20
export const NO_PICK_MESSAGE = '请选择比赛并选择推荐'

/** the reason a title or analysis is refused (the same limits as the server), or null */
export function titleProblem(title: string): string | null {
  const n = textLength(title.trim())
  if (n === 0) return '请输入标题'
  return n < PREDICTION_TITLE_MIN || n > PREDICTION_TITLE_MAX ? PREDICTION_TITLE_MESSAGE : null
}

export function contentProblem(content: string): string | null {
  return textLength(content.trim()) > PREDICTION_CONTENT_MAX ? PREDICTION_CONTENT_MESSAGE : null
}

/**
 * What is being published (or edited): a single (one leg) or a parlay (2–8 legs on distinct
 * matches), for an expert (with a price) or the arena (free). Holds the match chooser (upcoming
 * matches, searchable, paged), the plays of the match being picked, the legs, price and 不中退,
 * and checks everything with the rules the server enforces before anything is sent.
 */
export class PublishDraft {
  legs: DraftLeg[] = []
  /** the match whose plays are shown (null: the chooser or the form shows) */
  picking: MatchRow | null = null
  /** the upcoming-match chooser is open */
  choosing: boolean
  keyword = ''
  price = 0
  refundOnMiss = false
  readonly events: ListModel<MatchRow>
  readonly parameters = new ResourceModel<PredictionParameters>(() => Promise.reject(new Error('请选择比赛')))

  constructor(
    readonly kind: PredictionKind,
    readonly arena: boolean,
    /** an own prediction being edited (publishDetail) */
    readonly editing: PredictionDetail | null = null,
  ) {
    this.events = new ListModel((page, limit) => this.fetchEvents(page, limit), PREDICTION_EVENTS_PAGE_SIZE)
    if (editing) {
      this.legs = editing.legs
        .filter((l) => l.pick !== null && l.pick_text !== null && l.odds !== null)
        .map((l) => ({ match: l.match, play: l.play, pick: l.pick as PredictionPick, line: l.line, pick_text: l.pick_text as string, odds: l.odds as number }))
      this.price = editing.price
      this.refundOnMiss = editing.refund_on_miss
    }
    this.choosing = this.legs.length === 0
    makeAutoObservable<PublishDraft, 'week'>(this, { events: false, parameters: false, kind: false, arena: false, editing: false, week: false })
  }

  /** a backend without the extension: this week's matches, asked once per chooser and searched here (forgotten on a failure, so a retry asks again) */
  private week?: Promise<MatchRow[]>

  private weekMatching(keyword: string) {
    const week = (this.week ??= fetchWeekOfNotStartedMatches())
    return week.then((rows) => predictionEventsMatching(rows, keyword), (e: unknown) => {
      this.week = undefined
      return Promise.reject(e)
    })
  }

  /** the chooser's matches; a backend without the extension that lists them: this week's from the specification's match list */
  private fetchEvents(page: number, limit: number) {
    const keyword = this.keyword
    return fetchPredictionEvents(keyword, page, limit).catch((e: unknown) => (isUnavailable(e) ? this.weekMatching(keyword) : Promise.reject(e)))
  }

  get maxLegs(): number {
    return this.kind === 'single' ? 1 : PARLAY_MAX_LEGS
  }

  /** a parlay's combined odds as the legs stand (the product); a single's own odds */
  get combinedOdds(): number | null {
    return this.legs.length === 0 ? null : parlayOdds(this.legs.map((l) => l.odds))
  }

  get chosenEventIds(): ReadonlySet<number> {
    return new Set(this.legs.map((l) => l.match.id))
  }

  /** a parlay can take another match */
  get canAddLeg(): boolean {
    return this.kind === 'parlay' && this.legs.length < this.maxLegs
  }

  openChooser(): void {
    this.picking = null
    this.choosing = true
    if (!this.events.loaded && !this.events.busy) void this.events.refresh()
  }

  closeChooser(): void {
    this.picking = null
    this.choosing = false
  }

  search(keyword: string): void {
    this.keyword = keyword.trim()
    void this.events.reload()
  }

  /** shows the plays this match offers now */
  chooseMatch(match: MatchRow): void {
    this.picking = match
    void this.parameters.setFetcher(() => fetchPredictionParameters(match.id))
  }

  /** takes a pick of the match being picked: replaces the single's leg, or adds (or changes) a parlay leg */
  choosePick(leg: DraftLeg): void {
    const others = this.legs.filter((l) => l.match.id !== leg.match.id)
    this.legs = this.kind === 'single' ? [leg] : [...others, leg].slice(0, this.maxLegs)
    this.picking = null
    this.choosing = false
  }

  removeLeg(eventId: number): void {
    this.legs = this.legs.filter((l) => l.match.id !== eventId)
    if (this.legs.length === 0) this.openChooser()
  }

  setPrice(price: number): void {
    this.price = price
    if (price === 0) this.refundOnMiss = false
  }

  setRefundOnMiss(on: boolean): void {
    this.refundOnMiss = on && this.price > 0
  }

  /** the legs' problem, or null: a single needs its pick, a parlay 2–8 distinct matches */
  get legsProblem(): string | null {
    if (this.kind === 'single') return this.legs.length === 1 ? null : NO_PICK_MESSAGE
    if (this.legs.length < PARLAY_MIN_LEGS || this.legs.length > PARLAY_MAX_LEGS) return PARLAY_LEGS_MESSAGE
    return this.chosenEventIds.size === this.legs.length ? null : '串关的比赛不能重复'
  }

  /** the first reason not to send, in the order the form reads; null when it may go */
  problem(texts: DraftTexts): string | null {
    return (
      this.legsProblem ??
      titleProblem(texts.title) ??
      contentProblem(texts.content) ??
      (this.arena || isPredictionPrice(this.price) ? null : PREDICTION_PRICE_MESSAGE)
    )
  }

  /** sends it (publish, edit or arena entry); resolves with the prediction's id */
  submit(texts: DraftTexts): Promise<number> {
    const legs: LegChoice[] = this.legs.map((l) => ({ event_id: l.match.id, play: l.play, pick: l.pick }))
    const t = { title: texts.title.trim(), content: texts.content.trim() }
    if (this.arena) return this.kind === 'single' ? enterArenaSingle(legs[0], t) : enterArenaParlay(legs, t)
    const priced = { ...t, price: this.price, refund_on_miss: this.refundOnMiss }
    const id = this.editing?.id
    return this.kind === 'single' ? saveSingle(legs[0], priced, id) : saveParlay(legs, priced, id)
  }
}
