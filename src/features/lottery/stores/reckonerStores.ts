import { makeAutoObservable } from 'mobx'
import type { Extension } from '@contract/contract-parts'
import { fetchBdGames } from '@/features/lottery/services/lottery'
import { fetchJcOnSale, fetchJcResults } from '@/features/lottery/services/betCalculator'
import { readStored, writeStored } from '@/platform/storage'
import { ResourceModel } from '@/stores/models/ResourceModel'
import { optionLabel, pickWins, type Lottery } from '@/features/lottery/utils/betCalculator'
import { BetSlip, bdPeriodOf, fromBd, fromJc, nextDay, outcomeOf, previousDay, type CalcMatch } from './betSlip'

/**
 * The pages' stores around a BetSlip: Reckoner (matches on sale) and simulation (a past day's
 * finished matches, settled by their results, with the simulated tickets kept on the device).
 */

/** 北京单场 matches of these days (periods) still to kick off; a period not on sale yet is skipped */
async function bdMatchesOf(dates: string[], keep: (m: CalcMatch, result: string) => boolean): Promise<CalcMatch[]> {
  const periods = await Promise.all(dates.map((d) => fetchBdGames(bdPeriodOf(d)).catch((e: unknown) => (d === dates[0] ? Promise.reject(e) : null))))
  return periods.flatMap((p) => (p ? p.list.map((g) => ({ calc: fromBd(g), result: g.result })) : [])).filter((x) => keep(x.calc, x.result)).map((x) => x.calc)
}

/** what the stores need to know of the backend (rootStore.backend) */
export interface ReckonerBackend {
  lacks(ext: Extension): boolean
  whenKnown(): Promise<void>
}
const FULL_BACKEND: ReckonerBackend = { lacks: () => false, whenKnown: () => Promise.resolve() }

/**
 * 竞彩足球's matches and odds are extensions (jc_on_sale, jc_results); the specification prices
 * 北京单场 only, so on a backend without them the calculators offer that lottery alone.
 */
function lotteriesServed(backend: ReckonerBackend, jcPath: Extension): Lottery[] {
  return backend.lacks(jcPath) ? ['bd'] : ['jc', 'bd']
}

export class ReckonerStore {
  lottery: Lottery = 'jc'
  readonly slip = new BetSlip()
  readonly source: ResourceModel<CalcMatch[]>

  /** `today`: Beijing 'YYYY-MM-DD' (北京单场 sells today's and tomorrow's periods) */
  constructor(
    private readonly today: string,
    private readonly backend: ReckonerBackend = FULL_BACKEND,
  ) {
    this.source = new ResourceModel(() => this.fetchOnSale(this.lottery))
    makeAutoObservable<ReckonerStore, 'today' | 'backend'>(this, { slip: false, source: false, today: false, backend: false })
  }

  get lotteries(): Lottery[] {
    return lotteriesServed(this.backend, 'api/game/jc_on_sale')
  }

  private async fetchOnSale(lottery: Lottery): Promise<CalcMatch[]> {
    if (lottery === 'jc') return (await fetchJcOnSale()).map(fromJc)
    return bdMatchesOf([this.today, nextDay(this.today)], (m) => m.match.status_id === 0)
  }

  async load(): Promise<void> {
    await this.backend.whenKnown()
    if (!this.lotteries.includes(this.lottery)) return this.setLottery('bd')
    await this.source.load()
    this.sync()
  }

  private sync(): void {
    if (this.source.data) this.slip.setMatches(this.lottery, this.source.data)
  }

  async setLottery(lottery: Lottery): Promise<void> {
    if (lottery === this.lottery) return
    this.lottery = lottery
    this.slip.setMatches(lottery, [])
    await this.source.setFetcher(() => this.fetchOnSale(lottery))
    this.sync()
  }
}

/** one simulated ticket as kept on the device */
export interface SimulatedTicket {
  id: number
  lottery: Lottery
  date: string
  passTypes: string[]
  multiple: number
  betCount: number
  stake: number
  prize: number
  legs: { no: string; teams: string; score: string; picks: { label: string; won: boolean }[] }[]
  /** device time (ms) it was made */
  at: number
}

