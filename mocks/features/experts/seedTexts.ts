import type { PredictionPlay } from '../../../types/prediction'
import type { PredictionPick } from './services/settlement'
import { handicapText, overUnderText, type Rng } from '../match'

/**
 * Chinese headlines of seeded predictions. A free one may give its pick away; a paid one only
 * teases, or its headline would tell what the price hides.
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

/**
 * Analyses of seeded predictions (at most PREDICTION_CONTENT_MAX characters, as the publish form
 * allows): written only from what was known when the pick was published, i.e. both sides' recent
 * form, their meetings, the table, and how the play's odds moved from the opening to that moment;
 * then the reason for the pick. Sentence patterns vary with the seeded rng, so no two read alike.
 * The pick comes last, so the first sentences can be shown as a teaser without giving it away.
 */

export type FormLetter = 'W' | 'D' | 'L'

export interface TeamForm {
  /** results of the last finished matches, newest first (at most 5) */
  results: FormLetter[]
  goalsFor: number
  goalsAgainst: number
}

export interface AnalysisFacts {
  home: string
  away: string
  play: PredictionPlay
  pick: PredictionPick
  /** the line at publishing (home handicap or total), null for 1x2 */
  line: number | null
  homeForm: TeamForm
  awayForm: TeamForm
  /** meetings finished before publishing, counted from this match's home side */
  h2h: { played: number; homeWins: number; draws: number; awayWins: number }
  /** league positions at publishing, null in a cup or before anyone has played */
  table: { homeRank: number; awayRank: number; teams: number } | null
  /** the reference company's opening and in-force figures of the play */
  movement: { open: [number, number, number]; now: [number, number, number] }
}

const count = (f: TeamForm, x: FormLetter) => f.results.filter((r) => r === x).length
const recordText = (f: TeamForm) => `${count(f, 'W')}胜${count(f, 'D')}平${count(f, 'L')}负`
/** the current run from the newest result: 3连胜, 4场不败, 3场不胜 */
function runText(f: TeamForm): string | null {
  const res = f.results
  const run = (ok: (x: FormLetter) => boolean) => {
    let n = 0
    while (n < res.length && ok(res[n])) n++
    return n
  }
  const wins = run((x) => x === 'W')
  if (wins >= 3) return `${wins}连胜`
  const unbeaten = run((x) => x !== 'L')
  if (unbeaten >= 4) return `${unbeaten}场不败`
  const winless = run((x) => x !== 'W')
  if (winless >= 3) return `${winless}场不胜`
  return null
}

function formSentence(r: Rng, f: AnalysisFacts): string {
  const h = f.homeForm
  const a = f.awayForm
  if (!h.results.length && !a.results.length) return r.pick(['两队本季尚无正式比赛可供参考', '两队近况暂无交手样本'])
  const side = (name: string, t: TeamForm) => {
    if (!t.results.length) return `${name}暂无近期战绩`
    const run = runText(t)
    if (run && r.chance(0.6)) return `${name}近${t.results.length}场${recordText(t)}，正处${run}`
    return r.pick([`${name}近${t.results.length}场${recordText(t)}`, `${name}近${t.results.length}战${recordText(t)}，进${t.goalsFor}失${t.goalsAgainst}`])
  }
  const open = r.pick(['', '近况方面，', '先看状态：', '从近期走势看，', '状态上，'])
  return `${open}${side(f.home, h)}；${side(f.away, a)}`
}

function h2hSentence(r: Rng, f: AnalysisFacts): string | null {
  const m = f.h2h
  if (!m.played) return r.chance(0.4) ? r.pick(['两队近年未有交手', '双方此前没有交锋记录']) : null
  if (m.homeWins > m.awayWins) return r.pick([`交锋${f.home}占优，近${m.played}次${m.homeWins}胜${m.draws}平${m.awayWins}负`, `历史交锋${m.played}次，${f.home}赢下${m.homeWins}场`])
  if (m.awayWins > m.homeWins) return r.pick([`交锋${f.away}占上风，近${m.played}次赢${m.awayWins}场`, m.homeWins ? `过往${m.played}次交手${f.home}仅${m.homeWins}胜，${f.away}${m.awayWins}胜` : `过往${m.played}次交手${f.home}未尝胜绩`])
  return r.pick([`两队近${m.played}次交锋${m.homeWins}胜${m.draws}平${m.awayWins}负，不分伯仲`, `历史交锋平分秋色（${m.homeWins}胜${m.draws}平${m.awayWins}负）`])
}

function tableSentence(r: Rng, f: AnalysisFacts): string | null {
  const t = f.table
  if (!t) return null
  return r.pick([`积分榜上${f.home}第${t.homeRank}、${f.away}第${t.awayRank}`, `目前${f.home}排第${t.homeRank}，${f.away}居第${t.awayRank}`,
    `联赛排名${t.homeRank}对${t.awayRank}`])
}

const fix2 = (x: number) => x.toFixed(2)

