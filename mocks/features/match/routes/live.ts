import type { Router } from '../../../http/router'
import { ApiFail, fail, notFound } from '../../../http/errors'
import { requireUser } from '../../../http/context'
import { ResultCode } from '../../../../types/envelope'
import { playerRef, refs } from '../services/footballRefs'
import { matchById } from '../services/matchQueries'
import { chatClosesAt, chatHistory, postChat } from '../services/chat'
import { sidesOf, type SideIntel } from '../services/intel'
import { currentEuropeOdds, handicapRecords, kellyFigures } from '../services/oddsTools'
import { setAlertConsent } from '../services/alerts'

/** issue 17's HTTP half: the chat room, 伤停 and expected line-ups, odds tools, alert consent */
export function registerLiveRoutes(r: Router): void {
  r.handle('api/Game/chat_list', async (req, ctx) => {
    if (!await matchById(ctx.db, req.event_id)) throw notFound('比赛')
    const now = ctx.clock.now()
    const closesAt = await chatClosesAt(ctx.db, req.event_id, now)
    return { event_id: req.event_id, list: await chatHistory(ctx.db, req.event_id, ctx.user?.id), open: closesAt === null || now < closesAt, closes_at: closesAt }
  })

  r.handle('api/Game/chat_send', async (req, ctx) => {
    const user = requireUser(ctx)
    if (!await matchById(ctx.db, req.event_id)) throw notFound('比赛')
    const result = await postChat(ctx.db, user.id, req.event_id, req.content, ctx.clock.now())
    if ('refused' in result) throw fail(result.refused)
    return result.message
  })

  r.handle('api/Game/match_intel', async (req, ctx) => {
    const m = await matchById(ctx.db, req.event_id)
    if (!m) throw notFound('比赛')
    const rf = await refs(ctx.db)
    const sides = await sidesOf(ctx.db, m)
    const injuries = sides.flatMap((s, i) => s.absentees.map((a) => ({
      side: i === 0 ? 'home' as const : 'away' as const, player_id: a.player.id, name: a.player.name, position: a.player.position,
      kind: a.kind, detail: a.detail, until_text: a.until_text,
    })))
    const expected = (s: SideIntel) => ({
      formation: s.expected.formation,
      players: s.expected.starters.map((p) => ({ player_id: p.player.id, name: p.player.name, shirt: playerRef(rf, p.player.id).shirt_number, position: p.player.position })),
    })
    const before = ctx.clock.now() < m.start_at
    return { event_id: m.id, injuries, expected_lineups: before ? { home: expected(sides[0]), away: expected(sides[1]) } : null }
  })

  r.handle('api/Game/odds_tools', async (req, ctx) => {
    const m = await matchById(ctx.db, req.event_id)
    if (!m) throw notFound('比赛')
    const now = ctx.clock.now()
    const companies = await currentEuropeOdds(ctx.db, m.id, now)
    if (companies.length === 0) throw new ApiFail(ResultCode.NOT_FOUND, '本场比赛暂无指数')
    // 盘路 before this match: only matches finished by its kickoff (or by now, for one already played)
    const upTo = Math.min(now, m.start_at)
    return {
      event_id: m.id,
      ...kellyFigures(companies),
      handicap_records: { home: await handicapRecords(ctx.db, m.home_team_id, upTo, req.n), away: await handicapRecords(ctx.db, m.away_team_id, upTo, req.n) },
    }
  })

  r.handle('api/Game/alert_consent', async (req, ctx) => {
    const user = requireUser(ctx)
    if (!await matchById(ctx.db, req.event_id)) throw notFound('比赛')
    await setAlertConsent(ctx.db, user.id, req.event_id, req.template_ids, req.accepted, ctx.clock.now())
    return { event_id: req.event_id, accepted: req.accepted, template_ids: req.template_ids }
  })
}
