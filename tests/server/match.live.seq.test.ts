import type { MatchRow } from '../../types/football'
import { ResultCode, type ApiEnvelope } from '../../types/envelope'
import { liveSeqStream, matchTopic, type LivePush, type LiveServerMessage } from '../../types/live'
import { createMember, SEED_TIMEOUT_MS, SEEDED_AT } from './match.helpers'
import { startLiveServer, subscribed, type LiveServer, type TestSocket } from './live.helpers'

const MIN = 60_000
const isPush = (m: LiveServerMessage): m is LivePush => 'topic' in m

/** one process without REDIS_URL: its in-process bus numbers every push, per match and stream, from 1 with no hole */
describe('live push numbers without Redis', () => {
  let srv: LiveServer
  const open: TestSocket[] = []

  beforeAll(async () => {
    srv = await startLiveServer()
    await srv.setClock(SEEDED_AT)
  }, SEED_TIMEOUT_MS)
  afterAll(async () => {
    for (const s of open) s.close()
    await srv.close()
  })

  const holding = async (topics: string[]) => {
    const s = await subscribed(srv.url, topics)
    open.push(s)
    return s
  }

  it('numbers the score board and the match stream apart, each 1, 2, 3 …, and a chat post takes the next match number', async () => {
    const res = await srv.app.inject({ method: 'GET', url: '/api/Game/get?status=live&limit=1' })
    const m = (res.json() as ApiEnvelope<{ list: MatchRow[] }>).data.list[0]
    const onLive = await holding(['live'])
    const onMatch = await holding([matchTopic(m.id)])
    await srv.moveClock(10 * MIN)
    await onMatch.next((x) => isPush(x) && liveSeqStream(x.type) === 'match', 3000)
    await onLive.next((x) => isPush(x) && x.data.match_id === m.id, 3000)
    await new Promise((r) => setTimeout(r, 200))

    const numbers = (s: TestSocket, stream: 'board' | 'match') => s.messages.filter(isPush).filter((x) => x.data.match_id === m.id && liveSeqStream(x.type) === stream).map((x) => x.seq)
    const board = numbers(onLive, 'board')
    expect(board.length).toBeGreaterThan(0)
    expect(board).toEqual(board.map((_, i) => i + 1))
    // the socket holding only the match hears the same board numbers on its own topic
    expect(numbers(onMatch, 'board')).toEqual(board)
    const own = numbers(onMatch, 'match')
    expect(own).toEqual(own.map((_, i) => i + 1))

    const fan = await createMember(srv.db, '13900000200', srv.clock.now())
    const sent = await srv.app.inject({
      method: 'POST', url: '/api/Game/chat_send', payload: new URLSearchParams({ event_id: String(m.id), content: '进球了' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${fan.token}` },
    })
    expect(sent.json()).toMatchObject({ code: ResultCode.OK })
    const chat = await onMatch.next((x) => isPush(x) && x.type === 'chat', 3000)
    expect(chat).toMatchObject({ seq: own.length + 1 })
  })
})
