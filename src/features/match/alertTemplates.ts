import type { AlertKind } from '@contract/live'

/**
 * The WeChat subscription-message template of each alert kind (one template per kind, as WeChat
 * asks one consent per template). Set per build from the mini program's own template library
 * (TARO_APP_ALERT_TEMPLATE_<KIND>); a kind without a template is not asked and alerts in the app only.
 */
export const ALERT_TEMPLATE_IDS: Readonly<Record<AlertKind, string>> = {
  kickoff: process.env.TARO_APP_ALERT_TEMPLATE_KICKOFF || '',
  goal: process.env.TARO_APP_ALERT_TEMPLATE_GOAL || '',
  red: process.env.TARO_APP_ALERT_TEMPLATE_RED || '',
  half_time: process.env.TARO_APP_ALERT_TEMPLATE_HALF_TIME || '',
  full_time: process.env.TARO_APP_ALERT_TEMPLATE_FULL_TIME || '',
  lineups: process.env.TARO_APP_ALERT_TEMPLATE_LINEUPS || '',
}
