import { makeAutoObservable } from 'mobx'
import { fetchDrawDetails, fetchPoolIssues, type DrawDetails, type PoolIssue } from '@/features/lottery/services/lottery'
import { ResourceModel } from '@/stores/models/ResourceModel'
import { MAX_MULTIPLE } from '@/features/lottery/stores/betSlip'
import { poolBetCount, POOL_MATCHES, R9_PICKS, stakeOf, type PoolGame } from '@/features/lottery/utils/betCalculator'

/**
 * 胜负彩 / 任选九 ticket (footColor): the current issue's 14 matches, 3 / 1 / 0 per match (several
 * allowed), a multiple; bet count and stake come from the rules in utils/betCalculator.
 */

export const POOL_RESULTS = ['3', '1', '0'] as const
export type PoolResult = (typeof POOL_RESULTS)[number]
export const POOL_GAME_NAME: Record<PoolGame, string> = { sfc: '胜负彩', r9: '任选九' }

/** the issue on sale: the one closing next; with none still open, the newest */
export function currentIssue(issues: PoolIssue[], now: number): PoolIssue | undefined {
  const open = issues.filter((i) => i.close_at > now).sort((a, b) => a.close_at - b.close_at)
  return open[0] ?? issues[0]
}

async function loadCurrentIssue(now: () => number): Promise<DrawDetails> {
  const issues = await fetchPoolIssues('sfc', 1, 10)
  const issue = currentIssue(issues.list, now())
  if (!issue) throw new Error('暂无在售期次')
  return fetchDrawDetails('sfc', issue.issue)
}

export class FootColorStore {
  game: PoolGame = 'sfc'
  /** chosen results per match, in the issue's order */
  picks: PoolResult[][] = Array.from({ length: POOL_MATCHES }, () => [])
  multiple = 1
  readonly issue: ResourceModel<DrawDetails>

  constructor(now: () => number = Date.now) {
    this.issue = new ResourceModel(() => loadCurrentIssue(now))
    makeAutoObservable(this, { issue: false })
  }

  load(): Promise<void> {
    return this.issue.load()
  }

  setGame(game: PoolGame): void {
    this.game = game
  }

  isPicked(index: number, result: PoolResult): boolean {
    return this.picks[index]?.includes(result) ?? false
  }

  toggle(index: number, result: PoolResult): void {
    const current = this.picks[index]
    if (!current) return
    const next = current.includes(result) ? current.filter((r) => r !== result) : POOL_RESULTS.filter((r) => r === result || current.includes(r))
    this.picks = this.picks.map((p, i) => (i === index ? next : p))
  }

  clear(): void {
    this.picks = this.picks.map(() => [])
  }

  setMultiple(n: number): void {
    this.multiple = Number.isFinite(n) ? Math.min(MAX_MULTIPLE, Math.max(1, Math.floor(n))) : 1
  }

  get chosenMatches(): number {
    return this.picks.filter((p) => p.length > 0).length
  }

  get betCount(): number {
    return poolBetCount(this.picks.map((p) => p.length), this.game)
  }

  get stake(): number {
    return stakeOf(this.betCount, this.multiple)
  }

  /** what the ticket still lacks, '' when complete */
  get missing(): string {
    if (this.game === 'sfc') return this.chosenMatches < POOL_MATCHES ? `胜负彩需选满 ${POOL_MATCHES} 场，还差 ${POOL_MATCHES - this.chosenMatches} 场` : ''
    return this.chosenMatches < R9_PICKS ? `任选九至少选 ${R9_PICKS} 场，还差 ${R9_PICKS - this.chosenMatches} 场` : ''
  }
}
