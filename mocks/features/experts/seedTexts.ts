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

const OPEN: Record<PredictionPick, string[]> = {
  home: ['{home}主场气势如虹，看好主胜', '{home}近况火热，主场拿下三分', '主队实力占优，{home}取胜在望', '{away}客场乏力，{home}主胜可期'],
  draw: ['两队实力接近，平局概率大', '{home}与{away}势均力敌，看好握手言和', '互有顾忌，本场防平'],
  away: ['{away}客场反击犀利，看好客胜', '{home}伤病满营，{away}客场取分', '客队状态正佳，{away}客胜可期'],
  over: ['两队攻强守弱，大球可期', '进攻大战一触即发，看好大球', '{home}主场火力全开，进球不会少'],
  under: ['两队防守稳固，小球为主', '慢节奏对决，看好小球', '{league}保级焦虑，双方求稳出小球'],
}
const OPEN_HANDICAP: Record<'home' | 'away', string[]> = {
  home: ['{home}{line}稳胆，主队赢盘', '盘口支持主队，{home}过盘有望', '{home}主场强势，看好主队赢盘'],
  away: ['{away}韧性十足，看好客队赢盘', '盘口偏热主队，{away}方向更稳', '{away}防守扎实，客队值得信赖'],
}
const TEASERS = ['{league}焦点战：{home}vs{away}深度解析', '独家数据模型：{home}vs{away}', '{league}重心推荐，精选一场',
  '盘口异动揭秘：{home}vs{away}', '近期状态火热，{league}稳胆奉上', '{home}vs{away}：机构意图解读', '{league}精选，方向已明',
  '基本面加赔率双重验证：{home}vs{away}']

export function headline(r: Rng, play: PredictionPlay, pick: PredictionPick, f: HeadlineFacts, free: boolean): string {
  let pool: string[]
  if (!free) pool = TEASERS
  else if (play === 'handicap') pool = OPEN_HANDICAP[pick === 'home' ? 'home' : 'away']
  else pool = OPEN[pick]
  const line = play === 'handicap' && f.line !== null ? handicapText(f.line) : ''
  return r.pick(pool).replace(/\{home\}/g, f.home).replace(/\{away\}/g, f.away).replace(/\{league\}/g, f.league).replace(/\{line\}/g, line)
}