export const SIMULATIONS_KEY = 'reckoner_simulations'
/** tickets kept; older ones drop off */
export const MAX_SIMULATIONS = 30
/** past days offered */
export const SIMULATION_DAYS_BACK = 7

function storedTickets(): SimulatedTicket[] {
  const raw = readStored(SIMULATIONS_KEY)
  return Array.isArray(raw) ? (raw as SimulatedTicket[]) : []
}

export class SimulationStore {
  lottery: Lottery = 'jc'
  date: string
  readonly slip = new BetSlip()
  readonly source: ResourceModel<CalcMatch[]>
  tickets: SimulatedTicket[] = storedTickets()

  /** `today`: Beijing 'YYYY-MM-DD'; the default day is yesterday */
  constructor(
    readonly today: string,
    date?: string,
    private readonly backend: ReckonerBackend = FULL_BACKEND,
  ) {
    this.date = date && date < today ? date : previousDay(today)
    this.source = new ResourceModel(() => this.fetchDay(this.lottery, this.date))
    makeAutoObservable<SimulationStore, 'backend'>(this, { slip: false, source: false, today: false, backend: false })
  }

  get lotteries(): Lottery[] {
    return lotteriesServed(this.backend, 'api/game/jc_results')
  }

  get dates(): string[] {
    const out: string[] = []
    let d = this.today
    for (let i = 0; i < SIMULATION_DAYS_BACK; i++) out.unshift((d = previousDay(d)))
    return out
  }

  get routeParams(): Record<string, string> {
    return { date: this.date }
  }

  private async fetchDay(lottery: Lottery, date: string): Promise<CalcMatch[]> {
    if (lottery === 'jc') return (await fetchJcResults(date)).map(fromJc)
    return bdMatchesOf([date], (m, result) => result !== '' && outcomeOf(m.match) !== null)
  }

  async load(): Promise<void> {
    await this.backend.whenKnown()
    if (!this.lotteries.includes(this.lottery)) return this.setLottery('bd')
    await this.source.load()
    this.sync()
  }

  private sync(): void {
    if (this.source.data) this.slip.setMatches(this.lottery, this.source.data)
  }

  private async refetch(): Promise<void> {
    this.slip.setMatches(this.lottery, [])
    const [lottery, date] = [this.lottery, this.date]
    await this.source.setFetcher(() => this.fetchDay(lottery, date))
    this.sync()
  }

  setLottery(lottery: Lottery): Promise<void> {
    if (lottery === this.lottery) return Promise.resolve()
    this.lottery = lottery
    return this.refetch()
  }

  setDate(date: string): Promise<void> {
    if (date === this.date) return Promise.resolve()
    this.date = date
    this.slip.clear()
    return this.refetch()
  }

  /** settles the chosen options by the real results and keeps the ticket on the device */
  settle(now: number): SimulatedTicket | null {
    const slip = this.slip
    if (slip.betCount === 0) return null
    const legs = slip.chosen.map((c) => {
      const m = slip.matches.find((x) => x.id === c.matchId)
      const outcome = m ? outcomeOf(m.match) : null
      return {
        no: m?.no ?? '',
        teams: m ? `${m.match.home_team.name} vs ${m.match.away_team.name}` : '',
        score: m?.match.full_score.replace(':', '-') ?? '',
        picks: c.picks.map((p) => ({ label: `${optionLabel(p.play, p.value)} ${p.odds.toFixed(2)}`, won: outcome !== null && pickWins(p.play, p.value, c.handicap, outcome) })),
      }
    })
    const ticket: SimulatedTicket = {
      id: now,
      lottery: this.lottery,
      date: this.date,
      passTypes: slip.passTypes,
      multiple: slip.multiple,
      betCount: slip.betCount,
      stake: slip.stake,
      prize: slip.settledPrize,
      legs,
      at: now,
    }
    this.tickets = [ticket, ...this.tickets].slice(0, MAX_SIMULATIONS)
    writeStored(SIMULATIONS_KEY, this.tickets)
    return ticket
  }

  clearTickets(): void {
    this.tickets = []
    writeStored(SIMULATIONS_KEY, [])
  }
}

