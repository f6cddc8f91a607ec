import { ResultCode } from '../../types/envelope'
import { DEFAULT_ALERT_KINDS, LINEUPS_BEFORE_KICKOFF_MS } from '../../types/live'
import { matchById } from '../../mocks/features/match/services/matchQueries'
import { detailAt } from '../../mocks/features/match/services/matchView'
import { allRows, q } from './rows'
import { createMember, ok, SEEDED_AT, useSeededServer } from './match.helpers'

const MIN = 60_000
const HOUR = 60 * MIN

describe('设置 › 比赛提醒: alert kinds per default, followed team and followed match', () => {
  const h = useSeededServer()
  let phone = 13700000000
  const member = () => createMember(h.db, String(++phone), h.s.clock.now())

  /** a match kicking off a few hours after the seed moment, with goals and a home side */
  async function upcomingMatchWithGoals(): Promise<{ id: number; start_at: number; home_team_id: number; away_team_id: number }> {
    const rows = await allRows(h.db, q.selectFrom('fb_matches').select(['id', 'start_at', 'home_team_id', 'away_team_id'])
      .where('start_at', '>', SEEDED_AT + 3 * HOUR).where('postponed', '=', 0).where((eb) => eb(eb('ft_home', '+', eb.ref('ft_away')), '>=', 2))
      .orderBy('start_at').orderBy('id').limit(1))
    expect(rows).toHaveLength(1)
    return rows[0]
  }

  describe('settings', () => {
    it('starts from the documented default and saves a default, team and match override (and drops one on inherit)', async () => {
      const a = await member()
      const m = await upcomingMatchWithGoals()
      expect((await h.s.call('api/Game/alert_settings', {})).code).toBe(ResultCode.LOGIN_REQUIRED)
      const fresh = await ok(h.s, 'api/Game/alert_settings', { token: a.token })
      expect(fresh).toEqual({ default: [...DEFAULT_ALERT_KINDS], teams: [], matches: [], consents: {} })

      await ok(h.s, 'api/Game/team_follow', { team_id: m.home_team_id, attention: 1, token: a.token })
      await ok(h.s, 'api/Game/event_attention', { event_id: m.id, attention: 1, token: a.token })
      const listed = await ok(h.s, 'api/Game/alert_settings', { token: a.token })
      expect(listed.teams.map((t) => [t.team.id, t.kinds])).toEqual([[m.home_team_id, null]])
      expect(listed.matches.map((x) => [x.event_id, x.kinds])).toEqual([[m.id, null]])

      const saved = await ok(h.s, 'api/Game/alert_setting_save', { scope: 'default', kinds: 'goal,full_time', token: a.token })
      expect(saved.default).toEqual(['goal', 'full_time'])
      const team = await ok(h.s, 'api/Game/alert_setting_save', { scope: 'team', target_id: m.home_team_id, kinds: ['lineups', 'red'], token: a.token })
      expect(team.teams[0].kinds).toEqual(['red', 'lineups'])
      const match = await ok(h.s, 'api/Game/alert_setting_save', { scope: 'match', target_id: m.id, kinds: '', token: a.token })
      expect(match.matches[0].kinds).toEqual([])
      const back = await ok(h.s, 'api/Game/alert_setting_save', { scope: 'match', target_id: m.id, kinds: '', inherit: 1, token: a.token })
      expect(back.matches[0].kinds).toBeNull()
      expect(back.teams[0].kinds).toEqual(['red', 'lineups'])

      // unfollowing a team drops its own kinds: following it again starts from the default
      await ok(h.s, 'api/Game/team_follow', { team_id: m.home_team_id, attention: 0, token: a.token })
      await ok(h.s, 'api/Game/team_follow', { team_id: m.home_team_id, attention: 1, token: a.token })
      expect((await ok(h.s, 'api/Game/alert_settings', { token: a.token })).teams[0].kinds).toBeNull()
    })

    it('refuses unknown or repeated kinds, scopes and targets the user does not follow, with an envelope error', async () => {
      const a = await member()
      const m = await upcomingMatchWithGoals()
      const refused = async (payload: Record<string, unknown>) => {
        const res = await h.s.call('api/Game/alert_setting_save', { ...payload, token: a.token })
        expect(res.status).toBe(200)
        expect(res.code).toBe(ResultCode.FAIL)
        expect(res.msg).toBeTruthy()
        return res.msg
      }
      expect(await refused({ scope: 'default', kinds: 'goal,boom' })).toContain('未知的提醒类型')
      expect(await refused({ scope: 'default', kinds: 'goal,goal' })).toContain('重复')
      await refused({ scope: 'league', kinds: 'goal' })
      await refused({ scope: 'default', kinds: "goal'; DROP TABLE fb_alert_settings; --" })
      expect(await refused({ scope: 'team', target_id: m.home_team_id, kinds: 'goal' })).toBe('只能为已关注的球队设置提醒')
      expect(await refused({ scope: 'match', target_id: m.id, kinds: 'goal' })).toBe('只能为已关注的比赛设置提醒')
      expect(await refused({ scope: 'team', kinds: 'goal' })).toBe('请指定球队')
      expect(await refused({ scope: 'default', kinds: 'goal', inherit: 1 })).toBeTruthy()
      expect((await ok(h.s, 'api/Game/alert_settings', { token: a.token })).default).toEqual([...DEFAULT_ALERT_KINDS])
    })

    it('records the mini program\'s answer per kind', async () => {
      const a = await member()
      await ok(h.s, 'api/Game/alert_kind_consent', { kinds: 'goal', template_ids: 'tpl-goal', accepted: 1, token: a.token })
      const res = await ok(h.s, 'api/Game/alert_kind_consent', { kinds: ['red', 'lineups'], template_ids: ['tpl-red', 'tpl-lineups'], accepted: 0, token: a.token })
      expect(res.consents).toEqual({ goal: 'accept', red: 'reject', lineups: 'reject' })
      expect((await h.s.call('api/Game/alert_kind_consent', { kinds: '', template_ids: '', accepted: 1, token: a.token })).code).toBe(ResultCode.FAIL)
    })
  })

  describe('the subscription-message outbox', () => {
    it('writes only the enabled kinds as the clock moves through a followed match: line-ups, kickoff, goals, half time, full time', async () => {
      const m = await upcomingMatchWithGoals()
      const row = (await matchById(h.db, m.id))!
      const finalScore = (await detailAt(h.db, row, row.end_at + MIN, false, [null, null])).current_score
      const goals = finalScore.split(':').reduce((n, x) => n + Number(x), 0)
      expect(goals).toBeGreaterThanOrEqual(2)
      const users = { all: await member(), noGoals: await member(), team: await member(), both: await member(), refused: await member() }
      for (const u of Object.values(users)) {
        await ok(h.s, 'api/Game/event_attention', { event_id: m.id, attention: 1, token: u.token })
        await ok(h.s, 'api/Game/alert_consent', { event_id: m.id, template_ids: 'tpl-goal,tpl-red,tpl-ht,tpl-ft,tpl-ko,tpl-lu', accepted: 1, token: u.token })
      }
      const save = (token: string, scope: string, kinds: string, target_id?: number) => ok(h.s, 'api/Game/alert_setting_save', { scope, kinds, target_id, token })
      await save(users.all.token, 'default', 'kickoff,goal,red,half_time,full_time,lineups')
      await save(users.noGoals.token, 'match', 'lineups,kickoff,half_time,full_time', m.id)
      await ok(h.s, 'api/Game/team_follow', { team_id: m.away_team_id, attention: 1, token: users.team.token })
      await save(users.team.token, 'team', 'goal', m.away_team_id)
      // a match override wins over the team override, which wins over the default
      await ok(h.s, 'api/Game/team_follow', { team_id: m.home_team_id, attention: 1, token: users.both.token })
      await save(users.both.token, 'default', 'goal,full_time')
      await save(users.both.token, 'team', 'goal', m.home_team_id)
      await save(users.both.token, 'match', 'full_time', m.id)
      // all kinds on, but WeChat refused the goal template
      await save(users.refused.token, 'default', 'kickoff,goal,full_time')
      await ok(h.s, 'api/Game/alert_kind_consent', { kinds: 'goal', template_ids: 'tpl-goal', accepted: 0, token: users.refused.token })

      // POST /admin/clock makes the ticker look at once; the clock walks from 2 h before kickoff to after the whistle
      const look = () => h.s.app.inject({ method: 'POST', url: '/admin/clock', headers: { 'x-admin-token': h.s.config.adminToken } })
      const goalsAt = async (t: number) => (await detailAt(h.db, row, t, false, [null, null])).current_score.split(':').reduce((n, x) => n + Number(x || 0), 0)
      // a look that finds the score risen sends one goal alert (two goals between two looks: one alert)
      let looksWithGoals = 0
      const step = 4 * MIN
      for (let t = m.start_at - 2 * HOUR; t <= row.end_at + 10 * MIN; t += step) {
        if (t > m.start_at && await goalsAt(t) > await goalsAt(t - step)) looksWithGoals++
        h.s.clock.t = t
        await look()
      }
      const sent = await allRows(h.db, q.selectFrom('fb_alert_outbox').select(['user_id', 'kind', 'template_id', 'text']).where('match_id', '=', m.id).orderBy('id'))
      const kindsOf = (u: { id: number }) => sent.filter((s) => s.user_id === u.id).map((s) => s.kind)

      expect(kindsOf(users.all)).toEqual(expect.arrayContaining(['lineups', 'kickoff', 'goal', 'half_time', 'full_time']))
      expect(looksWithGoals).toBeGreaterThan(0)
      expect(kindsOf(users.all).filter((k) => k === 'goal')).toHaveLength(looksWithGoals)
      expect(kindsOf(users.all).slice(0, 2)).toEqual(['lineups', 'kickoff'])
      expect(kindsOf(users.all).at(-1)).toBe('full_time')
      expect(new Set(kindsOf(users.noGoals))).toEqual(new Set(['lineups', 'kickoff', 'half_time', 'full_time']))
      expect(kindsOf(users.team)).toEqual(Array(looksWithGoals).fill('goal'))
      expect(kindsOf(users.both)).toEqual(['full_time'])
      expect(new Set(kindsOf(users.refused))).toEqual(new Set(['kickoff', 'full_time']))

      const lineups = sent.find((s) => s.user_id === users.all.id && s.kind === 'lineups')!
      expect(lineups.template_id).toBe('tpl-lu')
      expect(lineups.text).toContain(`${LINEUPS_BEFORE_KICKOFF_MS / MIN} 分钟后开赛`)
      expect(sent.find((s) => s.user_id === users.all.id && s.kind === 'full_time')!.text).toContain(finalScore.replace(':', '-'))
    })
  })
})
