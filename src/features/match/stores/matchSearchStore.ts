import { makeAutoObservable, runInAction } from 'mobx'
import type { LeagueRef, MatchRow, TeamRef } from '@contract/football'
import type { SearchPlayer } from '@contract/api/home'
import type { ExpertListRow } from '@contract/api/experts'
import { searchMatches } from '@/features/match/services/matches'
import { readStored, removeStored, writeStored } from '@/platform/storage'
import { ListModel } from '@/stores/models/ListModel'

/** storage key of the recent searches (kept across launches, cleared with the rest on logout) */
export const SEARCH_HISTORY_KEY = 'searchHistory'
export const SEARCH_HISTORY_MAX = 10
export const SEARCH_PAGE_SIZE = 20

function readHistory(): string[] {
  const stored = readStored(SEARCH_HISTORY_KEY)
  return Array.isArray(stored) ? stored.filter((s): s is string => typeof s === 'string') : []
}

/**
 * searchCpt: the keyword, recent searches, and what matched in sections (competitions, teams,
 * players and experts from the first page's answer, most relevant first; matches paged)
 */
export class MatchSearchStore {
  history: string[] = readHistory()
  /** the keyword of the results shown; '' before the first search */
  keyword = ''
  leagues: LeagueRef[] = []
  teams: TeamRef[] = []
  players: SearchPlayer[] = []
  experts: ExpertListRow[] = []
  readonly matches: ListModel<MatchRow>

  constructor() {
    this.matches = new ListModel<MatchRow>(async (page, limit) => {
      const keyword = this.keyword
      const res = await searchMatches(keyword, page, limit)
      if (page === 1 && keyword === this.keyword) {
        runInAction(() => {
          this.leagues = res.leagues
          this.teams = res.teams
          this.players = res.players
          this.experts = res.experts ?? []
        })
      }
      return res.matches
    }, SEARCH_PAGE_SIZE)
    makeAutoObservable<MatchSearchStore>(this, { matches: false })
  }

  get searched(): boolean {
    return this.keyword !== ''
  }

  /** a section other than the matches found something */
  get foundBesideMatches(): boolean {
    return this.leagues.length + this.teams.length + this.players.length + this.experts.length > 0
  }

  /** runs a search and remembers it first in the history; false when the keyword is blank */
  search(input: string): boolean {
    const keyword = input.trim()
    if (!keyword) return false
    this.keyword = keyword
    this.leagues = []
    this.teams = []
    this.players = []
    this.experts = []
    this.remember(keyword)
    // a new keyword: a fresh first page, whatever an earlier search still has in flight
    void this.matches.reload()
    return true
  }

  clearHistory(): void {
    this.history = []
    removeStored(SEARCH_HISTORY_KEY)
  }

  private remember(keyword: string): void {
    this.history = [keyword, ...this.history.filter((k) => k !== keyword)].slice(0, SEARCH_HISTORY_MAX)
    writeStored(SEARCH_HISTORY_KEY, this.history)
  }
}
