import { ResultCode } from '../../types/envelope'
import { CHAT_CLOSED, CHAT_CONTENT_MAX, CHAT_TOO_FAST, CHAT_TOO_LONG } from '../../types/live'
import type { MatchRow } from '../../types/football'
import { matchById } from '../../mocks/features/match/services/matchQueries'
import { detailAt } from '../../mocks/features/match/services/matchView'
import { insertRows, rowsOf } from './rows'
import { createMember, ok, SEEDED_AT, useSeededServer } from './match.helpers'

const MIN = 60_000
const HOUR = 60 * MIN

describe('chat room, 伤停, odds tools and alert consent', () => {
  const h = useSeededServer()

  async function matches(status: 'live' | 'finished' | 'not_started', limit = 20): Promise<MatchRow[]> {
    return (await ok(h.s, 'api/Game/get', { status, limit })).list
  }
  let phone = 13900000000
  const member = () => createMember(h.db, String(++phone), h.s.clock.now())

  describe('chat', () => {
    it('needs a login to post, shows the message with its author, and keeps 1 message per 3 s per user', async () => {
      const [m] = await matches('live')
      expect((await h.s.call('api/Game/chat_send', { event_id: m.id, content: '你好' })).code).toBe(ResultCode.LOGIN_REQUIRED)
      const a = await member()
      const sent = await ok(h.s, 'api/Game/chat_send', { event_id: m.id, content: '  第一条  ', token: a.token })
      expect(sent).toMatchObject({ event_id: m.id, user_id: a.id, content: '第一条', at: SEEDED_AT })
      expect(sent.nickname).not.toBe('')
      const again = await h.s.call('api/Game/chat_send', { event_id: m.id, content: '第二条', token: a.token })
      expect(again).toMatchObject({ code: ResultCode.FAIL, msg: CHAT_TOO_FAST })
      h.s.clock.advance(3000)
      await ok(h.s, 'api/Game/chat_send', { event_id: m.id, content: '第二条', token: a.token })
      const list = await ok(h.s, 'api/Game/chat_list', { event_id: m.id })
      expect(list.list.map((x) => x.content)).toEqual(['第一条', '第二条'])
      expect(list.open).toBe(true)
      expect(list.closes_at).toBeNull()
    })

    it('takes 140 characters, refuses 141 and empty text, masks the forum’s words and keeps markup as plain text', async () => {
      const [m] = await matches('live')
      const a = await member()
      const emoji140 = '⚽'.repeat(CHAT_CONTENT_MAX)
      expect((await ok(h.s, 'api/Game/chat_send', { event_id: m.id, content: emoji140, token: a.token })).content).toBe(emoji140)
      h.s.clock.advance(3000)
      expect(await h.s.call('api/Game/chat_send', { event_id: m.id, content: '字'.repeat(CHAT_CONTENT_MAX + 1), token: a.token })).toMatchObject({ msg: CHAT_TOO_LONG })
      expect(await h.s.call('api/Game/chat_send', { event_id: m.id, content: ' \n ', token: a.token })).toMatchObject({ code: ResultCode.FAIL })
      const masked = await ok(h.s, 'api/Game/chat_send', { event_id: m.id, content: '这是假球吧\n<b>黑哨</b>', token: a.token })
      expect(masked.content).toBe('这是**吧 <b>**</b>')
    })

    it('closes 2 hours after the final whistle (reading still works)', async () => {
      const [m] = await matches('finished')
      const end = (await matchById(h.db, m.id))!.end_at
      const a = await member()
      h.s.clock.t = end + 2 * HOUR - 1000
      await ok(h.s, 'api/Game/chat_send', { event_id: m.id, content: '终场了', token: a.token })
      h.s.clock.t = end + 2 * HOUR
      expect(await h.s.call('api/Game/chat_send', { event_id: m.id, content: '还能说吗', token: a.token })).toMatchObject({ code: ResultCode.FAIL, msg: CHAT_CLOSED })
      const list = await ok(h.s, 'api/Game/chat_list', { event_id: m.id })
      expect(list).toMatchObject({ open: false, closes_at: end + 2 * HOUR })
      expect(list.list.map((x) => x.content)).toEqual(['终场了'])
    })

    it('loads the last 100 messages oldest first, hides black-listed authors, and lets the operator delete one', async () => {
      const [, m] = await matches('live')
      const a = await member()
      const b = await member()
      for (let i = 1; i <= 105; i++) {
        await ok(h.s, 'api/Game/chat_send', { event_id: m.id, content: `消息${i}`, token: (i % 2 ? a : b).token })
        h.s.clock.advance(1500)
      }
      const list = (await ok(h.s, 'api/Game/chat_list', { event_id: m.id })).list
      expect(list).toHaveLength(100)
      expect(list[0].content).toBe('消息6')
      expect(list[99].content).toBe('消息105')

      const viewer = await member()
      await insertRows(h.db, 'user_blacks', { user_id: viewer.id, target_id: a.id, created_at: SEEDED_AT })
      const seen = (await ok(h.s, 'api/Game/chat_list', { event_id: m.id, token: viewer.token })).list
      expect(seen.every((x) => x.user_id === b.id)).toBe(true)

      const target = list[99]
      const refused = await h.s.app.inject({ method: 'POST', url: '/admin/chat/delete', payload: { id: target.id } })
      expect(refused.statusCode).toBe(403)
      const res = await h.s.app.inject({ method: 'POST', url: '/admin/chat/delete', payload: { id: target.id }, headers: { 'x-admin-token': h.s.config.adminToken } })
      expect(res.json()).toMatchObject({ code: ResultCode.OK })
      const after = (await ok(h.s, 'api/Game/chat_list', { event_id: m.id })).list
      expect(after.map((x) => x.id)).not.toContain(target.id)
    })
  })

  describe('伤停 and expected line-ups', () => {
    it('never lists an absentee in the match’s lineup or events; the expected XI is 11 fit players of the squad', async () => {
      const rows = [...await matches('not_started', 15), ...await matches('finished', 15)]
      let absentees = 0
      let suspensions = 0
      for (const m of rows) {
        const intel = await ok(h.s, 'api/Game/match_intel', { event_id: m.id })
        expect(await ok(h.s, 'api/Game/match_intel', { event_id: m.id })).toEqual(intel)
        const lineup = await ok(h.s, 'api/Game/xq_bszr', { event_id: m.id })
        // the whole match, events included, as it ends
        const full = await detailAt(h.db, (await matchById(h.db, m.id))!, SEEDED_AT + 7 * 24 * HOUR, false, [null, null])
        const named = new Set(full.basics_match_event.flatMap((g) => g.events).flatMap((e) => [e.player_id, e.related_player_id]))
        const out = new Set(intel.injuries.map((x) => x.player_id))
        absentees += out.size
        suspensions += intel.injuries.filter((x) => x.kind === 'suspension').length
        for (const side of ['home', 'away'] as const) {
          const team = lineup[side]
          const used = [...team.starters, ...team.substitutes].map((p) => p.id)
          for (const id of used) expect(out.has(id)).toBe(false)
          for (const x of intel.injuries.filter((i) => i.side === side)) {
            expect(named.has(x.player_id)).toBe(false)
            expect(x.detail).not.toBe('')
          }
          if (m.status_id === 0) {
            const xi = intel.expected_lineups![side]
            expect(xi.players).toHaveLength(11)
            expect(xi.players.filter((p) => p.position === '门将')).toHaveLength(1)
            for (const p of xi.players) expect(out.has(p.player_id)).toBe(false)
          }
        }
        if (m.status_id !== 0) expect(intel.expected_lineups).toBeNull()
      }
      expect(absentees).toBeGreaterThan(10)
      expect(suspensions).toBeGreaterThan(0)
    })
  })

  describe('odds tools', () => {
    it('computes Kelly, dispersion and payout from the companies’ current 1X2 odds', async () => {
      const [m] = await matches('not_started')
      const odds = await ok(h.s, 'api/Game/zhishu', { event_id: m.id })
      const tools = await ok(h.s, 'api/Game/odds_tools', { event_id: m.id })
      const n = odds.list.length
      expect(tools.kelly).toHaveLength(n)
      const keys = ['home', 'draw', 'away'] as const
      const consensus = { home: 0, draw: 0, away: 0 }
      for (const c of odds.list) {
        const e = c.europe_now
        const sum = 1 / e.home + 1 / e.draw + 1 / e.away
        for (const k of keys) consensus[k] += 1 / e[k] / sum / n
        expect(tools.payout.find((p) => p.company_id === c.company.id)!.payout).toBeCloseTo(100 / sum, 2)
      }
      for (const k of keys) {
        expect(tools.consensus[k]).toBeCloseTo(consensus[k], 4)
        const kelly = odds.list.map((c) => c.europe_now[k] * consensus[k])
        odds.list.forEach((c, i) => expect(tools.kelly.find((x) => x.company_id === c.company.id)![k]).toBeCloseTo(kelly[i], 3))
        const mean = kelly.reduce((a, b) => a + b, 0) / n
        expect(tools.dispersion[k]).toBeCloseTo(Math.sqrt(kelly.reduce((a, x) => a + (x - mean) ** 2, 0) / n), 4)
      }
    })

    it('reads each team’s 盘路 from the closing Asian line of its last n matches', async () => {
      const [m] = await matches('not_started')
      const tools = await ok(h.s, 'api/Game/odds_tools', { event_id: m.id, n: 6 })
      for (const [side, teamId] of [['home', m.home_team.id], ['away', m.away_team.id]] as const) {
        const rec = tools.handicap_records[side]
        expect(rec.n).toBeLessThanOrEqual(6)
        expect(rec.n).toBeGreaterThan(0)
        expect(rec.win + rec.push + rec.lose).toBe(rec.n)
        for (const row of rec.rows) {
          const past = (await ok(h.s, 'api/Game/zhishu', { event_id: row.match_id })).list
          const ref = [...past].sort((a, b) => a.company.id - b.company.id)[0]
          const detail = await ok(h.s, 'api/Game/get_xq', { event_id1: row.match_id })
          const home = detail.home_team.id === teamId
          const line = home ? ref.asia_now.line : -ref.asia_now.line
          expect(row.line).toBeCloseTo(line, 5)
          const [hg, ag] = detail.full_score.split(':').map(Number)
          const margin = (home ? hg - ag : ag - hg) + line
          expect(row.result).toBe(margin > 0 ? '赢' : margin < 0 ? '输' : '走')
          expect(row.score).toBe(home ? `${hg}:${ag}` : `${ag}:${hg}`)
        }
      }
    })
  })

  describe('alert consent', () => {
    it('records consent and, on the next goal of that match, what it would send', async () => {
      const now = SEEDED_AT
      const goals = async (id: number, t: number) => (await detailAt(h.db, (await matchById(h.db, id))!, t, false, [null, null])).current_score
      const live = (await matches('live', 50)).filter((m) => m.status_id === 1 || m.status_id === 3)
      let m: (typeof live)[number] | undefined
      for (const x of live) {
        if ((await goals(x.id, now + 20 * MIN)) !== (await goals(x.id, now))) {
          m = x
          break
        }
      }
      expect(m).toBeDefined()
      const a = await member()
      expect((await h.s.call('api/Game/alert_consent', { event_id: m!.id, template_ids: 'tpl-goal,tpl-red', accepted: 1 })).code).toBe(ResultCode.LOGIN_REQUIRED)
      expect(await ok(h.s, 'api/Game/alert_consent', { event_id: m!.id, template_ids: 'tpl-goal,tpl-red', accepted: 1, token: a.token }))
        .toEqual({ event_id: m!.id, accepted: true, template_ids: ['tpl-goal', 'tpl-red'] })
      // POST /admin/clock makes the ticker look at once (this test clock only moves by hand)
      const look = () => h.s.app.inject({ method: 'POST', url: '/admin/clock', headers: { 'x-admin-token': h.s.config.adminToken } })
      await look()
      h.s.clock.t = now + 20 * MIN
      await look()
      const sent = await rowsOf(h.db, 'fb_alert_outbox', { match_id: m!.id }, ['user_id', 'template_id', 'kind', 'text'])
      expect(sent).toContainEqual(expect.objectContaining({ user_id: a.id, template_id: 'tpl-goal', kind: 'goal' }))
      expect(sent[0].text).toContain(m!.home_team.name)
    })
  })
})
