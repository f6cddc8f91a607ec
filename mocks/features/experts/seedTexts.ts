import type { PredictionPlay } from '../../../types/prediction'
import type { PredictionPick } from './services/settlement'
import { handicapText, type Rng } from '../match'

/**
 * Chinese headlines of seeded predictions. A free one may give its pick away; a paid one only
 * teases, or its headline would tell what the price hides. Their analyses: seedAnalysis.ts.
 */

export interface HeadlineFacts {
  home: string
  away: string
  league: string
  /** handicap line of the home side (named in some handicap headlines) */
  line: number | null
}

// headlines state no fact (form, injuries, defence) that the analysis might contradict: an opinion
// and the pick only. Each pool keeps its size, so the seeded draws after it stay the same.
const OPEN: Record<PredictionPick, string[]> = {
  home: ['{home}坐镇主场，看好主胜', '{home}主场拿下三分', '{home}取胜在望', '{home}主胜可期'],
  draw: ['两队势均力敌，平局概率大', '{home}与{away}难分高下，看好握手言和', '互有顾忌，本场防平'],
  away: ['看好{away}客场取胜', '{away}客场取分', '{away}客胜可期'],
  over: ['本场大球可期', '看好本场打出大球', '{home}主场，进球不会少'],
  under: ['本场小球为主', '慢节奏对决，看好小球', '{league}一战双方求稳，看好小球'],
}
const OPEN_HANDICAP: Record<'home' | 'away', string[]> = {
  home: ['{home}{line}稳胆，主队赢盘', '{home}过盘有望', '{home}主场作战，看好主队赢盘'],
  away: ['看好{away}赢盘', '{away}方向更稳', '客队{away}值得信赖'],
}
const TEASERS = ['{league}焦点战：{home}vs{away}深度解析', '独家数据模型：{home}vs{away}', '{league}重心推荐，精选一场',
  '盘口异动揭秘：{home}vs{away}', '{league}稳胆奉上，精选一场', '{home}vs{away}：机构意图解读', '{league}精选，方向已明',
  '基本面加赔率双重验证：{home}vs{away}']

export function headline(r: Rng, play: PredictionPlay, pick: PredictionPick, f: HeadlineFacts, free: boolean): string {
  let pool: string[]
  if (!free) pool = TEASERS
  else if (play === 'handicap') pool = OPEN_HANDICAP[pick === 'home' ? 'home' : 'away']
  else pool = OPEN[pick]
  const line = play === 'handicap' && f.line !== null ? handicapText(f.line) : ''
  return r.pick(pool).replace(/\{home\}/g, f.home).replace(/\{away\}/g, f.away).replace(/\{league\}/g, f.league).replace(/\{line\}/g, line)
}
