import { LIVE_TOPIC, liveSeqStream, matchIdOfTopic, matchTopic } from '@contract/live'
import type { LiveMessage } from './liveSocket'

/**
 * The gap rule's memory: the last push number heard per match and stream (types/live.ts, `seq`).
 * The server numbers each stream 1, 2, 3 … for every process behind its address, so a number
 * skipped is a push lost on the way (Redis pub/sub delivers at most once), and one already heard
 * is a repeat.
 */
export class PushNumbers {
  private readonly last = new Map<string, number>()

  /**
   * Whether the message is new: false for a number already heard (dropped), true otherwise, with
   * `gap` set when numbers were skipped since the last one. A message without a number passes as it is.
   */
  admit(message: LiveMessage): boolean {
    if (message.seq === undefined) return true
    const matchId = matchIdOfTopic(message.topic) ?? (message.data as { match_id?: unknown } | null)?.match_id
    if (typeof matchId !== 'number') return true
    const key = `${matchId}:${liveSeqStream(message.type)}`
    const last = this.last.get(key)
    if (last !== undefined && message.seq <= last) return false
    if (last !== undefined && message.seq > last + 1) message.gap = true
    this.last.set(key, message.seq)
    return true
  }

  /**
   * The client let go of `topic` (`held`: what it still holds): the streams only it carried are
   * forgotten, since what the server sends meanwhile is not missed, only not wanted
   */
  forget(topic: string, held: readonly string[]): void {
    const matchId = matchIdOfTopic(topic)
    if (matchId !== null) {
      this.last.delete(`${matchId}:match`)
      if (!held.includes(LIVE_TOPIC)) this.last.delete(`${matchId}:board`)
      return
    }
    if (topic !== LIVE_TOPIC) return
    for (const key of [...this.last.keys()]) {
      const [id, stream] = key.split(':')
      if (stream === 'board' && !held.includes(matchTopic(Number(id)))) this.last.delete(key)
    }
  }

  /** a new connection, or the server's resync: every count starts over */
  clear(): void {
    this.last.clear()
  }
}
