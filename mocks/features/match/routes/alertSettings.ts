import type { Router } from '../../../http/router'
import { requireUser } from '../../../http/context'
import { fail } from '../../../http/errors'
import { alertSettingsView, recordKindConsent, saveAlertSetting } from '../services/alertSettings'

/** 设置 › 比赛提醒 (issue 24): kinds per default, followed team and followed match; WeChat's answer per kind */
export function registerAlertSettingRoutes(r: Router): void {
  r.handle('api/Game/alert_settings', (_req, ctx) => alertSettingsView(ctx.db, requireUser(ctx).id, ctx.clock.now()))

  r.handle('api/Game/alert_setting_save', async (req, ctx) => {
    const userId = requireUser(ctx).id
    const refused = await saveAlertSetting(ctx.db, userId, req, ctx.clock.now())
    if (refused) throw fail(refused.refused)
    return alertSettingsView(ctx.db, userId, ctx.clock.now())
  })

  r.handle('api/Game/alert_kind_consent', async (req, ctx) => {
    const userId = requireUser(ctx).id
    await recordKindConsent(ctx.db, userId, req.kinds, req.template_ids, req.accepted, ctx.clock.now())
    return alertSettingsView(ctx.db, userId, ctx.clock.now())
  })
}