function movementSentence(r: Rng, f: AnalysisFacts): string {
  const [o0, o1, o2] = f.movement.open
  const [n0, n1, n2] = f.movement.now
  const lead = r.pick(['盘面上，', '赔率方面，', '从盘口看，', ''])
  if (f.play === '1x2') {
    const d = n0 - o0
    if (Math.abs(d) < 0.03 && Math.abs(n2 - o2) < 0.03) return `${lead}欧赔主胜${fix2(n0)}、平${fix2(n1)}、客胜${fix2(n2)}，初盘至今基本未动`
    const side = Math.abs(d) >= Math.abs(n2 - o2) ? `主胜由${fix2(o0)}${d < 0 ? '降' : '升'}至${fix2(n0)}` : `客胜由${fix2(o2)}${n2 < o2 ? '降' : '升'}至${fix2(n2)}`
    return `${lead}欧赔${side}，平局${fix2(n1)}`
  }
  if (f.play === 'handicap') {
    const openLine = o1
    const nowLine = n1
    if (openLine !== nowLine) return `${lead}亚盘初开${f.home}${handicapText(openLine)}，发布时${Math.abs(nowLine) > Math.abs(openLine) ? '升' : '降'}至${handicapText(nowLine)}`
    return `${lead}亚盘维持${f.home}${handicapText(nowLine)}，主队水位${fix2(o0)}${n0 < o0 ? '降' : n0 > o0 ? '升' : '持平'}${n0 === o0 ? '' : `至${fix2(n0)}`}`
  }
  if (o1 !== n1) return `${lead}大小球由${overUnderText(o1)}球${n1 > o1 ? '升' : '降'}至${overUnderText(n1)}球`
  return `${lead}大小球维持${overUnderText(n1)}球，大球水位${fix2(o0)}${n0 < o0 ? '下调' : n0 > o0 ? '上调' : '不变'}${n0 === o0 ? '' : `至${fix2(n0)}`}`
}

function pickPhrase(f: AnalysisFacts): string {
  if (f.play === '1x2') return f.pick === 'home' ? `${f.home}取胜` : f.pick === 'draw' ? '平局' : `${f.away}取胜`
  if (f.play === 'handicap') {
    const l = f.line ?? 0
    return f.pick === 'home' ? `${f.home}${handicapText(l)}赢盘` : `${f.away}${handicapText(-l || 0)}赢盘`
  }
  return `${f.pick === 'over' ? '大' : '小'}${overUnderText(f.line ?? 0)}球`
}

function reasonOf(r: Rng, f: AnalysisFacts): string {
  const hw = count(f.homeForm, 'W')
  const aw = count(f.awayForm, 'W')
  const goals = (f.homeForm.goalsFor + f.homeForm.goalsAgainst + f.awayForm.goalsFor + f.awayForm.goalsAgainst)
  const games = f.homeForm.results.length + f.awayForm.results.length
  const perGame = games ? goals / games : 0
  switch (f.pick) {
    case 'home':
      if (f.table && f.table.homeRank < f.table.awayRank && r.chance(0.5)) return r.pick(['主队排名更高', '主队实力占优'])
      return hw > aw ? r.pick(['主队状态更好', '主队近况明显占优']) : r.pick(['主场优势值得信赖', '主队主场更有斗志', '机构对主队信心不减'])
    case 'away':
      if (f.table && f.table.awayRank < f.table.homeRank && r.chance(0.5)) return r.pick(['客队排名更高', '客队整体实力更强'])
      return aw > hw ? r.pick(['客队状态更佳', '客队近况更稳']) : r.pick(['主队近期起伏大', '客队反击有威胁', '盘口对主队信心不足'])
    case 'draw':
      return r.pick(['双方实力接近', '两队都不愿冒险', '平赔受到关注'])
    case 'over':
      return perGame >= 1.4 ? `两队近期场均进出${perGame.toFixed(1)}球` : r.pick(['两队防线都有漏洞', '双方都需要胜利，比赛节奏会快'])
    default:
      return perGame > 0 && perGame < 1.4 ? `两队近期场均进出仅${perGame.toFixed(1)}球` : r.pick(['双方打法偏保守', '两队都求稳，节奏不会太快'])
  }
}

function conclusionSentence(r: Rng, f: AnalysisFacts): string {
  const reason = reasonOf(r, f)
  const pick = pickPhrase(f)
  return r.pick([
    `综合来看，${reason}，推荐${pick}`, `${reason}，本场看好${pick}`, `考虑到${reason}，方向选择${pick}`,
    `基于以上，${reason}，建议${pick}`, `${reason}，故推荐${pick}`, `结论：${reason}，看${pick}`,
  ])
}

/** joins sentences with varied punctuation, dropping optional ones until it fits `max` characters */
export function analysis(r: Rng, f: AnalysisFacts, max = 140): string {
  const form = formSentence(r, f)
  const h2h = h2hSentence(r, f)
  const table = tableSentence(r, f)
  const movement = movementSentence(r, f)
  const conclusion = conclusionSentence(r, f)
  // the order of the middle sentences varies too
  const middle = r.shuffle([h2h, table, movement].filter((s): s is string => s !== null))
  const compose = (parts: string[]) => parts.map((p, i) => (i < parts.length - 1 ? `${p}${r.chance(0.5) ? '。' : '；'}` : `${p}。`)).join('')
  let parts = [form, ...middle, conclusion]
  let text = compose(parts)
  // drop the table, then the meetings, then the form, keeping the odds and the reason
  for (const optional of [table, h2h, form]) {
    if ([...text].length <= max) break
    if (optional === null) continue
    parts = parts.filter((p) => p !== optional)
    text = compose(parts)
  }
  return [...text].slice(0, max).join('')
}
