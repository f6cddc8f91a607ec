import { LIVE_TOPIC, isLiveTopicType, liveSeqStream, matchIdOfTopic, matchTopic, type LivePush, type LiveSeqStream, type LiveTopic } from '../../../../types/live'

/**
 * How a push gets from where it happened (the ticker, a chat post) to the sockets that hold its
 * topic, in this process and in every other one behind the same address. Two kinds behind this
 * interface: in-process (one server, the default) and Redis pub/sub (REDIS_URL: redisPushBus.ts).
 * Either way the bus numbers each push in its match's stream (types/live.ts, LiveSeqStream), so a
 * client can tell a lost push from silence.
 */

/** a push before the bus numbered it */
export type PushDraft = { [P in LivePush as P['type']]: Omit<P, 'seq'> }[LivePush['type']]

/** a numbered push as the bus hands it to a process's sockets */
export interface BusDelivery {
  push: LivePush
  /** the topic it travelled on: `live`, or the match's own */
  via: LiveTopic
  /** a chat message's author: viewers who black-listed them are not sent it */
  author?: number
}

/** the process's own sockets (the hub) */
export interface PushSink {
  deliver(delivery: BusDelivery): void
  /** the bus may have lost pushes (its link was down and is back): every socket reads its matches again */
  resync(): void
}

export interface PushBus {
  /** numbers a push and hands it to every process whose sockets hold its topic(s) */
  publish(draft: PushDraft, author?: number): void
  /** this process's first socket took `topic` / its last one left it */
  hold(topic: LiveTopic): void
  release(topic: LiveTopic): void
  close(): Promise<void>
}

/** the match a push is about: its topic's, or (a `live` push) its data's */
export function matchOfPush(draft: PushDraft): number {
  return matchIdOfTopic(draft.topic) ?? draft.data.match_id
}

/** the counter a push is numbered by: one per match and stream */
export function seqKey(matchId: number, stream: LiveSeqStream): string {
  return `${matchId}:${stream}`
}

/**
 * The topics a push travels on: a score, minute or status change goes on `live` and on the match's
 * own topic (each socket still hears it once, the hub decides which); anything else on its topic
 */
export function topicsOfPush(draft: PushDraft): LiveTopic[] {
  return isLiveTopicType(draft.type) ? [LIVE_TOPIC, matchTopic(matchOfPush(draft))] : [draft.topic]
}

/** one process, no other to reach: a counter per match and stream, delivered at once */
export class InProcessPushBus implements PushBus {
  private readonly counters = new Map<string, number>()

  constructor(private readonly sink: PushSink) {}

  publish(draft: PushDraft, author?: number): void {
    const key = seqKey(matchOfPush(draft), liveSeqStream(draft.type))
    const seq = (this.counters.get(key) ?? 0) + 1
    this.counters.set(key, seq)
    const push = { ...draft, seq } as LivePush
    for (const via of topicsOfPush(draft)) this.sink.deliver({ push, via, author })
  }

  hold(): void {}

  release(): void {}

  async close(): Promise<void> {}
}
