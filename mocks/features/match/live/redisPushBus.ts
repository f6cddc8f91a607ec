import type Redis from 'ioredis'
import type { RedisLink } from '../../../services/redis'
import { isLiveTopic, liveSeqStream, type LivePush, type LiveTopic } from '../../../../types/live'
import { matchOfPush, seqKey, topicsOfPush, type PushBus, type PushDraft, type PushSink } from './pushBus'

/**
 * The push bus of several processes behind one address (REDIS_URL; docs/operations.md, Scale-out):
 * one Redis channel per topic, which a process subscribes to only while one of its own sockets
 * holds that topic. A push is numbered and published by one Lua script, so the number (INCR of its
 * match's stream) and the order the subscribers receive are the same for every process.
 *
 * Redis pub/sub is at-most-once: a process whose subscribing link dropped missed what was published
 * meanwhile. When that link is back it tells its sockets to resync (PushSink.resync), and a push
 * lost on the way shows to the client as a skipped number; either way the app reads the match again.
 */

const PREFIX = 'football:live'
/** a match's counters outlive its watchable window (24 h ahead and the match) by far, then go */
const SEQ_TTL_SECONDS = 7 * 24 * 3600

const channelOf = (topic: LiveTopic) => `${PREFIX}:push:${topic}`
const topicOfChannel = (channel: string): LiveTopic | null => {
  const topic = channel.slice(`${PREFIX}:push:`.length)
  return channel.startsWith(`${PREFIX}:push:`) && isLiveTopic(topic) ? topic : null
}

/** KEYS[1] the counter; ARGV[1] its ttl, ARGV[2] the message without its number, ARGV[3..] the channels */
const PUBLISH_NUMBERED = `
local n = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[1])
local msg = '{"seq":' .. n .. ',' .. string.sub(ARGV[2], 2)
for i = 3, #ARGV do redis.call('PUBLISH', ARGV[i], msg) end
return n
`

/** what travels on a channel: the push's number, its author (chat), the push */
interface Envelope {
  seq: number
  author?: number
  push: Omit<LivePush, 'seq'>
}

type NumberingRedis = Redis & { livePublish(key: string, ttl: number, message: string, ...channels: string[]): Promise<number> }

export class RedisPushBus implements PushBus {
  private readonly commands: NumberingRedis
  private readonly subscriber: Redis
  /** the subscribing link was ready once and has dropped since: the next ready means a resync */
  private lost = false
  private everReady = false
  private closing = false
  /** the topics this process's sockets hold: named again to Redis each time the link is ready */
  private readonly held = new Set<LiveTopic>()

  constructor(private readonly link: RedisLink, private readonly sink: PushSink, private readonly log: (line: string) => void) {
    link.commands.defineCommand('livePublish', { numberOfKeys: 1, lua: PUBLISH_NUMBERED })
    this.commands = link.commands as NumberingRedis
    this.subscriber = link.subscriber()
    this.subscriber.on('message', (channel: string, message: string) => this.onMessage(channel, message))
    this.subscriber.on('ready', () => {
      // SUBSCRIBE is idempotent: one sent while the link was still starting has been seen to go missing
      if (this.held.size > 0) this.subscribe([...this.held])
      if (this.lost) {
        this.log('[live] push bus: Redis is back, every socket is told to resync')
        this.sink.resync()
      }
      this.lost = false
      this.everReady = true
    })
    this.subscriber.on('close', () => {
      if (this.closing) return
      if (this.everReady && !this.lost) this.log('[live] push bus: lost Redis, pushes stop until it is back')
      if (this.everReady) this.lost = true
    })
    // ioredis reports connection errors here and reconnects by itself; without a listener it would print each one
    this.subscriber.on('error', () => undefined)
    this.commands.on('error', () => undefined)
  }

  publish(draft: PushDraft, author?: number): void {
    const key = `${PREFIX}:seq:${seqKey(matchOfPush(draft), liveSeqStream(draft.type))}`
    const body = JSON.stringify(author === undefined ? { push: draft } : { author, push: draft })
    const channels = topicsOfPush(draft).map(channelOf)
    this.commands.livePublish(key, SEQ_TTL_SECONDS, body, ...channels).catch((e: Error) => {
      // lost: the subscribers' resync when Redis is back repairs it (nobody consumed its number)
      this.log(`[live] push bus: a ${draft.type} push was not published: ${e.message}`)
    })
  }

  hold(topic: LiveTopic): void {
    this.held.add(topic)
    this.subscribe([topic])
  }

  release(topic: LiveTopic): void {
    this.held.delete(topic)
    this.subscriber.unsubscribe(channelOf(topic)).catch((e: Error) => this.log(`[live] push bus: could not unsubscribe from ${topic}: ${e.message}`))
  }

  private subscribe(topics: LiveTopic[]): void {
    this.subscriber.subscribe(...topics.map(channelOf)).catch((e: Error) => this.log(`[live] push bus: could not subscribe to ${topics.join(',')}: ${e.message}`))
  }

  async close(): Promise<void> {
    this.closing = true
    this.subscriber.removeAllListeners('message')
    await this.link.close()
  }

  private onMessage(channel: string, message: string): void {
    const via = topicOfChannel(channel)
    if (via === null) return
    let envelope: Envelope
    try {
      envelope = JSON.parse(message) as Envelope
    } catch {
      return
    }
    const push = { ...envelope.push, seq: envelope.seq } as LivePush
    this.sink.deliver({ push, via, author: envelope.author })
  }
}
