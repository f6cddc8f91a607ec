import type { MatchRow } from '@contract/football'
import { setMatchFollowed } from '@/features/match/services/matches'
import { sendAlertConsent } from '@/features/match/services/live'
import { askSubscribeMessage, subscribeMessageAvailable } from '@/platform/subscribeMessage'
import { SUBSCRIBE_TEMPLATE_IDS } from '@/services/config'
import { OptimisticToggle } from '@/stores/models/OptimisticToggle'

/**
 * Following a match, wherever its star is (a 赛事 list row, the match detail's scoreboard): the
 * star flips at once and goes back if the server refuses (OptimisticToggle); on the mini program
 * a follow asks WeChat for the goal / final-whistle subscription messages and tells the server
 * the answer; a follow the server confirms is reported (the goal alerts listen to followed
 * matches). The caller checks login first (requireLogin), so a logged-out tap never gets here.
 */
export class MatchFollow {
  private readonly toggles = new OptimisticToggle((id, on) => setMatchFollowed(id, on))

  constructor(
    /** the server confirmed a new state (RootStore: the goal alerts start or stop listening) */
    private readonly onFollowChanged: (match: MatchRow, followed: boolean) => void = () => undefined,
  ) {}

  /** a request for this match is in flight (a second tap is ignored) */
  isBusy(matchId: number): boolean {
    return this.toggles.isBusy(matchId)
  }

  /**
   * Flips `match.followed` through `apply` (at once, then to what the server answered).
   * Resolves with the state finally shown.
   */
  async toggle(match: MatchRow, apply: (followed: boolean) => void): Promise<boolean> {
    if (this.isBusy(match.id)) return match.followed
    const want = !match.followed
    // WeChat accepts requestSubscribeMessage only from the tap itself, so it is asked before any await
    const consent = want && subscribeMessageAvailable && SUBSCRIBE_TEMPLATE_IDS.length > 0 ? askSubscribeMessage(SUBSCRIBE_TEMPLATE_IDS) : null
    const followed = await this.toggles.toggle(match.id, match.followed, (on) => apply(on))
    if (followed !== want) return followed
    this.onFollowChanged({ ...match, followed }, followed)
    if (consent && followed) {
      const accepted = await consent
      void sendAlertConsent(match.id, SUBSCRIBE_TEMPLATE_IDS, accepted.length > 0).catch(() => undefined)
    }
    return followed
  }
}
