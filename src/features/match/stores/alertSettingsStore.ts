import { makeAutoObservable, runInAction } from 'mobx'
import type { AlertScope } from '@contract/api/match.alerts'
import { ALERT_KINDS, DEFAULT_ALERT_KINDS, type AlertKind } from '@contract/live'
import { ResourceModel } from '@/stores/models/ResourceModel'
import { askSubscribeMessage, subscribeMessageAvailable } from '@/platform/subscribeMessage'
import { fetchAlertSettings, saveAlertSetting, sendKindConsent, type AlertSettings } from '@/features/match/services/alertSettings'
import { ALERT_TEMPLATE_IDS } from '@/features/match/alertTemplates'
import { extensionServed } from '@/services/backendExtensions'

/** what a match is to the alert rule: its id and its two teams */
export interface AlertTarget { id: number; home_team: { id: number }; away_team: { id: number } }

export interface ConsentPort {
  available: boolean
  templates: Readonly<Record<AlertKind, string>>
  ask: (templateIds: readonly string[]) => Promise<string[]>
}

const platformConsent: ConsentPort = { available: subscribeMessageAvailable, templates: ALERT_TEMPLATE_IDS, ask: askSubscribeMessage }

/**
 * 设置 › 比赛提醒 (docs/product/match-alerts.md): the kinds the user wants — a default, and a
 * followed team's or match's own kinds — kept on the server. A match's kinds are its own, else
 * its followed teams' own, else the default; before the settings are known, DEFAULT_ALERT_KINDS.
 * On the mini program switching a kind on asks WeChat for that kind's template from the tap, and
 * the answer is kept per kind (a refused kind shows 已拒绝).
 */
export class AlertSettingsStore {
  readonly resource = new ResourceModel<AlertSettings>(fetchAlertSettings, { shallow: true })
  /** the last save's failure, shown on the screen */
  failure: string | null = null
  /** `scope:target` of a save in flight (a second tap on it waits) */
  busy: string | null = null

  constructor(private readonly consent: ConsentPort = platformConsent) {
    makeAutoObservable<AlertSettingsStore, 'consent' | 'stale'>(this, { resource: false, consent: false, stale: true })
  }

  get settings(): AlertSettings | null {
    return this.stale ? null : this.resource.data
  }

  async load(): Promise<void> {
    // a backend without alert settings is never asked again (every app show would ask)
    if (extensionServed('api/Game/alert_settings') === false) return
    await this.resource.load()
    if (this.resource.error === null) runInAction(() => (this.stale = false))
  }

  /** the settings known belong to a user no longer signed in: unused until the next load */
  private stale = false

  /** another user (or nobody): the last user's settings stop counting; the next app show or the screen loads theirs */
  userChanged(): void {
    this.stale = true
  }

  /** a scope's own kinds (null: it follows the next rule) */
  ownKinds(scope: AlertScope, targetId = 0): readonly AlertKind[] | null {
    const s = this.settings
    if (!s) return scope === 'default' ? DEFAULT_ALERT_KINDS : null
    if (scope === 'default') return s.default
    if (scope === 'team') return s.teams.find((t) => t.team.id === targetId)?.kinds ?? null
    return s.matches.find((m) => m.event_id === targetId)?.kinds ?? null
  }

  /** the kinds alerted for a match: its own, else its teams', else the default */
  kindsFor(match: AlertTarget): readonly AlertKind[] {
    const own = this.ownKinds('match', match.id)
    if (own) return own
    const teams = [this.ownKinds('team', match.home_team.id), this.ownKinds('team', match.away_team.id)].filter((k) => k !== null)
    if (teams.length > 0) return ALERT_KINDS.filter((k) => teams.some((t) => t.includes(k)))
    return this.ownKinds('default') ?? DEFAULT_ALERT_KINDS
  }

  /** WeChat refused this kind's template (mini program) */
  refused(kind: AlertKind): boolean {
    return this.settings?.consents[kind] === 'reject'
  }

  /** switches one kind of one scope; a team or match without its own kinds starts from what it inherits */
  async toggle(scope: AlertScope, targetId: number | undefined, kind: AlertKind, inherited: readonly AlertKind[]): Promise<void> {
    const key = `${scope}:${targetId ?? 0}`
    if (this.busy === key) return
    const current = this.ownKinds(scope, targetId) ?? inherited
    const on = !current.includes(kind)
    const template = this.consent.templates[kind]
    // WeChat accepts requestSubscribeMessage only from the tap itself: asked before any await
    const answer = on && this.consent.available && template ? this.consent.ask([template]) : null
    const next = on ? [...current, kind] : current.filter((k) => k !== kind)
    await this.save(key, () => saveAlertSetting(scope, targetId, next))
    if (answer) {
      const accepted = (await answer).includes(template)
      await this.save(key, () => sendKindConsent([kind], [template], accepted))
    }
  }

  /** a team or match follows the next rule again */
  inherit(scope: Exclude<AlertScope, 'default'>, targetId: number): Promise<void> {
    return this.save(`${scope}:${targetId}`, () => saveAlertSetting(scope, targetId, [], true))
  }

  private async save(key: string, call: () => Promise<AlertSettings>): Promise<void> {
    this.busy = key
    this.failure = null
    try {
      const data = await call()
      this.resource.replace(data)
      runInAction(() => (this.stale = false))
    } catch (e) {
      runInAction(() => (this.failure = (e as { message?: string } | null)?.message || '保存失败，请重试'))
    } finally {
      runInAction(() => (this.busy = null))
    }
  }
}
