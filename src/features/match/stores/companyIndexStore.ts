import type { MatchDetail } from '@contract/football'
import { fetchMatchDetail } from '@/features/match/services/matches'
import { OddsBoardModel } from './oddsBoardModel'
import { ResourceModel } from '@/stores/models/ResourceModel'

/** 公司指数 of one match: the match's header and its odds board */
export class CompanyIndexStore {
  readonly match: ResourceModel<MatchDetail>
  readonly board: OddsBoardModel

  constructor(readonly matchId: number) {
    this.match = new ResourceModel(() => fetchMatchDetail(matchId))
    this.board = new OddsBoardModel(matchId)
  }

  load(): Promise<unknown> {
    return Promise.all([this.match.load(), this.board.load()])
  }
}
