import { toast } from '@/components/feedback/toast'
import { MatchSearchStore } from './matchSearchStore'

/**
 * What searchCpt needs from the experts feature (its ExpertSearchStore: the hot searches), passed
 * in by the page so this feature does not reach into another one.
 */
export interface ExpertSearchSide {
  readonly hot: { load(): Promise<void> }
}

/**
 * searchCpt: one keyword, one request (api/index/saibotiyu) answering competitions, teams,
 * players, experts and matches; before the first search, hot searches and my recent ones.
 */
export class SearchPageModel<E extends ExpertSearchSide = ExpertSearchSide> {
  readonly matches = new MatchSearchStore()

  constructor(readonly experts: E) {}

  /** on open: the hot searches */
  open(): Promise<void> {
    return this.experts.hot.load()
  }

  /** searches; a blank keyword is refused with 请输入关键词. Answers whether it searched */
  submit(text: string): boolean {
    if (!this.matches.search(text)) {
      toast('请输入关键词')
      return false
    }
    return true
  }

  /** the next page of matches, once something was searched */
  loadMore(): Promise<void> {
    return this.matches.searched ? this.matches.matches.loadMore() : Promise.resolve()
  }

  /** pulling down searches the same keyword again (live scores in the results move on) */
  refresh(): Promise<void> {
    return this.matches.searched ? this.matches.matches.refresh() : Promise.resolve()
  }
}
