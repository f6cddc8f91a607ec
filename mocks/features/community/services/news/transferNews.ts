import type { Db } from '../../../../db'
import { formatMarketValue } from '../../../../../types/market-value'
import { playerSeasonLines, refs, totalsOf, transferAnswer, type Refs, type TransferRow } from '../../../match'

/**
 * 转会: one move as the transfer record has it: the player (position, age, market value), the
 * clubs, the kind and the fee (in 万欧 / 亿欧 as the app shows them), and his figures this season as his card shows them on the day. The
 * wording is picked from the facts (the kind, the fee against the value, the age, the figures),
 * so no two moves read alike by rote (docs/product/news.md).
 */

/** a move is news when a main-league club is on either side and the fee or the market value reaches this */
export const NOTABLE_TRANSFER_EUR = 10_000_000
const YOUNG_UP_TO = 21
const VETERAN_FROM = 31
/** fee against market value: above this ratio reads as a premium, below the second as a bargain */
const PREMIUM = 1.2
const BARGAIN = 0.8

export function isNotableTransfer(rf: Refs, t: TransferRow): boolean {
  const main = (teamId: number | null) => teamId !== null && rf.leagues.get(rf.teams.get(teamId)?.league_id ?? 0)?.famous === true
  return (main(t.to_team_id) || main(t.from_team_id)) && Math.max(t.fee, rf.players.get(t.player_id)?.value ?? 0) >= NOTABLE_TRANSFER_EUR
}

type Answer = ReturnType<typeof transferAnswer>

const TERMS: Record<Answer['kind'], (a: Answer) => string> = { 转会: (a) => `转会，转会费 ${formatMarketValue(a.fee)}`, 租借: () => '租借', 自由转会: () => '自由转会，免签' }

function who(a: Answer): string {
  const { age, position } = a.player
  if (age <= YOUNG_UP_TO) return `${age}岁新星`
  if (age >= VETERAN_FROM) return `${age}岁老将`
  return `${age}岁${position}`
}

function headline(a: Answer, variant: number): string {
  const to = a.to_team.name
  const from = a.from_team?.name
  const name = a.player.name
  const lines: Record<Answer['kind'], string[]> = {
    转会: from ? [`${to}官宣签下${from}${who(a)}${name}`, `${name}告别${from}，正式加盟${to}`, `${to}从${from}引进${who(a)}${name}`] : [`${to}官宣签下${who(a)}${name}`],
    租借: from ? [`${name}租借加盟${to}`, `${from}将${who(a)}${name}外租至${to}`, `${to}从${from}租借${who(a)}${name}`] : [`${name}租借加盟${to}`],
    自由转会: [`${name}以自由身加盟${to}`, `${to}免签${who(a)}${name}`, `${who(a)}${name}自由转会至${to}`],
  }
  const pick = lines[a.kind]
  return `【转会】${pick[variant % pick.length]}`
}

function feeLine(a: Answer, fee: number, value: number): string {
  const [feeText, valueText, to] = [formatMarketValue(a.fee), formatMarketValue(a.player.market_value), a.to_team.name]
  if (a.kind === '租借') return `${to}以租借形式得到他，无转会费。`
  if (a.kind === '自由转会') return `${to}没花一分转会费就得到这名身价 ${valueText} 的球员。`
  if (fee >= value * PREMIUM) return `转会费 ${feeText}，高于他 ${valueText} 的身价，${to}志在必得。`
  if (fee <= value * BARGAIN) return `转会费 ${feeText}，低于他 ${valueText} 的身价，${to}捡到便宜。`
  return `转会费 ${feeText}，与他 ${valueText} 的身价相当。`
}

async function seasonLine(db: Db, t: TransferRow): Promise<string | null> {
  const { seasonName, lines } = await playerSeasonLines(db, t.player_id, t.at)
  if (!seasonName) return null
  const s = totalsOf(lines)
  if (s.appearances === 0) return `本赛季（${seasonName}）：尚未出场`
  const form = s.goals + s.assists > 0 ? `进${s.goals}球，助攻${s.assists}次` : '尚无进球和助攻'
  return `本赛季（${seasonName}）：出场${s.appearances}次（首发${s.starts}次），${form}`
}

export async function transferNewsText(db: Db, t: TransferRow): Promise<string> {
  const rf = await refs(db)
  const a = transferAnswer(rf, t)
  const value = rf.players.get(t.player_id)?.value ?? 0
  return [
    headline(a, t.player_id + t.to_team_id),
    `${a.from_team?.name ?? (a.kind === '转会' ? '外部球会' : '自由身')} → ${a.to_team.name}（${TERMS[a.kind](a)}）`,
    `球员：${a.player.name}，${a.player.position}，${a.player.age}岁，身价 ${formatMarketValue(a.player.market_value)}`,
    feeLine(a, t.fee, value),
    ...[await seasonLine(db, t)].filter((l): l is string => l !== null),
  ].join('\n')
}
